import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdvisorOffersCard_advisor$key } from '../../__generated__/AdvisorOffersCard_advisor.graphql';
import { showMessage } from '../../errors/errorStore';
import './advisorCoaching.css';

/** How long 'Gekopieerd' stays beside the button. */
const COPIED_MS = 3000;

/**
 * The advisor's subscription offers (docs/decisions/0018), each a link to share with their clients:
 * whoever asked them for contact or is coached by them gets the plan with the offer's terms.
 */
export function AdvisorOffersCard({ advisor }: { advisor: AdvisorOffersCard_advisor$key }) {
  const { subscriptionOffers } = useFragment(
    graphql`
      fragment AdvisorOffersCard_advisor on Advisor {
        subscriptionOffers {
          code
          name
          path
          subscriptionPlan {
            name
            amount
            intervalText
            expiresText
          }
        }
      }
    `,
    advisor,
  );
  return (
    <section className="dashboard-card card" aria-labelledby="advisor-offers-title" data-testid="advisor-offers">
      <h2 id="advisor-offers-title">Aanbod voor je klanten</h2>
      <p className="muted advisor-offers__intro">
        Deel deze link met wie contact met je opnam of door jou gecoacht wordt. Alleen je eigen klanten kunnen hem
        gebruiken, één keer per account, en alleen als ze nog nooit een abonnement hadden.
      </p>
      <ul className="advisor-offers">
        {subscriptionOffers.map((offer) => (
          <li key={offer.code} className="advisor-offer" data-testid="advisor-offer">
            <strong>{offer.name}</strong>
            <p className="advisor-offer__terms">
              Je klant krijgt {offer.subscriptionPlan.name} met de eerste maand gratis; daarna{' '}
              {offer.subscriptionPlan.amount} {offer.subscriptionPlan.intervalText}.{' '}
              {offer.subscriptionPlan.expiresText}.
            </p>
            <OfferLink url={new URL(offer.path, window.location.origin).href} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The link itself (selectable) and 'Kopieer link', confirmed with 'Gekopieerd' for a moment. */
function OfferLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => showMessage('Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.', 'error'),
    );
  return (
    <div className="advisor-offer__link">
      <input
        className="input advisor-offer__url"
        readOnly
        value={url}
        aria-label="Link naar het aanbod"
        onFocus={(e) => e.currentTarget.select()}
      />
      <span className="advisor-offer__copy">
        <button type="button" className="button button--small button--secondary" onClick={copy}>
          Kopieer link
        </button>
        <span role="status" className="advisor-offer__copied">
          {copied ? 'Gekopieerd' : ''}
        </span>
      </span>
    </div>
  );
}
