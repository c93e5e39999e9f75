import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DashboardHouses_house$key } from '../../__generated__/DashboardHouses_house.graphql';
import type { DashboardHouses_user$key } from '../../__generated__/DashboardHouses_user.graphql';
import type { DashboardHousesPaginationQuery } from '../../__generated__/DashboardHousesPaginationQuery.graphql';
import { Alert } from '../../components/forms/Alert';
import { HeartIcon, HouseIcon } from '../../components/icons';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { formatNumber } from '../../format';
import { readHouseCompletion } from './houseCompletion';
import { moderationLabel } from './moderation';
import { ownerPaths } from './ownerPaths';
import { completionCount, firstOpenStep } from './sections';
import { usePendingHouseClaim } from './usePendingHouseClaim';
import './houseOwner.css';

/**
 * 'Mijn woningen' on the dashboard: each of the viewer's houses with its completion (spec §5) and
 * whether it is online, a link to its view and to the first open wizard step, and 'Woning
 * toevoegen'. A house made in the seller funnel before logging in is claimed here.
 */
export function DashboardHouses({ user }: { user: DashboardHouses_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    DashboardHousesPaginationQuery,
    DashboardHouses_user$key
  >(
    graphql`
      fragment DashboardHouses_user on User
      @refetchable(queryName: "DashboardHousesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        houses(first: $count, after: $cursor) @connection(key: "DashboardHouses_houses") {
          __id
          edges {
            node {
              id
              ...DashboardHouses_house
            }
          }
        }
      }
    `,
    user,
  );
  // The claimed house joins the list from the mutation's answer (@prependNode into this connection).
  const claim = usePendingHouseClaim(true, [data.houses.__id]);
  const houses = data.houses.edges.map((e) => e?.node).filter((h) => h != null);

  return (
    <section className="dashboard-card card" aria-labelledby="dashboard-houses-title" data-testid="dashboard-houses">
      <div className="dashboard-card__header">
        <h2 id="dashboard-houses-title">Mijn woningen</h2>
        <Link to={ownerPaths.add()} className="button button--small button--secondary">
          Woning toevoegen
        </Link>
      </div>
      {claim.status === 'claimed' ? <Alert kind="success">{claim.house.address} staat nu op jouw naam.</Alert> : null}
      {claim.status === 'failed' ? (
        <Alert kind="warning">
          We konden {claim.house.address} niet aan je account koppelen: {claim.message}
        </Alert>
      ) : null}
      {houses.length === 0 ? (
        <p className="muted dashboard-houses__empty">
          Je hebt nog geen woning toegevoegd. Zet je woning in een paar stappen online en zie wie er interesse heeft.
        </p>
      ) : (
        <ul className="dashboard-houses">
          {houses.map((house) => (
            <DashboardHouse key={house.id} house={house} />
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(5)}>
        Meer woningen
      </LoadMoreButton>
    </section>
  );
}

/** One of 'Mijn woningen' (also the shape a claimed house joins the list with). */
function DashboardHouse({ house: key }: { house: DashboardHouses_house$key }) {
  const house = useFragment(
    graphql`
      fragment DashboardHouses_house on House {
        id
        slug
        formattedAddressLine
        moderationStatus
        statusUnknown
        likingUsersCount
        currentHouseStatus {
          label
        }
        mainPhoto {
          thumbUrl
        }
        ...houseCompletion_house
      }
    `,
    key,
  );
  const { completion, movingMonths } = readHouseCompletion(house);
  const { done, total } = completionCount(completion);
  // Online, but out of the listing until its owner confirms the status (status check-ins).
  const moderation =
    house.statusUnknown && moderationLabel(house.moderationStatus).online
      ? { label: 'Niet in het aanbod: status onbekend', online: false }
      : moderationLabel(house.moderationStatus);
  const open = firstOpenStep(completion, movingMonths);
  return (
    <li className="dashboard-house">
      <Link to={ownerPaths.view(house.slug)} className="dashboard-house__media" tabIndex={-1} aria-hidden="true">
        {house.mainPhoto ? (
          <img className="dashboard-house__img" src={house.mainPhoto.thumbUrl} alt="" loading="lazy" />
        ) : (
          <HouseIcon size={28} />
        )}
      </Link>
      <div className="dashboard-house__body">
        <Link to={ownerPaths.view(house.slug)} className="dashboard-house__title">
          {house.formattedAddressLine}
        </Link>
        <div className="dashboard-house__meta">
          <span className={`badge${moderation.online ? '' : ' badge--status'}`}>{moderation.label}</span>
          <span>{house.currentHouseStatus.label}</span>
          <span className="dashboard-house__likes" title="Bewaard door">
            <HeartIcon size={14} /> {formatNumber(house.likingUsersCount)}
          </span>
        </div>
        <div className="completion-meter">
          <span className="completion-meter__bar" aria-hidden="true">
            <span style={{ width: `${Math.round((done / total) * 100)}%` }} />
          </span>
          <span className="completion-meter__text">
            {completion.complete ? 'Compleet' : `${done} van ${total} klaar`}
          </span>
        </div>
      </div>
      {open ? (
        <Link to={ownerPaths.edit(house.slug, open)} className="button button--small button--ghost">
          Aanvullen
        </Link>
      ) : (
        <Link to={ownerPaths.view(house.slug)} className="button button--small button--ghost">
          Bekijken
        </Link>
      )}
    </li>
  );
}
