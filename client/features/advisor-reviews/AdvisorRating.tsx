import { graphql, useFragment } from 'react-relay';
import type { AdvisorRating_advisor$key } from '../../__generated__/AdvisorRating_advisor.graphql';
import { StarRating } from '../../components/StarRating';
import { plural } from '../../format';
import './advisor-reviews.css';

/** The advisor card's rating line: stars (halves, see StarRating), '4,3 (12 reviews)' and the response time. */
export function AdvisorRating({ advisor }: { advisor: AdvisorRating_advisor$key }) {
  const data = useFragment(
    graphql`
      fragment AdvisorRating_advisor on Advisor @refetchable(queryName: "AdvisorRatingRefetchQuery") {
        rating {
          average
          count
          label
        }
        responseTime
      }
    `,
    advisor,
  );
  const { average, count, label } = data.rating;
  return (
    <div className="advisor-rating">
      {average != null && label != null ? (
        <span className="advisor-rating__score">
          <StarRating rating={average} />
          <span>
            <strong>{label}</strong> ({plural(count, 'review', 'reviews')})
          </span>
        </span>
      ) : (
        <span className="advisor-rating__none">Nog geen reviews</span>
      )}
      {data.responseTime ? <span className="advisor-rating__response">{data.responseTime}</span> : null}
    </div>
  );
}
