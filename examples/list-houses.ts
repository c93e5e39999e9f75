// Pages through the listed houses of one place with an API key, over GraphQL with keyset cursors:
// the partner example of docs/partners.md. No dependencies but Node's fetch (Node 20+):
//
//   HUISKANS_API_KEY=hk_… npx tsx examples/list-houses.ts woonplaats 3295
//   HUISKANS_API_KEY=hk_… HUISKANS_URL=https://huiskans.example npx tsx examples/list-houses.ts gemeente 0344
//
// HUISKANS_URL defaults to http://localhost:3000; HUISKANS_PAGE_SIZE (1–100) to 50.
//
// Arguments: the place type (`woonplaats` or `gemeente`) and its CBS code (the `code` of a place
// suggestion: GET /api/ngr/find?query=Utrecht). Prints one tab-separated line per house (slug,
// asking price in euros or '-', address line), then the number of houses and pages on stderr.
//
// One page with curl (send the `endCursor` of the answer as `after` for the next one, until
// `hasNextPage` is false):
//
//   curl -s "$HUISKANS_URL/graphql" -H "Authorization: Bearer $HUISKANS_API_KEY" \
//     -H 'Content-Type: application/json' \
//     -d '{"query":"query($after: String) { houses(first: 50, after: $after, filter: {type: \"woonplaats\", code: \"3295\"}) { edges { node { slug price formattedAddressLine } } pageInfo { hasNextPage endCursor } } }","variables":{"after":null}}'

const QUERY = `query Houses($first: Int!, $after: String, $filter: HouseFilter) {
  houses(first: $first, after: $after, filter: $filter) {
    edges { node { slug price formattedAddressLine } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface HousesPage {
  edges: { node: { slug: string; price: number | null; formattedAddressLine: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

interface Options {
  url: string;
  apiKey: string;
  type: string;
  code: string;
  /** Houses per request (the API allows up to 100). */
  pageSize?: number;
}

/** One page; waits out a 429 (`Retry-After`) once, fails loudly on any other error. */
async function fetchPage(o: Options, after: string | null): Promise<HousesPage> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(new URL('/graphql', o.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${o.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: QUERY,
        variables: { first: o.pageSize ?? 50, after, filter: { type: o.type, code: o.code } },
      }),
    });
    if (res.status === 429 && attempt === 0) {
      const seconds = Number(res.headers.get('retry-after') ?? 60);
      process.stderr.write(`Over budget: waiting ${seconds} s\n`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    const body = (await res.json()) as { data?: { houses: HousesPage }; errors?: { message: string }[] };
    if (!res.ok || body.errors?.length || !body.data)
      throw new Error(`HTTP ${res.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
    return body.data.houses;
  }
}

/** Every house of the place, page by page, following the cursors. */
export async function* housesOfPlace(o: Options) {
  let after: string | null = null;
  do {
    const page: HousesPage = await fetchPage(o, after);
    yield page.edges.map((e) => e.node);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
}

async function main() {
  const [type, code] = process.argv.slice(2);
  const apiKey = process.env.HUISKANS_API_KEY;
  if (!type || !code || !apiKey) {
    process.stderr.write('Usage: HUISKANS_API_KEY=hk_… list-houses.ts <woonplaats|gemeente> <code>\n');
    process.exit(2);
  }
  const options = {
    url: process.env.HUISKANS_URL ?? 'http://localhost:3000',
    apiKey,
    type,
    code,
    pageSize: Number(process.env.HUISKANS_PAGE_SIZE ?? 50),
  };
  let houses = 0;
  let pages = 0;
  for await (const page of housesOfPlace(options)) {
    pages += 1;
    for (const h of page) {
      houses += 1;
      process.stdout.write(`${h.slug}\t${h.price ?? '-'}\t${h.formattedAddressLine}\n`);
    }
  }
  process.stderr.write(`${houses} houses in ${pages} pages\n`);
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((err: Error) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  });
