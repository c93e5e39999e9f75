import { type ReactNode, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import type { HousePageQuery as HousePageQueryType } from '../../__generated__/HousePageQuery.graphql';
import { CheckIcon } from '../../components/icons';
import { PriceText } from '../../components/PriceText';
import { NotFoundPage } from '../../components/StatusPage';
import { UserAvatarCard } from '../../components/UserAvatarCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatHousePrice, formatM2, formatM3, formatNumber } from '../../format';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { HouseStatusOwnerNotice, ReportSoldButton, STATUS_UNKNOWN_LABEL } from '../checkins/HouseCheckin';
import { AddressDetailsAction } from '../deals/AddressDetailsAction';
import { DealActions } from '../deals/DealActions';
import { BidLog, HouseViewings } from '../deals/HouseDeals';
import { LikeButton } from '../likes/LikeButton';
import { SendMessageButton } from '../messages/SendMessageButton';
import { HouseMatchSuggestions } from '../search-profiles/HouseMatchSuggestions';
import { EnergyLabelBadge } from './EnergyLabelBadge';
import { HouseGallery } from './HouseGallery';
import { HouseMap } from './HouseMap';
import { HouseMortgage } from './HouseMortgage';
import { HousePriceHistory } from './HousePriceHistory';
import { houseHead } from './houseHead';
import { houseSlugFromSegment } from './houseRoute';
import './houses.css';

const HousePageQuery = graphql`
  query HousePageQuery($slug: String!) {
    house(slug: $slug) {
      id
      slug
      route
      viewerIsOwner
      statusUnknown
      statusNeedsCheckin
      soldReported
      formattedAddressLine
      city
      streetNumber
      postalCode
      price
      minPrice
      maxPrice
      houseType {
        name
      }
      currentHouseStatus {
        status
        label
        descriptionLabel
      }
      livingM2
      plotM2
      volumeM3
      energyLabel
      numberRooms
      numberBedrooms
      numberBathrooms
      numberToilets
      numberStories
      constructionYear
      shortDescription
      factualDescription
      personalDescription
      facilities {
        id
        name
      }
      tags {
        id
        name
      }
      sellerUser {
        id
        firstName
        route
        avatarUrl
        responseTime
        ...SendMessageButton_user
      }
      ...HouseGallery_house
      ...HousePriceHistory_house
      ...HouseMap_house
      ...LikeButton_house
      ...DealActions_house
      ...HouseDeals_viewings
      ...HouseDeals_bidLog
      ...HouseMatchSuggestions_house
      ...houseHead_house
    }
    viewer {
      id
      ...SendMessageButton_viewer
      ...DealActions_viewer
      ...AddressDetailsAction_viewer
    }
    tagCategories {
      id
      name
      tags {
        id
      }
    }
  }
`;

type LoaderData = PreloadedQuery<HousePageQueryType> | null;

/** The page's <head> when the server renders it (title, card, JSON-LD). */
export const housePageHead = houseHead(HousePageQuery);

export function houseLoader({ params }: LoaderFunctionArgs): LoaderData {
  const slug = houseSlugFromSegment(params.houseSegment);
  if (!slug) return null;
  return preloadRouteQuery<HousePageQueryType>('house', HousePageQuery, { slug });
}

/** House page /huizen/{city}/huis-{slug}-{number}. */
export function HousePage() {
  const queryRef = useLoaderData() as LoaderData;
  if (!queryRef) return <HouseNotFound />;
  return <HouseDetails queryRef={queryRef} />;
}

/**
 * An old link (a slug from before public slugs, with the house number in it; the server still finds the
 * house by it) or any other path to the house is replaced by the house's own route, in place: the
 * old address leaves the history. Client-side because the page is client-rendered anyway: the
 * server would otherwise have to parse routes and look slugs up for every HTML request.
 */
function useCanonicalRoute(route: string | null) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (route && route !== pathname) navigate(`${route}${search}${hash}`, { replace: true });
  }, [route, pathname, search, hash, navigate]);
}

