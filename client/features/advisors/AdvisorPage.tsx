import { lazy, Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { AdvisorPageQuery as AdvisorPageQueryType } from '../../__generated__/AdvisorPageQuery.graphql';
import { CheckIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { googleMapsKey } from '../../config';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { ContactAdvisor } from '../advisor-contact/ContactAdvisor';
import { AdvisorRating } from '../advisor-reviews/AdvisorRating';
import { AdvisorReviews } from '../advisor-reviews/AdvisorReviews';
import { StaticHouseMap } from '../houses/HouseMap';
import { AdvisorAvatar } from './AdvisorAvatar';
import { AdvisorOrganisation } from './AdvisorOrganisation';
import { ADVISORS_PATH, AVAILABILITY } from './advisorFilters';
import '../houses/houses.css';
import './advisors.css';

const GoogleHouseMap = lazy(() => import('../houses/GoogleHouseMap'));

const AdvisorPageQuery = graphql`
  query AdvisorPageQuery($rowId: Int!) {
    advisor(rowId: $rowId) {
      id
      fullName
      isAvailableOfficehours
      isAvailableEvenings
      isAvailableWeekends
      organisationOffice {
        name
        street
        streetNumber
        postalCode
        city
        latitude
        longitude
        organisation {
          name
        }
      }
      expertises {
        key
        name
      }
      certificates {
        name
        expertises {
          name
        }
      }
      languages {
        code
        name
      }
      ...AdvisorAvatar_advisor
      ...AdvisorOrganisation_advisor
      ...AdvisorRating_advisor
      ...AdvisorReviews_advisor
      ...ContactAdvisor_advisor
    }
    viewer {
      ...ContactAdvisor_viewer
    }
  }
`;

export function advisorLoader({ params }: LoaderFunctionArgs): PreloadedQuery<AdvisorPageQueryType> {
  const rowId = /^\d{1,9}$/.test(params.advisorId ?? '') ? Number(params.advisorId) : 0;
  return preloadRouteQuery<AdvisorPageQueryType>('advisor', AdvisorPageQuery, { rowId });
}

const AVAILABILITY_FIELD = {
  officehours: 'isAvailableOfficehours',
  evenings: 'isAvailableEvenings',
  weekends: 'isAvailableWeekends',
} as const;

/**
 * The advisor's page /adviseurs/adviseur/{id} (spec §2): who, where (the office on the map),
 * expertises, certificates, languages, availability, the rating and the reviews
 * (features/advisor-reviews).
 */
export function AdvisorPage() {
  const { advisor, viewer } = usePreloadedQuery<AdvisorPageQueryType>(
    AdvisorPageQuery,
    useLoaderData() as PreloadedQuery<AdvisorPageQueryType>,
  );
  useDocumentTitle(advisor ? `${advisor.fullName} · Adviseur` : 'Adviseur niet gevonden');
  if (!advisor)
    return (
      <NotFoundPage title="Adviseur niet gevonden">
        <p>
          Deze adviseur bestaat niet (meer) of heeft geen openbaar profiel.{' '}
          <Link to={ADVISORS_PATH}>Zoek een adviseur</Link>.
        </p>
      </NotFoundPage>
    );
  const office = advisor.organisationOffice;
  const available = AVAILABILITY.filter(([key]) => advisor[AVAILABILITY_FIELD[key]]);
  return (
    <div className="container advisor-page">
      <div className="advisor-page__main">
        <section className="card advisor-page__intro">
          <AdvisorAvatar advisor={advisor} size={96} />
          <div>
            <h1>{advisor.fullName}</h1>
            <AdvisorOrganisation advisor={advisor} />
            <AdvisorRating advisor={advisor} />
            <ContactAdvisor advisor={advisor} viewer={viewer} />
          </div>
        </section>
        <section className="card advisor-page__section">
          <h2>Expertises</h2>
          <ul className="advisor-card__expertises">
            {advisor.expertises.map((e) => (
              <li key={e.key} className="advisor-chip">
                {e.name}
              </li>
            ))}
          </ul>
        </section>
        {advisor.certificates.length ? (
          <section className="card advisor-page__section">
            <h2>Certificaten</h2>
            <ul className="advisor-page__facts">
              {advisor.certificates.map((c) => (
                <li key={c.name}>
                  <strong>{c.name}</strong>
                  {c.expertises.length ? ` — ${c.expertises.map((e) => e.name).join(', ')}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="card advisor-page__section">
          <h2>Talen en bereikbaarheid</h2>
          <ul className="advisor-page__facts">
            <li>Spreekt {advisor.languages.map((l) => l.name).join(', ') || 'Nederlands'}</li>
            {available.map(([key, , label]) => (
              <li key={key}>
                <CheckIcon size={16} /> Bereikbaar {label.toLowerCase()}
              </li>
            ))}
          </ul>
        </section>
        <AdvisorReviews advisor={advisor} />
      </div>
      <div className="advisor-page__side">
        {office ? (
          <section className="card advisor-page__section">
            <h2>Kantoor</h2>
            <p className="advisor-page__office">
              <strong>{office.name}</strong>
              <br />
              {[office.street, office.streetNumber].filter(Boolean).join(' ')}
              {office.street ? <br /> : null}
              {[office.postalCode, office.city].filter(Boolean).join(' ')}
            </p>
            {office.latitude != null && office.longitude != null ? (
              <OfficeMap
                title={`${office.organisation.name}, ${office.city ?? office.name}`}
                latitude={office.latitude}
                longitude={office.longitude}
              />
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The office on the house map: Google Maps with a marker when a key is configured, else the static card. */
function OfficeMap({ title, latitude, longitude }: { title: string; latitude: number; longitude: number }) {
  const apiKey = googleMapsKey();
  if (!apiKey) return <StaticHouseMap place={title} latitude={latitude} longitude={longitude} exact />;
  return (
    <Suspense fallback={<div className="house-map" />}>
      <GoogleHouseMap apiKey={apiKey} position={{ lat: latitude, lng: longitude }} exact title={title} />
    </Suspense>
  );
}
