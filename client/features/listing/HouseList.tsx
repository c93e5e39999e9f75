import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { HouseList_query$key } from '../../__generated__/HouseList_query.graphql';
import type { HouseListPaginationQuery } from '../../__generated__/HouseListPaginationQuery.graphql';
import { NumberedList, type NumberedPageProps } from '../../components/NumberedList';
import { LISTING_PAGE_SIZE } from '../../config';
import { HouseCard } from '../houses/HouseCard';

/** The paginated house grid: `first: 24, page: N` a page, 'Meer laden' (mobile) appends the next. */
/** Cards in the first screen of the listing (one row of three on a desktop, the first on a phone). */
const ABOVE_THE_FOLD = 3;

export function HouseList({
  query,
  ...props
}: NumberedPageProps & { query: HouseList_query$key; cappedNote?: ReactNode }) {
  const { data, ...next } = usePaginationFragment<HouseListPaginationQuery, HouseList_query$key>(
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
          totalCountIsExact
          maxPage
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
  return (
    <NumberedList
      {...props}
      className="house-list"
      gridClassName="house-grid"
      connection={data.houses}
      next={next}
      pageSize={LISTING_PAGE_SIZE}
      moreLabel="Meer laden"
      // The first row is in the first screen: its photos load at once, the rest when scrolled to.
      item={({ node, distanceKm }, index) => (
        <HouseCard house={node} distanceKm={distanceKm} aboveTheFold={index < ABOVE_THE_FOLD} />
      )}
    />
  );
}
