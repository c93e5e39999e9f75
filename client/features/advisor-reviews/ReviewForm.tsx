import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import type { ReviewFormMutation } from '../../__generated__/ReviewFormMutation.graphql';
import { outcomeOf, usePromiseMutation } from '../../relay/mutations';
import { REVIEW_COMMENTS_MAX, StarInput } from './StarInput';

const mutation = graphql`
  mutation ReviewFormMutation($input: AddReviewInput!) {
    addReview(input: $input) {
      __typename
      ... on AddReviewPayload {
        review {
          advisor {
            ...AdvisorRating_advisor
            ...AdvisorReviews_advisor
          }
        }
      }
      ...mutations_errors @alias(as: "error")
    }
  }
`;

interface ReviewFormProps {
  advisorId: string;
  /** The viewer's review, when they wrote one: the form edits it. */
  current: { rating: number; comments: string | null | undefined } | null | undefined;
}

/** Stars and a comment; shown only to users who had contact with the advisor (viewerCanReview). */
export function ReviewForm({ advisorId, current }: ReviewFormProps) {
  const [run, busy] = usePromiseMutation<ReviewFormMutation>(mutation);
  const [rating, setRating] = useState(current?.rating ?? 0);
  const [comments, setComments] = useState(current?.comments ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const response = await run({ input: { advisorId, rating, comments } }).catch(() => null);
    if (!response) return;
    const outcome = outcomeOf(response.addReview, 'AddReviewPayload');
    if (outcome.ok) {
      setErrors({});
      setDone(true);
      return;
    }
    const e = outcome.error;
    setErrors(
      e.kind === 'input'
        ? Object.fromEntries(Object.entries(e.fieldErrors).map(([field, messages]) => [field, messages[0]]))
        : { form: e.message },
    );
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <h3>{current ? 'Jouw review aanpassen' : 'Schrijf een review'}</h3>
      <StarInput value={rating} onChange={setRating} error={errors.rating} />
      <label className="review-form__field">
        <span>Toelichting (optioneel)</span>
        <textarea
          value={comments}
          maxLength={REVIEW_COMMENTS_MAX}
          rows={4}
          onChange={(e) => setComments(e.target.value)}
          aria-invalid={errors.comments ? true : undefined}
        />
        {errors.comments ? <span className="form-error">{errors.comments}</span> : null}
      </label>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {done ? (
        <p className="review-form__done" role="status">
          Bedankt voor je review!
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Versturen…' : current ? 'Review bijwerken' : 'Review plaatsen'}
      </button>
    </form>
  );
}
