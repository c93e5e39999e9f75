import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, NavLink, useLoaderData, useParams } from 'react-router-dom';
import type { HouseOwnerPageQuery as QueryType } from '../../__generated__/HouseOwnerPageQuery.graphql';
import { Alert } from '../../components/forms/Alert';
import { ChevronLeftIcon, HeartIcon, HouseIcon } from '../../components/icons';
import { PriceText } from '../../components/PriceText';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { reportFieldErrors, showMessage } from '../../errors/errorStore';
import { formatDate, formatHousePrice, plural } from '../../format';
import { movingMonthsLabel } from '../../format/movingMonths';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { CompletionChecklist } from './CompletionChecklist';
import { DeleteHouseButton } from './DeleteHouseButton';
import { HouseLikers } from './HouseLikers';
import { readHouseCompletion } from './houseCompletion';
import { moderationLabel } from './moderation';
import { useSubmitHouseMutation } from './mutations/useSubmitHouseMutation';
import { NotYourHouse, OwnerHouseNotFound } from './OwnerStatusPages';
import { EyeIcon, PencilIcon } from './ownerIcons';
import { type OwnerSection, ownerPaths } from './ownerPaths';
import { firstOpenStep } from './sections';
import { useDeletedWhileShown } from './useDeletedWhileShown';
import './houseOwner.css';

const HouseOwnerPageQuery = graphql`
  query HouseOwnerPageQuery($slug: String!) {
    house(slug: $slug) {
      id
      slug
      route
      viewerIsOwner
      formattedAddressLine
      street
      streetNumber
      postalCode
      city
      price
      minPrice
      maxPrice
      movingMonths
      moderationStatus
      submitted
      submittedAt
      createdAt
      likingUsersCount
      houseType {
        name
      }
      currentHouseStatus {
        status
        label
        descriptionLabel
      }
      mainPhoto {
        mediumUrl
        medium2xUrl
      }
      ...houseCompletion_house
      statusHistory {
        status
        label
        reasonLabel
        createdAt
      }
      ...CompletionChecklist_house
      ...HouseLikers_house
    }
  }
`;

export function houseOwnerLoader({ params }: LoaderFunctionArgs): PreloadedQuery<QueryType> {
  return preloadRouteQuery<QueryType>(
    'house-owner',
    HouseOwnerPageQuery,
    { slug: params.houseId ?? '' },
    'store-and-network',
  );
}

const SECTIONS: { section: OwnerSection | undefined; label: string }[] = [
  { section: undefined, label: 'Overzicht' },
  { section: 'interesse', label: 'Interesse' },
  { section: 'geschiedenis', label: 'Geschiedenis' },
];

/**
 * /mijn-huiskans/woningen/{houseId}/{section?}: the owner's view of one house — status, moderation,
 * the completion checklist with links into the wizard, who liked it, the status history and
 * 'Woning verwijderen'.
 */
