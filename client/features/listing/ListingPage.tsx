import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { ListingPageFiltersQuery as FiltersQueryType } from '../../__generated__/ListingPageFiltersQuery.graphql';
import type { ListingPageQuery as ListingQueryType } from '../../__generated__/ListingPageQuery.graphql';
import { CloseIcon, FilterIcon, HouseIcon } from '../../components/icons';
import { PageLoading } from '../../components/PageLoading';
import { type PlaceSearchQueries, placeSearchLoader, usePlaceSearchPage } from '../../components/placeSearchPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LISTING_MAX_PAGE, LISTING_PAGE_SIZE } from '../../config';
import { formatNumber } from '../../format';
import { Preloaded } from '../../relay/Preloaded';
import { mediaUp } from '../../styles/breakpoints';
import { FilterPanel } from './FilterPanel';
import {
  activeFilterCount,
  applyFilterChange,
  availableSortings,
  emptyFilters,
  type FilterPatch,
  hasPoint,
  houseCountLabel,
  type ListingLocation,
  type ListingState,
  listingUrl,
  parseListingLocation,
  parseListingSearch,
  placeName,
  rangeLabel,
  SORTING_LABELS,
  type Sorting,
  showsOnlyForSale,
  toHouseFilter,
} from './filters';
import { HouseList } from './HouseList';
import { StatusFilter } from './StatusFilter';
import './listing.css';

const ListingPageQuery = graphql`
  query ListingPageQuery($first: Int!, $filter: HouseFilter!, $page: Int!, $pageKey: String!) {
    ...HouseList_query @arguments(first: $first, filter: $filter, page: $page, pageKey: $pageKey)
    ...StatusFilter_query @arguments(first: $first, filter: $filter, page: $page)
  }
`;

/** Reference data for the filter panel: its own query, so it is fetched once and then read from the store. */
const ListingPageFiltersQuery = graphql`
  query ListingPageFiltersQuery {
    ...FilterPanel_query
  }
`;

export function listingVariables(location: ListingLocation, state: ListingState): ListingQueryType['variables'] {
  return {
    first: LISTING_PAGE_SIZE,
    filter: toHouseFilter(location, state.filters) as ListingQueryType['variables']['filter'],
    page: state.page,
    pageKey: String(state.page),
  };
}

const LISTING_URL = { parseLocation: parseListingLocation, parseSearch: parseListingSearch, url: listingUrl };

export const listingLoader = placeSearchLoader<ListingLocation, ListingState, ListingQueryType, FiltersQueryType>(
  'listing',
  LISTING_URL,
  { query: ListingPageQuery, variables: listingVariables },
  ListingPageFiltersQuery,
);

function Heading({
  totalCount,
  exact,
  location,
  range,
  forSale,
}: {
  totalCount: number;
  exact: boolean;
  location: ListingLocation;
  range?: number;
  /** Only houses for sale are listed: 'te koop' is true (not with sold ones asked for). */
  forSale: boolean;
}) {
  const place = placeName(location);
  return (
    <h1 className="listing__heading">
      {houseCountLabel(totalCount, exact)}
      {forSale ? ' te koop' : ''} {place ? `in ${place}` : 'in Nederland'}
      {place && range ? <span className="listing__heading-range"> {rangeLabel(range)}</span> : null}
    </h1>
  );
}

