import { html } from 'hono/html';
import { advisorPath } from '../domain/advisors/access.js';
import { isRowId } from '../domain/ids.js';
import { DEFAULT_RETURN_PATH } from '../domain/subscriptions/commands.js';
import { page } from './layout.js';

/**
 * What a browser shows when an advisor's shared offer link is refused (unknown advisor or offer, no
 * client of the advisor, a subscription now or before): the domain's Dutch reason and the ways on.
 * Rendered in place with the refusal's status, so no message travels in a URL someone could forge.
 */
export const advisorOfferRefusalPage = (message: string, advisorId: number) =>
  page(
    'Aanbod niet beschikbaar',
    html`<h1>Aanbod niet beschikbaar</h1>
<p data-testid="offer-refusal">${message}</p>
${isRowId(advisorId) ? html`<p><a href="${advisorPath(advisorId)}">Naar de adviseur</a></p>` : ''}
<p><a href="${DEFAULT_RETURN_PATH}">Naar je account en abonnementen</a></p>`,
  );
