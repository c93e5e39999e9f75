/** One star, filled or outlined (also the star input of advisor reviews). */
export function StarIcon({ size = 20, full }: { size?: number; full: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={full ? 'star-rating__star star-rating__star--full' : 'star-rating__star'}
    >
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}

/** A rating rounded to the nearest half star (4,24 → 4; 4,25 → 4½), within 0…max: what the stars show. */
export function starsShown(rating: number, max = 5): number {
  return Math.round(Math.max(0, Math.min(max, rating)) * 2) / 2;
}

/**
 * Star rating display (spec §9: size 20): filled stars for the rating, a half-filled star for a
 * half (averages are rounded to the nearest half, starsShown), outlined for the rest.
 */
export function StarRating({ rating, max = 5, size = 20 }: { rating: number; max?: number; size?: number }) {
  const shown = starsShown(rating, max);
  return (
    <span className="star-rating" role="img" aria-label={`${String(shown).replace('.', ',')} van de ${max} sterren`}>
      {Array.from({ length: max }, (_, i) =>
        i + 0.5 === shown ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items.
          <span key={i} className="star-rating__slot" style={{ width: size, height: size }}>
            <StarIcon size={size} full={false} />
            <span className="star-rating__half">
              <StarIcon size={size} full />
            </span>
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items.
          <span key={i} className="star-rating__slot" style={{ width: size, height: size }}>
            <StarIcon size={size} full={i < shown} />
          </span>
        ),
      )}
    </span>
  );
}
