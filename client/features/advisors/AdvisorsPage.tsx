import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { AdvisorsPageFiltersQuery as FiltersQueryType } from '../../__generated__/AdvisorsPageFiltersQuery.graphql';
import type { AdvisorsPageQuery as ListQueryType } from '../../__generated__/AdvisorsPageQuery.graphql';
import { PageLoading } from '../../components/PageLoading';
import { type PlaceSearchQueries, placeSearchLoader, usePlaceSearchPage } from '../../components/placeSearchPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { plural } from '../../format';
import { Preloaded } from '../../relay/Preloaded';
import { hasPoint, placeName } from '../listing/filters';
import { AdvisorFilterPanel } from './AdvisorFilterPanel';
import { AdvisorList } from './AdvisorList';
import {
  ADVISOR_PAGE_SIZE,
  ADVISORS_PATH,
  type AdvisorsLocation,
  type AdvisorsState,
  advisorsUrl,
  advisorsUrlForPlace,
  DEFAULT_ADVISOR_RANGE,
  parseAdvisorsLocation,
  parseAdvisorsSearch,
  toAdvisorFilter,
} from './advisorFilters';
import './advisors.css';

const AdvisorsPageQuery = graphql`
  query AdvisorsPageQuery($first: Int!, $filter: AdvisorFilter!, $page: Int!, $pageKey: String!) {
    ...AdvisorList_query @arguments(first: $first, filter: $filter, page: $page, pageKey: $pageKey)
  }
`;

const AdvisorsPageFiltersQuery = graphql`
  query AdvisorsPageFiltersQuery {
    ...AdvisorFilterPanel_query
  }
`;

const ADVISORS_URL = { parseLocation: parseAdvisorsLocation, parseSearch: parseAdvisorsSearch, url: advisorsUrl };

export const advisorsLoader = placeSearchLoader<AdvisorsLocation, AdvisorsState, ListQueryType, FiltersQueryType>(
  'advisors',
  ADVISORS_URL,
  {
    query: AdvisorsPageQuery,
    variables: (location, state) => ({
      first: ADVISOR_PAGE_SIZE,
      filter: toAdvisorFilter(location, state),
      page: state.page,
      pageKey: String(state.page),
    }),
  },
  AdvisorsPageFiltersQuery,
);

/** The advisors list /adviseurs/{code?}/{query?}/{latitude?}/{longitude?} with filters in the query string. */
export function AdvisorsPage() {
  const queries = useLoaderData() as PlaceSearchQueries<ListQueryType, FiltersQueryType>;
  const { location, urlState, state, go, navigate } = usePlaceSearchPage(ADVISORS_URL);
  const place = placeName(location);
  useDocumentTitle(place ? `Adviseurs in de buurt van ${place}` : 'Adviseurs');

  return (
    <div className="container advisors">
      <aside className="advisors__filters card" aria-label="Filters">
        <Suspense fallback={<PageLoading label="Filters laden…" />}>
          <Preloaded<FiltersQueryType> query={AdvisorsPageFiltersQuery} queryRef={queries.filters}>
            {(data) => (
              <AdvisorFilterPanel
                query={data}
                state={state}
                placeText={location.query}
                hasPoint={hasPoint(location)}
                onPlace={(chosen) => navigate(advisorsUrlForPlace(chosen, urlState))}
                onChange={go}
              />
            )}
          </Preloaded>
        </Suspense>
      </aside>
      <div className="advisors__results">
        <Suspense fallback={<PageLoading label="Adviseurs laden…" />}>
          <Preloaded<ListQueryType> query={AdvisorsPageQuery} queryRef={queries.list}>
            {(data) => (
              <AdvisorList
                query={data}
                page={urlState.page}
                pageHref={(page) => advisorsUrl(location, { ...urlState, page })}
                header={(totalCount) => (
                  <h1 className="advisors__heading">
                    {plural(totalCount, 'adviseur', 'adviseurs')} {place ? `in de buurt van ${place}` : 'in Nederland'}
                    {place ? (
                      <span className="advisors__range"> +{urlState.range ?? DEFAULT_ADVISOR_RANGE} km</span>
                    ) : null}
                  </h1>
                )}
                empty={(totalCount) => (
                  <div className="advisors__empty card">
                    <h2>{totalCount > 0 ? 'Deze pagina bestaat niet' : 'Geen adviseurs gevonden'}</h2>
                    <p>
                      {totalCount > 0
                        ? "Er zijn minder pagina's met adviseurs voor deze zoekopdracht."
                        : 'Er zijn hier geen adviseurs die bij je zoekopdracht passen. Probeer een grotere afstand of minder filters.'}
                    </p>
                    <Link className="button button--secondary" to={ADVISORS_PATH}>
                      Alle adviseurs
                    </Link>
                  </div>
                )}
              />
            )}
          </Preloaded>
        </Suspense>
      </div>
    </div>
  );
}
