import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HouseCard_house$key } from '../../__generated__/HouseCard_house.graphql';
import { AreaIcon, BedIcon, HouseIcon, PlotIcon } from '../../components/icons';
import { PriceText } from '../../components/PriceText';
import { formatHousePrice, formatKm, formatM2, formatNumber } from '../../format';
import { LikeButton } from '../likes/LikeButton';
import { EnergyLabelBadge } from './EnergyLabelBadge';
import './houses.css';

/**
 * House card (spec §2): photo, price, energy label, address, status (when not selling), 'Vraagprijs
 * verlaagd' (a drop in the last 30 days), key sizes, the like button; `distanceKm` from the listing's edge when the search has a point.
 */
export function HouseCard({
  house,
  distanceKm,
  aboveTheFold = false,
}: {
  house: HouseCard_house$key;
  distanceKm?: number | null;
  /** In the first screen: the photo loads at once (the largest paint of the listing), the first one first. */
  aboveTheFold?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment HouseCard_house on House {
        route
        formattedAddressLine
        price
        minPrice
        maxPrice
        priceRecentlyReduced
        livingM2
        plotM2
        numberBedrooms
        energyLabel
        houseType {
          name
        }
        currentHouseStatus {
          status
          label
        }
        mainPhoto {
          mediumUrl
          medium2xUrl
          width
          height
        }
        ...LikeButton_house
      }
    `,
    house,
  );
  const status = data.currentHouseStatus.status;
  const price = formatHousePrice(data);
  return (
    <article className="house-card">
      <Link to={data.route} className="house-card__link">
        <div className="media-frame house-card__media">
          {data.mainPhoto ? (
            <img
              src={data.mainPhoto.mediumUrl}
              srcSet={`${data.mainPhoto.mediumUrl} 1x, ${data.mainPhoto.medium2xUrl} 2x`}
              alt={`Foto van ${data.formattedAddressLine}`}
              width={data.mainPhoto.width}
              height={data.mainPhoto.height}
              loading={aboveTheFold ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <div className="house-card__no-photo">
              <HouseIcon size={40} />
              <span>Nog geen foto</span>
            </div>
          )}
          <div className="house-card__badges">
            {status !== 'selling' ? (
              <span className={`badge badge--status house-card__status${status === 'sold' ? ' badge--sold' : ''}`}>
                {data.currentHouseStatus.label}
              </span>
            ) : null}
            {data.priceRecentlyReduced ? <span className="badge badge--price-drop">Vraagprijs verlaagd</span> : null}
          </div>
          {data.energyLabel ? (
            <span className="house-card__label">
              <EnergyLabelBadge label={data.energyLabel} />
            </span>
          ) : null}
        </div>
        <div className="house-card__body">
          <div className="house-card__top">
            <div className="house-card__price">
              <PriceText text={price} />
            </div>
          </div>
          <h3 className="house-card__address">{data.formattedAddressLine}</h3>
          <p className="house-card__meta">
            {data.houseType?.name ?? 'Woning'}
            {distanceKm != null ? <> · {formatKm(distanceKm)}</> : null}
          </p>
          <ul className="house-card__facts">
            {data.livingM2 ? (
              <li title="Woonoppervlakte">
                <AreaIcon size={16} />
                {formatM2(data.livingM2)}
              </li>
            ) : null}
            <li title="Slaapkamers">
              <BedIcon size={16} />
              {formatNumber(data.numberBedrooms)}
              <span className="visually-hidden">{data.numberBedrooms === 1 ? ' slaapkamer' : ' slaapkamers'}</span>
            </li>
            {data.plotM2 ? (
              <li title="Perceel">
                <PlotIcon size={16} />
                {formatM2(data.plotM2)}
              </li>
            ) : null}
          </ul>
        </div>
      </Link>
      <LikeButton house={data} variant="card" />
    </article>
  );
}
