/**
 * The house page's <head> for search engines and link previews: title, description, the main photo
 * as the card's image, and schema.org JSON-LD (a residence with an Offer in EUR, and breadcrumbs).
 * The address is the public one the API gives this viewer: a visitor's has no house number.
 */
import type { PreloadedQuery } from 'react-relay';
import { graphql, readInlineData } from 'react-relay';
import type { HousePageQuery as HousePageQueryType } from '../../__generated__/HousePageQuery.graphql';
import type { houseHead_house$key } from '../../__generated__/houseHead_house.graphql';
import { formatHousePrice, formatM2 } from '../../format';
import { breadcrumbs, clip, type HeadInput, type PageHead, readPreloaded } from '../../ssr/pageHead';

const houseHeadFragment = graphql`
  fragment houseHead_house on House @inline {
    route
    formattedAddressLine
    city
    street
    price
    minPrice
    maxPrice
    livingM2
    numberRooms
    houseType {
      name
    }
    houseStatus
    shortDescription
    factualDescription
    mainPhoto {
      mediumUrl
      width
      height
    }
  }
`;

/** Offer availability by house status (schema.org ItemAvailability). */
const AVAILABILITY: Record<string, string> = {
  sold: 'https://schema.org/SoldOut',
  sold_under_reservation: 'https://schema.org/LimitedAvailability',
  not_for_sale: 'https://schema.org/Discontinued',
};

export function houseHead(query: Parameters<typeof readPreloaded>[0]) {
  return ({ loaderData, url }: HeadInput): PageHead => {
    const ref = loaderData as PreloadedQuery<HousePageQueryType> | null;
    const key = ref ? (readPreloaded<HousePageQueryType>(query, ref).house as houseHead_house$key | null) : null;
    if (!key) {
      return {
        title: 'Huis niet gevonden',
        description: 'Dit huis bestaat niet (meer).',
        canonicalPath: url.pathname,
        status: 404,
      };
    }
    const house = readInlineData(houseHeadFragment, key);
    const origin = url.origin;
    const price = formatHousePrice(house);
    const kind = house.houseType?.name ?? 'Woning';
    const facts = [
      house.livingM2 ? formatM2(house.livingM2) : null,
      `${house.numberRooms} ${house.numberRooms === 1 ? 'kamer' : 'kamers'}`,
      price,
    ].filter(Boolean);
    // 'Hoekwoning te koop in Utrecht: 139 m², 5 kamers, € 860.000 k.k.' (the price ends the sentence).
    const summary = `${kind} te koop in ${house.city ?? 'Nederland'}: ${facts.join(', ')}${price.endsWith('.') ? '' : '.'}`;
    const text = house.shortDescription ?? house.factualDescription;
    const image = house.mainPhoto
      ? {
          url: origin + house.mainPhoto.mediumUrl,
          width: house.mainPhoto.width,
          height: house.mainPhoto.height,
          alt: `Foto van ${house.formattedAddressLine}`,
        }
      : undefined;
    const amount = house.price ?? house.minPrice;
    const residence = {
      '@context': 'https://schema.org',
      '@type': /appartement|flat/i.test(kind) ? 'Apartment' : 'SingleFamilyResidence',
      name: house.formattedAddressLine,
      url: origin + house.route,
      ...(text ? { description: clip(text, 500) } : {}),
      ...(image ? { image: image.url } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(house.street ? { streetAddress: house.street } : {}),
        ...(house.city ? { addressLocality: house.city } : {}),
        addressCountry: 'NL',
      },
      numberOfRooms: house.numberRooms,
      ...(house.livingM2
        ? { floorSize: { '@type': 'QuantitativeValue', value: house.livingM2, unitCode: 'MTK' } }
        : {}),
      ...(amount != null
        ? {
            offers: {
              '@type': 'Offer',
              priceCurrency: 'EUR',
              ...(house.price != null
                ? { price: house.price }
                : {
                    priceSpecification: {
                      '@type': 'PriceSpecification',
                      priceCurrency: 'EUR',
                      ...(house.minPrice != null ? { minPrice: house.minPrice } : {}),
                      ...(house.maxPrice != null ? { maxPrice: house.maxPrice } : {}),
                    },
                  }),
              availability: AVAILABILITY[house.houseStatus] ?? 'https://schema.org/InStock',
              url: origin + house.route,
            },
          }
        : {}),
    };
    return {
      title: `${house.formattedAddressLine} te koop`,
      description: clip(text ? `${summary} ${text}` : summary),
      canonicalPath: house.route,
      image,
      jsonLd: [
        residence,
        breadcrumbs(origin, [
          ['Huiskans', '/'],
          ['Huizen te koop', '/huizen/aanbod'],
          [house.formattedAddressLine, house.route],
        ]),
      ],
    };
  };
}
