import type { HeadInput, PageHead } from './pageHead';

/** The home page: the product's own title and description. */
export function homeHead(): PageHead {
  return {
    title: null,
    description:
      'Huiskans: vind je nieuwe huis, of de koper voor je huidige. Huizen te koop in heel Nederland, direct van de eigenaar.',
    canonicalPath: '/',
  };
}

/** Any route that does not name its own head (it keeps the product's description). */
export function defaultHead({ url }: HeadInput): PageHead {
  return { ...homeHead(), canonicalPath: url.pathname };
}

/** The client's catch-all route: the page does not exist. */
export function notFoundHead({ url }: HeadInput): PageHead {
  return {
    title: 'Pagina niet gevonden',
    description: 'Deze pagina bestaat niet.',
    canonicalPath: url.pathname,
    status: 404,
  };
}
