import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { ProfilePageQuery as ProfilePageQueryType } from '../../__generated__/ProfilePageQuery.graphql';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { movingMonthsLabel } from '../../format/movingMonths';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { Avatar } from './Avatar';
import './profile.css';

const ProfilePageQuery = graphql`
  query ProfilePageQuery {
    viewer {
      id
      firstName
      lastName
      email
      phoneNumber
      movingMonths
      bio
      photoUrl: avatarUrl(size: SMALL_SQUARE_2X)
    }
  }
`;

export function profileLoader(): PreloadedQuery<ProfilePageQueryType> {
  return preloadRouteQuery<ProfilePageQueryType>('profile', ProfilePageQuery, {}, 'store-and-network');
}

/** /mijn-huiskans/profiel: the profile as others get to know you, with a way to edit it. */
export function ProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfilePageQueryType>;
  const { viewer } = usePreloadedQuery<ProfilePageQueryType>(ProfilePageQuery, queryRef);
  useDocumentTitle('Mijn profiel');
  if (!viewer) return null;
  const rows: [string, string | null, string][] = [
    ['E-mailadres', viewer.email ?? null, paths.profileEdit('persoonlijke-gegevens')],
    ['Telefoonnummer', viewer.phoneNumber ?? null, paths.profileEdit('persoonlijke-gegevens')],
    ['Verhuiswens', movingMonthsLabel(viewer.movingMonths), paths.profileEdit('persoonlijke-gegevens')],
  ];
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page profile-page">
        <div className="profile-head card">
          <Avatar url={viewer.photoUrl} name={viewer.firstName} size={96} />
          <div className="profile-head__text">
            <h1>
              {viewer.firstName} {viewer.lastName}
            </h1>
            <Link to={paths.profileEdit()} className="button button--primary button--small">
              Profiel bewerken
            </Link>
          </div>
        </div>
        <section className="dashboard-card card" aria-labelledby="profile-details-title">
          <h2 id="profile-details-title">Gegevens</h2>
          <dl className="profile-facts">
            {rows.map(([label, value, to]) => (
              <div key={label} className="profile-facts__row">
                <dt>{label}</dt>
                <dd>{value ?? <Link to={to}>Nog niet ingevuld</Link>}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="dashboard-card card" aria-labelledby="profile-bio-title">
          <div className="dashboard-card__header">
            <h2 id="profile-bio-title">Over mij</h2>
            <Link to={paths.profileEdit('bio')} className="button button--ghost button--small">
              Wijzigen
            </Link>
          </div>
          {viewer.bio ? (
            <p className="profile-bio">{viewer.bio}</p>
          ) : (
            <p className="muted">
              Je hebt nog niets over jezelf geschreven. <Link to={paths.profileEdit('bio')}>Schrijf je bio</Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
