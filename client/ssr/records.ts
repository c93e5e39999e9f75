/** The id of the <script type="application/json"> holding a server-rendered page's Relay records. */
export const SSR_RECORDS_ID = 'relay-records';

/**
 * JSON made safe inside a <script> element: no '<' (so no '</script>' or '<!--'), and the two line
 * separators JavaScript once refused. The browser reads it back with JSON.parse unchanged.
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
