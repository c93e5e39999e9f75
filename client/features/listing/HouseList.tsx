import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { HouseList_query$key } from '../../__generated__/HouseList_query.graphql';
import type { HouseListPaginationQuery } from '../../__generated__/HouseListPaginationQuery.graphql';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { Pagination } from '../../components/Pagination';
import { pageCount } from '../../components/paging';
import { LISTING_PAGE_SIZE } from '../../config';
import { HouseCard } from '../houses/HouseCard';

interface HouseListProps {
  query: HouseList_query$key;
  page: number;
  /** URL of page N with the current filters. */
  pageHref: (page: number) => string;
  /** Heading and toolbar, given the total count. */
  header: (totalCount: number) => ReactNode;
  /** Shown without edges: no results at all, or a page past the end (totalCount > 0). */
  empty: (totalCount: number) => ReactNode;
}

/**
 * The paginated house grid. Numbered pages live in the URL: page N is its own query
 * (`first: 24, page: N`), and the connection is keyed by the page (`dynamicKey_UNSTABLE: $pageKey`)
 * so each page has its own edges instead of being merged into page 1's. 'Meer laden' (mobile)
 * appends the following houses with `loadNext`: keyset cursors from the last edge (the server
 * lets `after` decide over `page`).
 */
export function HouseList({ query, page, pageHref, header, empty }: HouseListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    HouseListPaginationQuery,
    HouseList_query$key
  >(
    graphql`
      fragment HouseList_query on Query
      @refetchable(queryName: "HouseListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "String" }
        filter: { type: "HouseFilter" }
        page: { type: "Int", defaultValue: 1 }
        pageKey: { type: "String", defaultValue: "1" }
      ) {
        houses(first: $first, after: $after, filter: $filter, page: $page)
          @connection(key: "HouseList_houses", filters: ["filter"], dynamicKey_UNSTABLE: $pageKey) {
          totalCount
          edges {
            distanceKm
            node {
              id
              ...HouseCard_house
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.houses;
  const pages = pageCount(totalCount, LISTING_PAGE_SIZE);
  return (
    <section className="house-list" aria-live="polite">
      {header(totalCount)}
      {edges.length === 0 ? (
        empty(totalCount)
      ) : (
        <>
          <ul className="house-grid">
            {edges.map(({ node, distanceKm }) => (
              <li key={node.id}>
                <HouseCard house={node} distanceKm={distanceKm} />
              </li>
            ))}
          </ul>
          {hasNext ? (
            <div className="house-list__more">
              <LoadMoreButton
                hasNext={hasNext}
                isLoadingNext={isLoadingNext}
                onLoadMore={() => loadNext(LISTING_PAGE_SIZE)}
                small={false}
              >
                Meer laden
              </LoadMoreButton>
            </div>
          ) : null}
          <Pagination current={Math.min(page, pages)} total={pages} hrefFor={pageHref} />
        </>
      )}
    </section>
  );
}