function HouseNotFound() {
  return (
    <NotFoundPage title="Dit huis bestaat niet (meer)">
      <p>Misschien is het huis verkocht en offline gehaald, of klopt de link niet. Bekijk het actuele aanbod.</p>
    </NotFoundPage>
  );
}

function HouseDetails({ queryRef }: { queryRef: PreloadedQuery<HousePageQueryType> }) {
  const { house, tagCategories, viewer } = usePreloadedQuery<HousePageQueryType>(HousePageQuery, queryRef);
  // A viewing request or offer made on this page reloads the lists below.
  const [dealsVersion, setDealsVersion] = useState(0);
  useDocumentTitle(house ? `${house.formattedAddressLine} te koop` : 'Huis niet gevonden');
  useCanonicalRoute(house?.route ?? null);
  if (!house) return <HouseNotFound />;

  // A status its owner left unconfirmed for long is not shown as if it were current (check-ins).
  const status = house.statusUnknown
    ? {
        status: 'unknown',
        label: STATUS_UNKNOWN_LABEL,
        descriptionLabel: 'De eigenaar heeft de status lang niet bevestigd.',
      }
    : house.currentHouseStatus;
  const facts: [string, ReactNode][] = [];
  const addFact = (label: string, value: ReactNode | null) => {
    if (value != null) facts.push([label, value]);
  };
  addFact('Woonoppervlakte', house.livingM2 ? formatM2(house.livingM2) : null);
  addFact('Perceel', house.plotM2 ? formatM2(house.plotM2) : null);
  addFact('Inhoud', house.volumeM3 ? formatM3(house.volumeM3) : null);
  addFact('Kamers', formatNumber(house.numberRooms));
  addFact('Slaapkamers', formatNumber(house.numberBedrooms));
  addFact('Badkamers', house.numberBathrooms != null ? formatNumber(house.numberBathrooms) : null);
  addFact('Toiletten', house.numberToilets != null ? formatNumber(house.numberToilets) : null);
  addFact('Bouwjaar', house.constructionYear != null ? String(house.constructionYear) : null);
  addFact('Woonlagen', house.numberStories != null ? formatNumber(house.numberStories) : null);
  addFact('Soort woning', house.houseType?.name ?? null);
  addFact('Energielabel', house.energyLabel ? <EnergyLabelBadge label={house.energyLabel} size="large" /> : null);

  const tagGroups = tagCategories
    .map((category) => ({
      id: category.id,
      name: category.name,
      tags: house.tags.filter((tag) => category.tags.some((t) => t.id === tag.id)),
    }))
    .filter((group) => group.tags.length > 0);
  const groupedIds = new Set(tagGroups.flatMap((g) => g.tags.map((t) => t.id)));
  const otherTags = house.tags.filter((t) => !groupedIds.has(t.id));
  if (otherTags.length > 0) tagGroups.push({ id: 'overig', name: 'Kenmerken', tags: otherTags });

  const postalLine = [house.postalCode, house.streetNumber ? `huisnummer ${house.streetNumber}` : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <article className="container house-page">
      <ol className="house-page__crumbs" aria-label="Kruimelpad">
        <li>
          <Link to="/huizen/aanbod">Huizen te koop</Link>
        </li>
        {house.city ? <li>{house.city}</li> : null}
        <li aria-current="page">{house.formattedAddressLine}</li>
      </ol>

      <div className="house-page__layout">
        <div className="house-page__main">
          <HouseGallery house={house} />

          {house.shortDescription ? (
            <section className="house-section">
              <p className="house-section__lead">{house.shortDescription}</p>
            </section>
          ) : null}

          <section className="house-section" aria-labelledby="facts-heading">
            <h2 id="facts-heading">Kenmerken</h2>
            <dl className="key-facts">
              {facts.map(([label, value]) => (
                <div className="key-facts__item" key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <HousePriceHistory house={house} />

          {house.facilities.length > 0 ? (
            <section className="house-section" aria-labelledby="facilities-heading">
              <h2 id="facilities-heading">Voorzieningen</h2>
              <ul className="chip-list">
                {house.facilities.map((facility) => (
                  <li key={facility.id} className="chip">
                    <CheckIcon size={16} />
                    {facility.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {tagGroups.length > 0 ? (
            <section className="house-section" aria-labelledby="tags-heading">
              <h2 id="tags-heading">Bouwstijl en ligging</h2>
              <div className="tag-groups">
                {tagGroups.map((group) => (
                  <div key={group.id}>
                    <h3>{group.name}</h3>
                    <ul className="chip-list">
                      {group.tags.map((tag) => (
                        <li key={tag.id} className="chip">
                          {tag.name}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ) : null}

          {house.factualDescription ? (
            <section className="house-section" aria-labelledby="factual-heading">
              <h2 id="factual-heading">Feitelijke omschrijving</h2>
              <p className="house-section__text">{house.factualDescription}</p>
            </section>
          ) : null}

          {house.personalDescription ? (
            <section className="house-section" aria-labelledby="personal-heading">
              <h2 id="personal-heading">Persoonlijke omschrijving</h2>
              <p className="house-section__text">{house.personalDescription}</p>
            </section>
          ) : null}

          <HouseMortgage energyLabel={house.energyLabel ?? null} askingPrice={house.price ?? house.minPrice ?? null} />

          <HouseViewings house={house} version={dealsVersion} />
          <BidLog house={house} version={dealsVersion} />

          <section className="house-section" aria-labelledby="map-heading">
            <h2 id="map-heading">Locatie</h2>
            <HouseMap house={house} />
          </section>

          <HouseMatchSuggestions house={house} />
        </div>

        <aside className="house-page__aside">
          {house.viewerIsOwner ? (
            <HouseStatusOwnerNotice
              houseId={house.id}
              slug={house.slug}
              statusUnknown={house.statusUnknown}
              needsCheckin={house.statusNeedsCheckin === true}
              soldReported={house.soldReported === true}
            />
          ) : null}
          <div className="card house-page__summary">
            <div className="house-page__status">
              <span
                className={`badge${status.status === 'selling' ? '' : ' badge--status'}${status.status === 'sold' ? ' badge--sold' : ''}`}
              >
                {status.label}
              </span>
              {status.descriptionLabel ? (
                <span className="house-page__status-description">{status.descriptionLabel}</span>
              ) : null}
            </div>
            <div className="house-page__price">
              <PriceText text={formatHousePrice(house)} />
            </div>
            <h1 className="house-page__address">{house.formattedAddressLine}</h1>
            {postalLine ? <p className="house-page__postal">{postalLine}</p> : null}
            {!postalLine && house.sellerUser && viewer?.id !== house.sellerUser.id ? (
              <AddressDetailsAction houseId={house.id} firstName={house.sellerUser.firstName} viewer={viewer} />
            ) : null}
            <div className="house-page__likes">
              <LikeButton house={house} variant="page" />
            </div>
            {!house.viewerIsOwner && house.currentHouseStatus.status !== 'sold' ? (
              <ReportSoldButton houseId={house.id} />
            ) : null}
          </div>
          {house.sellerUser ? (
            <div className="card house-page__seller">
              <h2>Aangeboden door</h2>
              <UserAvatarCard
                firstName={house.sellerUser.firstName}
                route={house.sellerUser.route}
                avatarUrl={house.sellerUser.avatarUrl}
                subtitle="Eigenaar"
              />
              {house.sellerUser.responseTime ? (
                <p className="house-page__response">{house.sellerUser.responseTime}</p>
              ) : null}
              <SendMessageButton
                user={house.sellerUser}
                viewer={viewer}
                houseId={house.id}
                className="button button--primary house-page__message"
              />
            </div>
          ) : null}
          <DealActions house={house} viewer={viewer} onDone={() => setDealsVersion((v) => v + 1)} />
        </aside>
      </div>
    </article>
  );
}
