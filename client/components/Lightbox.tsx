import { useEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';

export interface LightboxImage {
  src: string;
  srcSet?: string;
  alt: string;
}

interface LightboxProps {
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Full-screen photo viewer: Esc closes, ←/→ browse. */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') onIndexChange((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onClose, onIndexChange]);

  if (!image) return null;
  return (
    <div className="lightbox" role="dialog" aria-modal="true" aria-label={`Foto ${index + 1} van ${count}`}>
      <button type="button" className="lightbox__backdrop" aria-label="Sluiten" tabIndex={-1} onClick={onClose} />
      <figure className="lightbox__figure">
        <img src={image.src} srcSet={image.srcSet} sizes="100vw" alt={image.alt} />
        <figcaption className="lightbox__caption">
          {index + 1} / {count}
        </figcaption>
      </figure>
      <button ref={closeRef} type="button" className="lightbox__close" onClick={onClose} aria-label="Sluiten">
        <CloseIcon size={24} />
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--prev"
            onClick={() => onIndexChange((index - 1 + count) % count)}
            aria-label="Vorige foto"
          >
            <ChevronLeftIcon size={28} />
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next"
            onClick={() => onIndexChange((index + 1) % count)}
            aria-label="Volgende foto"
          >
            <ChevronRightIcon size={28} />
          </button>
        </>
      ) : null}
    </div>
  );
}
