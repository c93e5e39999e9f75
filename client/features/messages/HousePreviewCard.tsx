import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HousePreviewCard_house$key } from '../../__generated__/HousePreviewCard_house.graphql';
import { HouseIcon } from '../../components/icons';
import { formatHousePrice } from '../../format';

/** A small house card inside a message: photo, price, address, type; links to the house page. */
export function HousePreviewCard({ house }: { house: HousePreviewCard_house$key }) {
  const data = useFragment(
    graphql`
      fragment HousePreviewCard_house on House {
        route
        formattedAddressLine
        price
        minPrice
        maxPrice
        houseType {
          name
        }
        mainPhoto {
          mediumUrl
        }
      }
    `,
    house,
  );
  return (
    <Link to={data.route} className="house-preview" data-testid="house-preview">
      {data.mainPhoto ? (
        <img className="house-preview__photo" src={data.mainPhoto.mediumUrl} alt="" loading="lazy" />
      ) : (
        <span className="house-preview__photo house-preview__photo--none">
          <HouseIcon size={28} />
        </span>
      )}
      <span className="house-preview__text">
        <span className="house-preview__price">{formatHousePrice(data)}</span>
        <span className="house-preview__address">{data.formattedAddressLine}</span>
        <span className="house-preview__type">{data.houseType?.name ?? 'Woning'}</span>
      </span>
    </Link>
  );
}
