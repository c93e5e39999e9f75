import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { SearchProfilesPageQuery as QueryType } from '../../__generated__/SearchProfilesPageQuery.graphql';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { SearchProfileList } from './SearchProfileList';
import './searchProfiles.css';

const SearchProfilesPageQuery = graphql`
  query SearchProfilesPageQuery {
    viewer {
      ...SearchProfileList_user @arguments(count: 10)
    }
  }
`;

export function searchProfilesLoader(): PreloadedQuery<QueryType> {
  return preloadRouteQuery<QueryType>('search-profiles', SearchProfilesPageQuery, {}, 'store-and-network');
}

/** /mijn-huiskans/zoekprofielen: the viewer's profiles with completion and kansen, and 'Zoekprofiel toevoegen'. */
export function SearchProfilesPage() {
  const data = usePreloadedQuery<QueryType>(SearchProfilesPageQuery, useLoaderData() as PreloadedQuery<QueryType>);
  useDocumentTitle('Mijn zoekprofielen');
  if (!data.viewer) return null; // the layout sends visitors to the login
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page">
        <div className="profile-page__header">
          <div>
            <h1>Mijn zoekprofielen</h1>
            <p className="muted">Beschrijf wat je zoekt, dan zie je alle huizen die passen: jouw kansen.</p>
          </div>
          <Link to={paths.searchQueryAdd()} className="button button--primary">
            Zoekprofiel toevoegen
          </Link>
        </div>
        <section className="card dashboard-card" aria-label="Zoekprofielen">
          <SearchProfileList user={data.viewer} pageSize={10} />
        </section>
      </div>
    </>
  );
}
