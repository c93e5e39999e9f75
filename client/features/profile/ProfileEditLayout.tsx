import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, NavLink, Outlet, useLoaderData, useOutletContext } from 'react-router-dom';
import type {
  ProfileEditQuery$data,
  ProfileEditQuery as ProfileEditQueryType,
} from '../../__generated__/ProfileEditQuery.graphql';
import { ChevronLeftIcon } from '../../components/icons';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import './profile.css';

const ProfileEditQuery = graphql`
  query ProfileEditQuery {
    viewer {
      id
      ...PersonalDetailsForm_user
      ...PasswordForm_user
      ...ProfilePhotoForm_user
      ...BioForm_user
    }
  }
`;

export function profileEditLoader(): PreloadedQuery<ProfileEditQueryType> {
  return preloadRouteQuery<ProfileEditQueryType>('profile-edit', ProfileEditQuery, {}, 'store-and-network');
}

type Viewer = NonNullable<ProfileEditQuery$data['viewer']>;

/** The viewer of /profiel/bewerken, for its section pages. */
export function useProfileEditViewer(): Viewer {
  return useOutletContext<Viewer>();
}

const SECTIONS = [
  { section: 'persoonlijke-gegevens', label: 'Persoonlijke gegevens' },
  { section: 'wachtwoord', label: 'Wachtwoord' },
  { section: 'profielfoto', label: 'Profielfoto' },
  { section: 'bio', label: 'Bio' },
] as const;

/** /mijn-huiskans/profiel/bewerken/{section}: the sections beside the form of one. */
export function ProfileEditLayout() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileEditQueryType>;
  const { viewer } = usePreloadedQuery<ProfileEditQueryType>(ProfileEditQuery, queryRef);
  if (!viewer) return null;
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page profile-edit">
        <Link to={paths.profile()} className="back-link">
          <ChevronLeftIcon size={16} /> Terug naar mijn profiel
        </Link>
        <h1>Profiel bewerken</h1>
        <div className="profile-edit__grid">
          <nav className="profile-edit__nav" aria-label="Onderdelen van je profiel">
            {SECTIONS.map((s) => (
              <NavLink
                key={s.section}
                to={paths.profileEdit(s.section)}
                className={({ isActive }) => `profile-edit__link${isActive ? ' profile-edit__link--active' : ''}`}
              >
                {s.label}
              </NavLink>
            ))}
          </nav>
          <div className="profile-edit__form card">
            <Outlet context={viewer} />
          </div>
        </div>
      </div>
    </>
  );
}
