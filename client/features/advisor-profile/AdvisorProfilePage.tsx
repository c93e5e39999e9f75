import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AdvisorProfilePageQuery as AdvisorProfilePageQueryType } from '../../__generated__/AdvisorProfilePageQuery.graphql';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { preloadRouteQuery, useRouteQueryRef } from '../../relay/routeQuery';
import { AdvisorOffersCard } from '../advisor-coaching/AdvisorOffersCard';
import { CoacheesCard } from '../advisor-coaching/CoacheesCard';
import { DashboardNav } from '../dashboard/DashboardNav';
import { AdvisorProfileForm } from './AdvisorProfileForm';
import { DeleteAdvisorProfile } from './DeleteAdvisorProfile';
import './advisorProfile.css';

const AdvisorProfilePageQuery = graphql`
  query AdvisorProfilePageQuery {
    viewer {
      id
      advisorProfile {
        id
        route
        ...AdvisorProfileForm_advisor
        ...CoacheesCard_advisor
        ...AdvisorOffersCard_advisor
      }
    }
    ...AdvisorProfileForm_references
  }
`;

export function advisorProfileLoader(): PreloadedQuery<AdvisorProfilePageQueryType> {
  return preloadRouteQuery<AdvisorProfilePageQueryType>(
    'advisorProfile',
    AdvisorProfilePageQuery,
    {},
    'store-and-network',
  );
}

/**
 * /mijn-huiskans/adviesprofiel: the logged-in user creates, edits or deletes their
 * advisor profile; once it exists, a link to its public page, their coachees and the offer link to share.
 */
export function AdvisorProfilePage() {
  const data = usePreloadedQuery<AdvisorProfilePageQueryType>(
    AdvisorProfilePageQuery,
    useRouteQueryRef<AdvisorProfilePageQueryType>(),
  );
  useDocumentTitle('Adviesprofiel');
  if (!data.viewer) return null;
  const advisor = data.viewer.advisorProfile ?? null;
  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page advisor-profile-page">
        <header className="advisor-profile-page__head">
          <h1>Adviesprofiel</h1>
          <p className="muted">
            Ben je makelaar, hypotheekadviseur, taxateur, bouwkundig keurder of notaris? Met een adviesprofiel vinden
            huizenzoekers en verkopers op {PRODUCT_NAME} jou in hun buurt.
          </p>
          {advisor ? (
            <Link to={advisor.route} className="button button--secondary button--small">
              Bekijk je openbare pagina
            </Link>
          ) : null}
        </header>
        {/* A new key after creating or deleting: the form starts from what is stored. */}
        <AdvisorProfileForm key={advisor?.id ?? 'new'} advisor={advisor} references={data} />
        {advisor ? (
          <>
            <CoacheesCard advisor={advisor} />
            <AdvisorOffersCard advisor={advisor} />
            <DeleteAdvisorProfile advisorId={advisor.id} />
          </>
        ) : null}
      </div>
    </>
  );
}
