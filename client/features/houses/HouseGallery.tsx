import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HouseGallery_house$key } from '../../__generated__/HouseGallery_house.graphql';
import { HouseIcon } from '../../components/icons';
import { Lightbox } from '../../components/Lightbox';

/** Photo gallery: the main photo large, thumbnails below; a click opens the photo full screen. */
export function HouseGallery({ house }: { house: HouseGallery_house$key }) {
  const data = useFragment(
    graphql`
      fragment HouseGallery_house on House {
        formattedAddressLine
        mainPhoto {
          id
        }
        photos {
          id
          thumbUrl
          mediumUrl
          medium2xUrl
          width
          height
        }
      }
    `,
    house,
  );
  // The main photo first, then the others in their order.
  const mainId = data.mainPhoto?.id;
  const photos = mainId
    ? [...data.photos.filter((p) => p.id === mainId), ...data.photos.filter((p) => p.id !== mainId)]
    : data.photos;
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);

  if (photos.length === 0) {
    return (
      <div className="gallery__empty">
        <HouseIcon size={48} />
        <span>Nog geen foto's</span>
      </div>
    );
  }
  const shown = photos[Math.min(current, photos.length - 1)];
  const alt = (index: number) => `Foto ${index + 1} van ${data.formattedAddressLine}`;
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" onClick={() => setOpen(true)} aria-label="Foto vergroten">
        <img
          src={shown.mediumUrl}
          srcSet={`${shown.mediumUrl} 1x, ${shown.medium2xUrl} 2x`}
          alt={alt(current)}
          width={shown.width}
          height={shown.height}
          // The largest paint of the house page: fetched before the scripts and the thumbnails.
          fetchPriority="high"
        />
        <span className="gallery__count">
          {current + 1} / {photos.length} foto's
        </span>
      </button>
      {photos.length > 1 ? (
        <ul className="gallery__thumbs">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={`gallery__thumb${index === current ? ' gallery__thumb--active' : ''}`}
                onClick={() => {
                  setCurrent(index);
                  setOpen(true);
                }}
                aria-label={`Foto ${index + 1} vergroten`}
              >
                <img
                  src={photo.thumbUrl}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Lightbox
          images={photos.map((photo, index) => ({
            src: photo.medium2xUrl,
            srcSet: `${photo.mediumUrl} ${photo.width}w, ${photo.medium2xUrl} ${photo.width * 2}w`,
            alt: alt(index),
          }))}
          index={current}
          onIndexChange={setCurrent}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
