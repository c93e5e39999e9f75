import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import {
  Link,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import type { ListingPageFiltersQuery as FiltersQueryType } from '../../__generated__/ListingPageFiltersQuery.graphql';
import type { ListingPageQuery as ListingQueryType } from '../../__generated__/ListingPageQuery.graphql';
import { CloseIcon, FilterIcon, HouseIcon } from '../../components/icons';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LISTING_PAGE_SIZE } from '../../config';
import { plural } from '../../format';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { mediaUp } from '../../styles/breakpoints';
import { FilterPanel } from './FilterPanel';
import {
  activeFilterCount,
  applyFilterChange,
  availableSortings,
  emptyFilters,
  type FilterPatch,
  hasPoint,
  type ListingLocation,
  type ListingState,
  listingSearchString,
  listingUrl,
  parseListingLocation,
  parseListingSearch,
  placeName,
  rangeLabel,
  SORTING_LABELS,
  type Sorting,
  toHouseFilter,
} from './filters';
import { HouseList } from './HouseList';
import './listing.css';

const ListingPageQuery = graphql`
  query ListingPageQuery($first: Int!, $filter: HouseFilter!, $page: Int!, $pageKey: String!) {
    ...HouseList_query @arguments(first: $first, filter: $filter, page: $page, pageKey: $pageKey)
  }
`;

/** Reference data for the filter panel: its own query, so it is fetched once and then read from the store. */
const ListingPageFiltersQuery = graphql`
  query ListingPageFiltersQuery {
    ...FilterPanel_query
  }
`;

interface ListingLoaderData {
  list: PreloadedQuery<ListingQueryType>;
  filters: PreloadedQuery<FiltersQueryType>;
}

export function listingVariables(location: ListingLocation, state: ListingState): ListingQueryType['variables'] {
  return {
    first: LISTING_PAGE_SIZE,
    filter: toHouseFilter(location, state.filters) as ListingQueryType['variables']['filter'],
    page: state.page,
    pageKey: String(state.page),
  };
}

export function listingLoader({ params, request }: LoaderFunctionArgs): ListingLoaderData {
  const url = new URL(request.url);
  const location = parseListingLocation(params);
  const state = parseListingSearch(url.searchParams);
  return {
    list: preloadRouteQuery<ListingQueryType>('listing', ListingPageQuery, listingVariables(location, state)),
    filters: preloadRouteQuery<FiltersQueryType>('listing-filters', ListingPageFiltersQuery, {}),
  };
}

function Heading({ totalCount, location, range }: { totalCount: number; location: ListingLocation; range?: number }) {
  const place = placeName(location);
  return (
    <h1 className="listing__heading">
      {plural(totalCount, 'huis', 'huizen')} te koop {place ? `in ${place}` : 'in Nederland'}
      {place && range ? <span className="listing__heading-range"> {rangeLabel(range)}</span> : null}
    </h1>
  );
}

/**
 * The filters the user chose that the URL does not show yet. The router renders a new URL in a
 * transition that waits for the new results, so without this a clicked checkbox would stay
 * unticked (and the sort select would snap back) until they arrive. Keyed to the location it was
 * chosen on: once any navigation commits (these results, a later choice, Back), it is stale.
 */
interface PendingChoice {
  fromLocationKey: string;
  state: ListingState;
}

/** House listing /huizen/aanbod/{type?}/{code?}/{query?}/{latitude?}/{longitude?} with filters in the query string. */
export function ListingPage() {
  const refs = useLoaderData() as ListingLoaderData;
  const params = useParams();
  const [searchParams] = useSearchParams();
  const routerLocation = useLocation();
  const navigate = useNavigate();
  const sortId = useId();
  const location = parseListingLocation(params);
  /** What the results on screen are for. */
  const urlState = parseListingSearch(searchParams);
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const isPending = pending !== null && pending.fromLocationKey === routerLocation.key;
  /** What the controls show: the user's latest choice, also while its results are loading. */
  const state = isPending ? pending.state : urlState;
  const [sheetOpen, setSheetOpen] = useState(false);
  const place = placeName(location);
  useDocumentTitle(place ? `Huizen te koop in ${place}` : 'Huizen te koop');

  const go = (next: ListingState) => {
    if (listingSearchString(next) === listingSearchString(state)) return;
    setPending({ fromLocationKey: routerLocation.key, state: next });
    // Back to what is on screen (a choice undone before its results came): no new history entry.
    navigate(listingUrl(location, next), { replace: listingSearchString(next) === listingSearchString(urlState) });
  };
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
            <Suspense fallback={<PageLoading label="Filters laden…" />}>
              <ListingFilters queryRef={refs.filters} state={state} showRange={hasPoint(location)} onChange={change} />
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
            <ListingResults
              queryRef={refs.list}
              page={urlState.page}
              pageHref={(page) => listingUrl(location, { ...urlState, page })}
              header={(totalCount) => (
                <div className="listing__header">
                  <Heading totalCount={totalCount} location={location} range={urlState.filters.range} />
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
          </Suspense>
        </div>
      </div>
    </div>
  );
}

function ListingFilters({
  queryRef,
  state,
  showRange,
  onChange,
}: {
  queryRef: PreloadedQuery<FiltersQueryType>;
  state: ListingState;
  showRange: boolean;
  onChange: (patch: FilterPatch) => void;
}) {
  const data = usePreloadedQuery<FiltersQueryType>(ListingPageFiltersQuery, queryRef);
  return <FilterPanel query={data} filters={state.filters} showRange={showRange} onChange={onChange} />;
}

function ListingResults({
  queryRef,
  ...props
}: { queryRef: PreloadedQuery<ListingQueryType> } & Omit<Parameters<typeof HouseList>[0], 'query'>) {
  const data = usePreloadedQuery<ListingQueryType>(ListingPageQuery, queryRef);
  return <HouseList query={data} {...props} />;
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
