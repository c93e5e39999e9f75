/** Star rating display (spec §9: size 20): filled stars for the rating, outlined for the rest. */
export function StarRating({ rating, max = 5, size = 20 }: { rating: number; max?: number; size?: number }) {
  const full = Math.round(Math.max(0, Math.min(max, rating)));
  return (
    <span className="star-rating" role="img" aria-label={`${full} van de ${max} sterren`}>
      {Array.from({ length: max }, (_, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items.
          key={i}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={i < full ? 'star-rating__star star-rating__star--full' : 'star-rating__star'}
        >
          <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
        </svg>
      ))}
    </span>
  );
}
