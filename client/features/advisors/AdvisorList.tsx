import { graphql, usePaginationFragment } from 'react-relay';
import type { AdvisorList_query$key } from '../../__generated__/AdvisorList_query.graphql';
import type { AdvisorListPaginationQuery } from '../../__generated__/AdvisorListPaginationQuery.graphql';
import { NumberedList, type NumberedPageProps } from '../../components/NumberedList';
import { AdvisorCard } from './AdvisorCard';
import { ADVISOR_PAGE_SIZE } from './advisorFilters';

/** The advisors found, nearest first, in numbered pages like the house listing's. */
export function AdvisorList({ query, ...props }: NumberedPageProps & { query: AdvisorList_query$key }) {
  const { data, ...next } = usePaginationFragment<AdvisorListPaginationQuery, AdvisorList_query$key>(
    graphql`
      fragment AdvisorList_query on Query
      @refetchable(queryName: "AdvisorListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 12 }
        after: { type: "String" }
        filter: { type: "AdvisorFilter" }
        page: { type: "Int", defaultValue: 1 }
        pageKey: { type: "String", defaultValue: "1" }
      ) {
        advisors(first: $first, after: $after, filter: $filter, page: $page)
          @connection(key: "AdvisorList_advisors", filters: ["filter"], dynamicKey_UNSTABLE: $pageKey) {
          totalCount
          edges {
            distanceKm
            node {
              id
              ...AdvisorCard_advisor
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <NumberedList
      {...props}
      className="advisor-list"
      gridClassName="advisor-grid"
      connection={data.advisors}
      next={next}
      pageSize={ADVISOR_PAGE_SIZE}
      moreLabel="Meer adviseurs"
      item={({ node, distanceKm }) => <AdvisorCard advisor={node} distanceKm={distanceKm} />}
    />
  );
}
