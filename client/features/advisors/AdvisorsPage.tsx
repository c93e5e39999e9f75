import { Suspense, useState } from 'react';
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
import type { AdvisorsPageFiltersQuery as FiltersQueryType } from '../../__generated__/AdvisorsPageFiltersQuery.graphql';
import type { AdvisorsPageQuery as ListQueryType } from '../../__generated__/AdvisorsPageQuery.graphql';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { plural } from '../../format';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { placeName } from '../listing/filters';
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

interface AdvisorsLoaderData {
  list: PreloadedQuery<ListQueryType>;
  filters: PreloadedQuery<FiltersQueryType>;
}

export function advisorsLoader({ params, request }: LoaderFunctionArgs): AdvisorsLoaderData {
  const location = parseAdvisorsLocation(params);
  const state = parseAdvisorsSearch(new URL(request.url).searchParams);
  return {
    list: preloadRouteQuery<ListQueryType>('advisors', AdvisorsPageQuery, {
      first: ADVISOR_PAGE_SIZE,
      filter: toAdvisorFilter(location, state),
      page: state.page,
      pageKey: String(state.page),
    }),
    filters: preloadRouteQuery<FiltersQueryType>('advisors-filters', AdvisorsPageFiltersQuery, {}),
  };
}

const hasPoint = (l: AdvisorsLocation) => l.latitude !== undefined && l.longitude !== undefined;

/** The advisors list /adviseurs/{code?}/{query?}/{latitude?}/{longitude?} with filters in the query string. */
export function AdvisorsPage() {
  const refs = useLoaderData() as AdvisorsLoaderData;
  const location = parseAdvisorsLocation(useParams());
  const [searchParams] = useSearchParams();
  const state = parseAdvisorsSearch(searchParams);
  const navigate = useNavigate();
  const routerLocation = useLocation();
  // The filters just chosen, shown while their results load (the URL changes once they are there),
  // as the house listing does; stale once any navigation commits.
  const [pending, setPending] = useState<{ from: string; state: AdvisorsState } | null>(null);
  const shown = pending?.from === routerLocation.key ? pending.state : state;
  const place = placeName(location);
  useDocumentTitle(place ? `Adviseurs in de buurt van ${place}` : 'Adviseurs');
  const go = (next: AdvisorsState) => {
    setPending({ from: routerLocation.key, state: next });
    navigate(advisorsUrl(location, next));
  };

  return (
    <div className="container advisors">
      <aside className="advisors__filters card" aria-label="Filters">
        <Suspense fallback={<PageLoading label="Filters laden…" />}>
          <Filters
            queryRef={refs.filters}
            state={shown}
            placeText={location.query}
            hasPoint={hasPoint(location)}
            onPlace={(chosen) => navigate(advisorsUrlForPlace(chosen, state))}
            onChange={go}
          />
        </Suspense>
      </aside>
      <div className="advisors__results">
        <Suspense fallback={<PageLoading label="Adviseurs laden…" />}>
          <Results
            queryRef={refs.list}
            page={state.page}
            pageHref={(page) => advisorsUrl(location, { ...state, page })}
            header={(totalCount) => (
              <h1 className="advisors__heading">
                {plural(totalCount, 'adviseur', 'adviseurs')} {place ? `in de buurt van ${place}` : 'in Nederland'}
                {place ? <span className="advisors__range"> +{state.range ?? DEFAULT_ADVISOR_RANGE} km</span> : null}
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
        </Suspense>
      </div>
    </div>
  );
}

function Filters({
  queryRef,
  ...props
}: { queryRef: PreloadedQuery<FiltersQueryType> } & Omit<Parameters<typeof AdvisorFilterPanel>[0], 'query'>) {
  const data = usePreloadedQuery<FiltersQueryType>(AdvisorsPageFiltersQuery, queryRef);
  return <AdvisorFilterPanel query={data} {...props} />;
}

function Results({
  queryRef,
  ...props
}: { queryRef: PreloadedQuery<ListQueryType> } & Omit<Parameters<typeof AdvisorList>[0], 'query'>) {
  const data = usePreloadedQuery<ListQueryType>(AdvisorsPageQuery, queryRef);
  return <AdvisorList query={data} {...props} />;
}
