import { graphql, usePaginationFragment } from 'react-relay';
import type { AdvisorReviews_advisor$key } from '../../__generated__/AdvisorReviews_advisor.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { StarRating } from '../../components/StarRating';
import { formatDate } from '../../format';
import { ReviewForm } from './ReviewForm';
import './advisor-reviews.css';

const PAGE = 5;

/** The advisor page's reviews: newest first, 'Meer reviews' pages on by cursor; the form for the viewer who may write one. */
export function AdvisorReviews({ advisor }: { advisor: AdvisorReviews_advisor$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdvisorReviews_advisor on Advisor
      @refetchable(queryName: "AdvisorReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        id
        viewerCanReview
        viewerReview {
          rating
          comments
        }
        reviews(first: $count, after: $cursor) @connection(key: "AdvisorReviews_reviews") {
          totalCount
          edges {
            node {
              id
              rating
              comments
              verified
              createdAt
              user {
                firstName
              }
            }
          }
        }
      }
    `,
    advisor,
  );
  const edges = data.reviews.edges;
  return (
    <section className="advisor-reviews" aria-labelledby="advisor-reviews-title">
      <h2 id="advisor-reviews-title">Reviews ({data.reviews.totalCount})</h2>
      {data.viewerCanReview ? <ReviewForm advisorId={data.id} current={data.viewerReview} /> : null}
      {edges.length === 0 ? <p className="advisor-reviews__empty">Deze adviseur heeft nog geen reviews.</p> : null}
      <ul className="advisor-reviews__list">
        {edges.map(({ node }) => (
          <li key={node.id} className="advisor-review">
            <div className="advisor-review__head">
              <StarRating rating={node.rating} />
              <span className="advisor-review__author">{node.user?.firstName ?? 'Oud-gebruiker'}</span>
              <time className="advisor-review__date" dateTime={String(node.createdAt)}>
                {formatDate(node.createdAt as string)}
              </time>
              {node.verified ? <span className="advisor-review__verified">Geverifieerd contact</span> : null}
            </div>
            {node.comments ? <p className="advisor-review__comments">{node.comments}</p> : null}
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE)}>
        Meer reviews
      </LoadMoreButton>
    </section>
  );
}
