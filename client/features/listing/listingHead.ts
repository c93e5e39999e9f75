import { breadcrumbs, type HeadInput, type PageHead } from '../../ssr/pageHead';
import { parseListingLocation, placeName } from './filters';

/** The listing's <head>: the place in the title; filters are no separate pages, a page number is. */
export function listingHead({ params, url }: HeadInput): PageHead {
  const place = placeName(parseListingLocation(params));
  const page = Number(url.searchParams.get('page'));
  const canonicalPath = `${url.pathname}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ''}`;
  const where = place ? `in ${place}` : 'in heel Nederland';
  return {
    title: place ? `Huizen te koop in ${place}` : 'Huizen te koop',
    description: `Bekijk alle huizen te koop ${where}: met foto's, vraagprijs en kenmerken. Neem direct contact op met de eigenaar.`,
    canonicalPath,
    jsonLd: [
      breadcrumbs(url.origin, [
        ['Huiskans', '/'],
        ['Huizen te koop', '/huizen/aanbod'],
        ...(place ? [[`Huizen te koop in ${place}`, url.pathname] as [string, string]] : []),
      ]),
    ],
  };
}
