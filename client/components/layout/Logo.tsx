import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config';

/** The Huiskans mark: a house with a sun (de kans) in a rounded square. Same drawing as /favicon.svg. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <path
        d="M7.5 15.6 16 8.6l8.5 7V24a1.2 1.2 0 0 1-1.2 1.2h-4.6v-5.4h-5.4v5.4H8.7A1.2 1.2 0 0 1 7.5 24z"
        fill="#fff"
      />
      <circle cx="24.2" cy="8.2" r="2.6" fill="#ffc94d" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${PRODUCT_NAME}, naar de startpagina`}>
      <LogoMark />
      <span className="logo__wordmark">
        Huis<span className="logo__accent">kans</span>
      </span>
    </Link>
  );
}