export function HouseOwnerPage() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  const { house } = usePreloadedQuery<QueryType>(HouseOwnerPageQuery, queryRef);
  const deleted = useDeletedWhileShown(house);
  const { section } = useParams();
  const [submit, submitting] = useSubmitHouseMutation();
  useDocumentTitle(house ? house.formattedAddressLine : 'Woning');
  if (!house) return deleted ? null : <OwnerHouseNotFound />;
  if (!house.viewerIsOwner) return <NotYourHouse />;

  const current: OwnerSection | undefined = section === 'interesse' || section === 'geschiedenis' ? section : undefined;
  const moderation = moderationLabel(house.moderationStatus);
  const { completion } = readHouseCompletion(house);
  const openStep = firstOpenStep(completion, house.movingMonths);
  const ready = completion.address && completion.offer && completion.type;
  const status = house.currentHouseStatus;

  const submitNow = async () => {
    try {
      const result = await submit(house.id);
      if (result.ok) showMessage('Je woning staat online.', 'success');
      else if (result.error.kind === 'input') {
        reportFieldErrors(result.error.fieldErrors, { toast: false });
        showMessage(result.error.message, 'error');
      } else showMessage(result.error.message, 'error');
    } catch {
      // shown by the global error display
    }
  };

  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page owner-page">
        <Link to={paths.dashboard()} className="back-link">
          <ChevronLeftIcon size={16} /> Terug naar Mijn {PRODUCT_NAME}
        </Link>

        <section className="card owner-hero" aria-labelledby="owner-house-title">
          <div className="owner-hero__media">
            {house.mainPhoto ? (
              <img
                className="owner-hero__img"
                src={house.mainPhoto.mediumUrl}
                srcSet={`${house.mainPhoto.mediumUrl} 1x, ${house.mainPhoto.medium2xUrl} 2x`}
                alt={`Foto van ${house.formattedAddressLine}`}
              />
            ) : (
              <div className="owner-hero__no-photo">
                <HouseIcon size={36} />
                <span>Nog geen foto</span>
              </div>
            )}
          </div>
          <div className="owner-hero__body">
            <div className="owner-hero__badges">
              <span className={`badge${moderation.online ? '' : ' badge--status'}`} data-testid="moderation-status">
                {moderation.label}
              </span>
              <span className="badge badge--neutral">{status.label}</span>
            </div>
            <h1 id="owner-house-title">
              {house.street} {house.streetNumber}
            </h1>
            <p className="muted owner-hero__place">
              {house.postalCode} {house.city}
              {house.houseType ? ` · ${house.houseType.name}` : ''}
            </p>
            <p className="owner-hero__price">
              <PriceText text={formatHousePrice(house)} />
            </p>
            {status.descriptionLabel ? <p className="owner-hero__status">{status.descriptionLabel}</p> : null}
            <p className="owner-hero__likes">
              <HeartIcon size={16} className="owner-hero__likes-icon" />{' '}
              {plural(house.likingUsersCount, 'persoon heeft', 'mensen hebben')} je woning bewaard
            </p>
            <div className="owner-hero__actions">
              <Link to={ownerPaths.edit(house.slug, openStep ?? 'bevestigen')} className="button button--primary">
                <PencilIcon size={18} /> {openStep ? 'Verder invullen' : 'Woning bewerken'}
              </Link>
              {moderation.online ? (
                <Link to={house.route} className="button button--secondary">
                  <EyeIcon size={18} /> Bekijk woningpagina
                </Link>
              ) : null}
            </div>
          </div>
        </section>

        {!house.submitted ? (
          <Alert
            kind="warning"
            title="Je woning staat nog niet online"
            actions={
              ready ? (
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={submitting}
                  onClick={submitNow}
                >
                  Zet mijn woning online
                </button>
              ) : (
                <Link
                  to={ownerPaths.edit(house.slug, !completion.offer ? 'aanbod' : 'type')}
                  className="button button--small button--primary"
                >
                  Aanvullen
                </Link>
              )
            }
          >
            Zodra het adres, je aanbod en het type woning zijn ingevuld, zetten we je woning online.
          </Alert>
        ) : null}

        <nav className="owner-tabs" aria-label="Onderdelen">
          {SECTIONS.map((s) => (
            <NavLink
              key={s.label}
              to={ownerPaths.view(house.slug, s.section)}
              end
              className={() => `owner-tabs__link${current === s.section ? ' owner-tabs__link--active' : ''}`}
              aria-current={current === s.section ? 'page' : undefined}
            >
              {s.label}
              {s.section === 'interesse' ? <span className="owner-tabs__count">{house.likingUsersCount}</span> : null}
            </NavLink>
          ))}
        </nav>

        {current === undefined ? (
          <div className="sidebar-grid owner-grid">
            <CompletionChecklist house={house} />
            <div className="owner-grid__side">
              <section className="card owner-card" aria-labelledby="owner-facts-title">
                <h2 id="owner-facts-title">Gegevens</h2>
                <dl className="owner-facts">
                  <div>
                    <dt>Status</dt>
                    <dd>{status.label}</dd>
                  </div>
                  <div>
                    <dt>Verhuistermijn</dt>
                    <dd>{movingMonthsLabel(house.movingMonths) ?? 'Nog niet ingevuld'}</dd>
                  </div>
                  <div>
                    <dt>Toegevoegd</dt>
                    <dd>{formatDate(house.createdAt)}</dd>
                  </div>
                  <div>
                    <dt>Online sinds</dt>
                    <dd>{house.submittedAt ? formatDate(house.submittedAt) : 'Nog niet online'}</dd>
                  </div>
                </dl>
              </section>
              <section className="card owner-card owner-card--danger" aria-labelledby="owner-delete-title">
                <h2 id="owner-delete-title">Woning verwijderen</h2>
                <p className="muted">Je woning en de foto's worden definitief verwijderd.</p>
                <DeleteHouseButton houseId={house.id} address={house.formattedAddressLine} />
              </section>
            </div>
          </div>
        ) : null}

        {current === 'interesse' ? <HouseLikers house={house} /> : null}

        {current === 'geschiedenis' ? (
          <section className="card owner-card" aria-labelledby="history-title">
            <h2 id="history-title">Statusgeschiedenis</h2>
            {house.statusHistory && house.statusHistory.length > 0 ? (
              <ol className="status-history">
                {[...house.statusHistory].reverse().map((change) => (
                  <li key={`${change.createdAt}-${change.status}`}>
                    <span className="status-history__date">{formatDate(change.createdAt)}</span>
                    <span className="status-history__label">
                      {change.label}
                      {change.reasonLabel ? <span className="muted"> · {change.reasonLabel}</span> : null}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="muted">Nog geen statuswijzigingen.</p>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
