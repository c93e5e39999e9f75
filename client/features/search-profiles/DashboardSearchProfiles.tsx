import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DashboardSearchProfiles_user$key } from '../../__generated__/DashboardSearchProfiles_user.graphql';
import { paths } from '../../paths';
import { SearchProfileList } from './SearchProfileList';

/** 'Mijn zoekprofielen' on the dashboard: the first three profiles and 'Zoekprofiel toevoegen'. */
export function DashboardSearchProfiles({ user }: { user: DashboardSearchProfiles_user$key }) {
  const data = useFragment(
    graphql`
      fragment DashboardSearchProfiles_user on User {
        ...SearchProfileList_user @arguments(count: 3)
      }
    `,
    user,
  );
  return (
    <section
      className="dashboard-card card"
      aria-labelledby="dashboard-profiles-title"
      data-testid="dashboard-profiles"
    >
      <div className="dashboard-card__header">
        <h2 id="dashboard-profiles-title">
          <Link to={paths.searchQueries()}>Mijn zoekprofielen</Link>
        </h2>
        <Link to={paths.searchQueryAdd()} className="button button--small button--secondary">
          Zoekprofiel toevoegen
        </Link>
      </div>
      <SearchProfileList user={data} pageSize={3} />
    </section>
  );
}
