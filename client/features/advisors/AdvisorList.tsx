import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdvisorList_query$key } from '../../__generated__/AdvisorList_query.graphql';
import type { AdvisorListPaginationQuery } from '../../__generated__/AdvisorListPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { Pagination } from '../../components/Pagination';
import { pageCount } from '../../components/paging';
import { AdvisorCard } from './AdvisorCard';
import { ADVISOR_PAGE_SIZE } from './advisorFilters';

interface AdvisorListProps {
  query: AdvisorList_query$key;
  page: number;
  pageHref: (page: number) => string;
  header: (totalCount: number) => ReactNode;
  empty: (totalCount: number) => ReactNode;
}

/**
 * The advisors found, nearest first: numbered pages in the URL (like the house listing, each page
 * keyed on its own), 'Meer laden' appends the next ones by keyset cursor.
 */
export function AdvisorList({ query, page, pageHref, header, empty }: AdvisorListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdvisorListPaginationQuery,
    AdvisorList_query$key
  >(
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
  const { totalCount, edges } = data.advisors;
  const pages = pageCount(totalCount, ADVISOR_PAGE_SIZE);
  return (
    <section className="advisor-list" aria-live="polite">
      {header(totalCount)}
      {edges.length === 0 ? (
        empty(totalCount)
      ) : (
        <>
          <ul className="advisor-grid">
            {edges.map(({ node, distanceKm }) => (
              <li key={node.id}>
                <AdvisorCard advisor={node} distanceKm={distanceKm} />
              </li>
            ))}
          </ul>
          {hasNext ? (
            <div className="advisor-list__more">
              <LoadMoreButton
                hasNext={hasNext}
                isLoadingNext={isLoadingNext}
                onLoadMore={() => loadNext(ADVISOR_PAGE_SIZE)}
                small={false}
              >
                Meer adviseurs
              </LoadMoreButton>
            </div>
          ) : null}
          <Pagination current={Math.min(page, pages)} total={pages} hrefFor={pageHref} />
        </>
      )}
    </section>
  );
}
