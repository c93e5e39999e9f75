import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import type { DashboardPageQuery as DashboardPageQueryType } from '../../__generated__/DashboardPageQuery.graphql';
import { Modal } from '../../components/Modal';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { MyAdvisorsCard } from '../advisor-contact/MyAdvisorsCard';
import { DashboardHouses } from '../house-owner/DashboardHouses';
import { LikedHousesSection } from '../likes/LikedHousesSection';
import { DashboardSearchProfiles } from '../search-profiles/DashboardSearchProfiles';
import { DashboardNav } from './DashboardNav';
import { DashboardTasks } from './DashboardTasks';
import {
  EMAIL_VERIFIED_PARAM,
  EmailNotVerifiedModal,
  EmailVerifiedModal,
  VerifyEmailNotice,
} from './EmailVerification';
import { KnowledgebaseSteps } from './KnowledgebaseSteps';
import './dashboard.css';

const DashboardPageQuery = graphql`
  query DashboardPageQuery {
    viewer {
      id
      firstName
      email
      emailVerified
      ...DashboardTasks_user
      ...DashboardHouses_user
      ...DashboardSearchProfiles_user
      ...LikedHousesSection_user
      ...MyAdvisorsCard_user
    }
    knowledgebaseSteps {
      ...KnowledgebaseSteps_steps
    }
  }
`;

export function dashboardLoader(): PreloadedQuery<DashboardPageQueryType> {
  return preloadRouteQuery<DashboardPageQueryType>('dashboard', DashboardPageQuery, {}, 'store-and-network');
}

/** /mijn-huiskans (and /klaar: the dashboard plus the 'klaar' modal). */
export function DashboardPage({ done = false }: { done?: boolean }) {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPageQueryType>;
  const { viewer, knowledgebaseSteps } = usePreloadedQuery<DashboardPageQueryType>(DashboardPageQuery, queryRef);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  useDocumentTitle(`Mijn ${PRODUCT_NAME}`);
  if (!viewer) return null; // the layout sends visitors to the login
  const verified = search.get(EMAIL_VERIFIED_PARAM);
  const closeVerified = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EMAIL_VERIFIED_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page">
        <div className="dashboard-hero">
          <h1>Hoi {viewer.firstName}!</h1>
          <p>Welkom in Mijn {PRODUCT_NAME}. Hier regel je je profiel, je huizen, je zoekprofielen en je berichten.</p>
        </div>
        <div className="sidebar-grid dashboard-grid">
          <div className="dashboard-grid__main">
            {viewer.emailVerified === false && verified !== '1' ? <VerifyEmailNotice email={viewer.email} /> : null}
            <DashboardSearchProfiles user={viewer} />
            <DashboardHouses user={viewer} />
            <DashboardTasks user={viewer} />
            <LikedHousesSection user={viewer} />
            <MyAdvisorsCard user={viewer} />
            <KnowledgebaseSteps steps={knowledgebaseSteps} />
          </div>
          <aside className="dashboard-grid__side">
            <section className="dashboard-card card" aria-labelledby="dashboard-links-title">
              <h2 id="dashboard-links-title">Snel naar</h2>
              <ul className="quick-links">
                <li>
                  <Link to={paths.profile()}>Mijn profiel</Link>
                </li>
                <li>
                  <Link to={paths.profileEdit()}>Profiel bewerken</Link>
                </li>
                <li>
                  <Link to={paths.searchQueries()}>Mijn zoekprofielen</Link>
                </li>
                <li>
                  <Link to={paths.messages()}>Berichten</Link>
                </li>
                <li>
                  <Link to={paths.settings()}>Instellingen</Link>
                </li>
              </ul>
            </section>
          </aside>
        </div>
      </div>
      {done ? (
        <Modal
          name="modal-done"
          title="Helemaal klaar!"
          onClose={() => navigate(paths.dashboard(), { replace: true })}
          footer={
            <button
              type="button"
              className="button button--primary"
              onClick={() => navigate(paths.dashboard(), { replace: true })}
            >
              Sluiten
            </button>
          }
        >
          <p>
            Top, {viewer.firstName}! Alles is opgeslagen. Hier in Mijn {PRODUCT_NAME} vind je je profiel, je huizen en
            zoekprofielen en je berichten.
          </p>
        </Modal>
      ) : null}
      {verified === '1' ? <EmailVerifiedModal onClose={closeVerified} /> : null}
      {verified === '0' ? <EmailNotVerifiedModal onClose={closeVerified} loggedIn /> : null}
    </>
  );
}
