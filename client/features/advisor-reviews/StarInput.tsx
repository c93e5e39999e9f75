import { useId } from 'react';
import { StarIcon } from '../../components/StarRating';

/** As the server allows (server/domain/advisors/reviews.ts REVIEW_COMMENTS_MAX). */
export const REVIEW_COMMENTS_MAX = 2000;

/** Choosing 1–5 whole stars: a radio group (arrow keys move, each star labelled '3 sterren'), stars of size 20. */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (n: number) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="star-input" aria-invalid={error ? true : undefined}>
      <legend>Jouw beoordeling</legend>
      <span className="star-input__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="star-input__star">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
            />
            <StarIcon full={n <= value} />
            <span className="visually-hidden">{n === 1 ? '1 ster' : `${n} sterren`}</span>
          </label>
        ))}
      </span>
      {error ? <span className="form-error">{error}</span> : null}
    </fieldset>
  );
}