/** House listing /huizen/aanbod/{type?}/{code?}/{query?}/{latitude?}/{longitude?} with filters in the query string. */
export function ListingPage() {
  const queries = useLoaderData() as PlaceSearchQueries<ListingQueryType, FiltersQueryType>;
  const { location, urlState, state, isPending, go } = usePlaceSearchPage(LISTING_URL);
  const sortId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const place = placeName(location);
  useDocumentTitle(place ? `Huizen te koop in ${place}` : 'Huizen te koop');

  const change = (patch: FilterPatch) => go(applyFilterChange(state, patch));
  const sortings = availableSortings(location);
  const sorting: Sorting =
    state.filters.sorting && sortings.includes(state.filters.sorting) ? state.filters.sorting : 'newest';
  const filterCount = activeFilterCount(state.filters);

  const closeSheet = useCallback(() => setSheetOpen(false), []);
  useSheetBehaviour(sheetOpen, closeSheet);

  const resetFilters = () =>
    go({ page: 1, filters: { ...emptyFilters(), range: state.filters.range, sorting: state.filters.sorting } });

  return (
    <div className="container listing">
      <div className="listing__layout">
        <aside
          className={`listing__filters${sheetOpen ? ' listing__filters--open' : ''}`}
          aria-label="Filters"
          id="listing-filters"
        >
          <div className="listing__sheet-header">
            <h2>Filters</h2>
            <button type="button" className="icon-button" onClick={closeSheet} aria-label="Filters sluiten">
              <CloseIcon />
            </button>
          </div>
          <div className="listing__filters-body">
            <Suspense fallback={null}>
              <Preloaded<ListingQueryType> query={ListingPageQuery} queryRef={queries.list}>
                {(data) => (
                  <div className="filter-panel__section">
                    <StatusFilter
                      query={data}
                      statuses={state.filters.statuses}
                      onChange={(statuses) => change({ statuses })}
                    />
                  </div>
                )}
              </Preloaded>
            </Suspense>
            <Suspense fallback={<PageLoading label="Filters laden…" />}>
              <Preloaded<FiltersQueryType> query={ListingPageFiltersQuery} queryRef={queries.filters}>
                {(data) => (
                  <FilterPanel query={data} filters={state.filters} showRange={hasPoint(location)} onChange={change} />
                )}
              </Preloaded>
            </Suspense>
            {filterCount > 0 ? (
              <button
                type="button"
                className="button button--ghost button--small listing__reset"
                onClick={resetFilters}
              >
                Filters wissen ({filterCount})
              </button>
            ) : null}
          </div>
          <div className="listing__sheet-footer">
            <button type="button" className="button button--primary" onClick={closeSheet}>
              Toon resultaten
            </button>
          </div>
        </aside>
        {sheetOpen ? (
          <button
            type="button"
            className="listing__backdrop"
            aria-label="Filters sluiten"
            tabIndex={-1}
            onClick={closeSheet}
          />
        ) : null}

        <div className={`listing__results${isPending ? ' listing__results--pending' : ''}`} aria-busy={isPending}>
          <Suspense fallback={<PageLoading label="Huizen laden…" />}>
            <Preloaded<ListingQueryType> query={ListingPageQuery} queryRef={queries.list}>
              {(data) => (
                <HouseList
                  query={data}
                  page={urlState.page}
                  pageHref={(page) => listingUrl(location, { ...urlState, page })}
                  cappedNote={
                    <>
                      Je ziet de eerste {formatNumber(LISTING_MAX_PAGE * LISTING_PAGE_SIZE)} huizen.{' '}
                      <button type="button" className="link-button" onClick={() => setSheetOpen(true)}>
                        Verfijn je zoekopdracht
                      </button>{' '}
                      met een plaats, een prijs of andere filters om de rest te vinden.
                    </>
                  }
                  header={(totalCount, exact) => (
                    <div className="listing__header">
                      <Heading
                        totalCount={totalCount}
                        exact={exact}
                        location={location}
                        range={urlState.filters.range}
                        forSale={showsOnlyForSale(urlState.filters.statuses)}
                      />
                      <div className="listing__toolbar">
                        <button
                          type="button"
                          className="button button--secondary button--small listing__filters-button"
                          onClick={() => setSheetOpen(true)}
                          aria-controls="listing-filters"
                          aria-expanded={sheetOpen}
                        >
                          <FilterIcon size={18} />
                          Filters
                          {filterCount > 0 ? <span className="listing__filter-count">{filterCount}</span> : null}
                        </button>
                        <div className="listing__sort">
                          <label htmlFor={sortId}>Sorteer op</label>
                          <select
                            id={sortId}
                            className="select"
                            value={sorting}
                            onChange={(event) => {
                              const next = event.target.value as Sorting;
                              change({ sorting: next === 'newest' ? undefined : next });
                            }}
                          >
                            {sortings.map((s) => (
                              <option key={s} value={s}>
                                {SORTING_LABELS[s]}
                              </option>
                            ))}
                          </select>
                        </div>
                      </div>
                    </div>
                  )}
                  empty={(totalCount) =>
                    totalCount > 0 ? (
                      <div className="listing__empty card">
                        <HouseIcon size={40} />
                        <h2>Deze pagina bestaat niet</h2>
                        <p>Er zijn minder pagina's met huizen voor deze zoekopdracht.</p>
                        <Link className="button button--primary" to={listingUrl(location, { ...urlState, page: 1 })}>
                          Naar de eerste pagina
                        </Link>
                      </div>
                    ) : (
                      <div className="listing__empty card">
                        <HouseIcon size={40} />
                        <h2>Geen huizen gevonden</h2>
                        <p>
                          Er staan op dit moment geen huizen te koop die bij je zoekopdracht passen. Probeer een grotere
                          afstand of minder filters.
                        </p>
                        <div className="listing__empty-actions">
                          {filterCount > 0 ? (
                            <button type="button" className="button button--primary" onClick={resetFilters}>
                              Filters wissen
                            </button>
                          ) : null}
                          <Link className="button button--secondary" to="/huizen/aanbod">
                            Bekijk heel Nederland
                          </Link>
                        </div>
                      </div>
                    )
                  }
                />
              )}
            </Preloaded>
          </Suspense>
        </div>
      </div>
    </div>
  );
}

/** The filter sheet (under 960 px): Esc closes it, the page behind does not scroll, it closes on wide screens. */
function useSheetBehaviour(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const wide = window.matchMedia(mediaUp('md'));
    const onWide = () => {
      if (wide.matches) close();
    };
    window.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open, close]);
}
