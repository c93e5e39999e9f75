// The first path segments of the client's routes (client/routes.tsx; a test keeps the two in step).
// Any other path is not a page: the app shell answers it with 404, so that search engines and
// link checkers see a real "not found" while the browser shows the client's own 404 page.
import { PRODUCT } from '../config.js';

export const CLIENT_ROUTE_ROOTS: readonly string[] = [
  'huizen',
  'l',
  `mijn-${PRODUCT.slug}`,
  'gebruikers',
  'adviseurs',
  'meedoen',
  'aanmelden',
  'f',
  'password',
];

export function isClientRoute(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return first === '' || CLIENT_ROUTE_ROOTS.includes(first);
}
