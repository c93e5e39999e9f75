// 410 Gone for the page of a listed house its owner deleted (tombstones: domain/houses/removal.ts):
// a Dutch page that says so and offers the nearest listed houses around its public location.
import { html } from 'hono/html';
import { formatHousePrice } from '../../../client/format/index.js';
import type { Services } from '../../context.js';
import { findRemovedHouse } from '../../domain/houses/removal.js';
import { page } from '../layout.js';
import type { RunQuery } from './in-process-graphql.js';

/** The listing's own radius query (GiST index, one page): cheap at any table size. */
const NEARBY = /* GraphQL */ `
  query GoneHouseNearby($filter: HouseFilter!) {
    houses(first: 6, filter: $filter) {
      edges {
        node {
          route
          formattedAddressLine
          price
          minPrice
          maxPrice
        }
      }
    }
  }
`;

interface Nearby {
  houses: {
    edges: {
      node: {
        route: string;
        formattedAddressLine: string;
        price: number | null;
        minPrice: number | null;
        maxPrice: number | null;
      };
    }[];
  };
}

/** The 410 page when `slug` belongs to a deleted listed house; null otherwise (a plain 404). */
export async function goneHousePage(services: Pick<Services, 'prisma'>, slug: string, runQuery: RunQuery) {
  const removed = await findRemovedHouse(services.prisma, slug);
  if (!removed) return null;
  const nearby =
    removed.latitude != null && removed.longitude != null
      ? ((
          await runQuery(NEARBY, {
            filter: { latitude: removed.latitude, longitude: removed.longitude, range: 5, sorting: 'DISTANCE' },
          })
        ).data as Nearby | undefined)
      : undefined;
  const houses = nearby?.houses.edges.map((e) => e.node) ?? [];
  const where = removed.city ? ` in ${removed.city}` : '';
  return page(
    'Dit huis is niet meer te koop',
    html`<h1>Dit huis is niet meer te koop</h1>
<p>De eigenaar heeft dit huis${where} offline gehaald. Deze pagina komt niet meer terug.</p>
${
  houses.length > 0
    ? html`<h2>Vergelijkbare huizen in de buurt</h2>
<ul>${houses.map((h) => html`<li><a href="${h.route}">${h.formattedAddressLine}</a> · ${formatHousePrice(h).replace(/ /g, '\u00a0')}</li>`)}</ul>`
    : ''
}
<p><a href="/huizen/aanbod">Bekijk het hele aanbod</a></p>`,
  );
}
