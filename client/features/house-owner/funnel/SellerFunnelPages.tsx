import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { FunnelShell as SharedFunnelShell } from '../../../components/funnel/FunnelShell';
import { useFunnelBase } from '../../../components/funnel/useFunnelBase';
import { CheckIcon } from '../../../components/icons';
import { PRODUCT_NAME } from '../../../config';
import { useCurrentViewer } from '../../auth/useCurrentViewer';
import { AddHouseForm } from '../AddHousePage';
import { ownerPaths } from '../ownerPaths';
import { usePendingHouseClaim } from '../usePendingHouseClaim';
import { type PendingHouse, readPendingHouse, savePendingHouse } from './pendingHouse';
import '../houseOwner.css';

/** What the funnel passes from step to step (navigation state; the pending house as fallback). */
interface FunnelState {
  house: PendingHouse;
  /** Created by a logged-in viewer: already theirs. */
  owned: boolean;
}

function useFunnelHouse(): FunnelState | null {
  const location = useLocation();
  const state = location.state as Partial<FunnelState> | null;
  if (state?.house) return { house: state.house, owned: state.owned === true };
  const pending = readPendingHouse();
  return pending ? { house: pending, owned: false } : null;
}

const STEPS = ['Adres', 'Bevestigen', 'Kansen', 'Account'] as const;

function FunnelShell(props: Omit<Parameters<typeof SharedFunnelShell>[0], 'steps'>) {
  return <SharedFunnelShell steps={STEPS} {...props} />;
}

/** /f/{funnelType}/huis/adres: the address by postcode + number; a visitor's house is created ownerless. */
export function FunnelAddressPage() {
  const base = useFunnelBase('verkoper');
  return (
    <FunnelShell
      step={0}
      title="Wat is het adres van je woning?"
      intro={<p>Vul je postcode en huisnummer in. Binnen een paar minuten staat je woning gratis op {PRODUCT_NAME}.</p>}
    >
      <AddHouseForm
        submitLabel="Verder"
        onAdded={(house, navigate, address) => {
          const pending: PendingHouse = {
            id: house.id,
            slug: house.slug,
            address: `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}`,
            city: address.city,
            createdAt: Date.now(),
          };
          // A visitor's house waits for its owner: claimed after logging in (assignHouse).
          if (!house.viewerIsOwner) savePendingHouse(pending);
          navigate(`${base}/huis/bevestiging`, { state: { house: pending, owned: house.viewerIsOwner } });
        }}
      />
    </FunnelShell>
  );
}

/** /f/{funnelType}/huis/bevestiging: is this the right house? */
export function FunnelConfirmPage() {
  const base = useFunnelBase('verkoper');
  const funnel = useFunnelHouse();
  const navigate = useNavigate();
  if (!funnel) return <Navigate to={`${base}/huis/adres`} replace />;
  return (
    <FunnelShell step={1} title="Is dit je woning?">
      <div className="address-card">
        <span className="address-card__icon" aria-hidden="true">
          <CheckIcon size={18} />
        </span>
        <div className="address-card__text">
          <strong>{funnel.house.address}</strong>
          <span>Dit adres vonden we bij je postcode en huisnummer.</span>
        </div>
      </div>
      <div className="owner-form__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(`${base}/huis/kansen`, { state: funnel })}
        >
          Ja, dit is mijn woning
        </button>
        <Link to={`${base}/huis/adres`} className="button button--secondary">
          Nee, ander adres
        </Link>
      </div>
    </FunnelShell>
  );
}

const CHANCES = [
  'Zoekers met een passend zoekprofiel zien je woning als eerste, ook als je nog niet actief verkoopt.',
  'Je ziet wie je woning bewaart en komt rechtstreeks met ze in contact, zonder tussenpersoon.',
  'Gratis: je bepaalt zelf of en wanneer je verkoopt.',
];

/** /f/{funnelType}/huis/kansen: what a listing brings, then log in or register (or, logged in, claim it). */
export function FunnelChancesPage() {
  const base = useFunnelBase('verkoper');
  const funnel = useFunnelHouse();
  const viewer = useCurrentViewer();
  const claim = usePendingHouseClaim(Boolean(viewer) && funnel?.owned === false);
  if (!funnel) return <Navigate to={`${base}/huis/adres`} replace />;
  const slug = encodeURIComponent(funnel.house.slug);
  const city = funnel.house.city;
  const claimedSlug = funnel.owned ? funnel.house.slug : claim.status === 'claimed' ? claim.slug : null;

  return (
    <FunnelShell
      step={2}
      title={city ? `Jouw kansen in ${city}` : 'Jouw kansen'}
      intro={<p>Met je woning op {PRODUCT_NAME} vind je de koper misschien al voordat je gaat verkopen.</p>}
    >
      <ul className="stack-list funnel-chances">
        {CHANCES.map((text) => (
          <li key={text}>
            <span className="funnel-chances__icon" aria-hidden="true">
              <CheckIcon size={16} />
            </span>
            {text}
          </li>
        ))}
      </ul>
      {viewer ? (
        <div className="owner-form__actions">
          {claimedSlug ? (
            <Link to={ownerPaths.edit(claimedSlug, 'bevestigen')} className="button button--primary">
              Verder met je woning
            </Link>
          ) : claim.status === 'failed' ? (
            <p className="field__error">{claim.message}</p>
          ) : (
            <span className="muted">Je woning wordt aan je account gekoppeld…</span>
          )}
        </div>
      ) : (
        <>
          <p>Maak een gratis account aan om je woning op te slaan, of log in als je er al een hebt.</p>
          <div className="owner-form__actions">
            <Link to={`${base}/huis/registreren?house_slug=${slug}`} className="button button--primary">
              Gratis account aanmaken
            </Link>
            <Link to={`${base}/huis/meedoen?house_slug=${slug}`} className="button button--secondary">
              Ik heb al een account
            </Link>
          </div>
        </>
      )}
    </FunnelShell>
  );
}
