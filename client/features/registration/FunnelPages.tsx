import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CheckIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { LoginFlow } from '../auth/LoginFlow';
import { useCurrentViewer } from '../auth/useCurrentViewer';
import { searcherFunnelPath } from '../search-profiles/funnel/SearcherFunnelPages';
import { RegistrationForm } from './RegistrationForm';
import { funnelSlugs, registrationReturnTarget } from './returnTargets';
import { userTypeForFunnel } from './validation';
import '../auth/auth.css';
import './registration.css';

/** Route handle of a funnel child: which child (e.g. 'huis/registreren') this route is. */
export interface FunnelHandle {
  section?: string;
  funnelChild: string;
}

function useFunnelChild(): string {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as FunnelHandle | undefined)?.funnelChild ?? '';
}

const SELLING_POINTS = [
  'Als eerste de huizen zien die bij je zoekprofiel passen, ook als ze nog niet te koop staan.',
  'Rechtstreeks contact met eigenaren, zonder tussenpersoon.',
  'Gratis account: je zit nergens aan vast.',
];

function SellingPoints() {
  return (
    <aside className="selling-points card" aria-label={`Waarom ${PRODUCT_NAME}`}>
      <h2>Waarom {PRODUCT_NAME}?</h2>
      <ul className="stack-list">
        {SELLING_POINTS.map((point) => (
          <li key={point}>
            <span className="selling-points__icon">
              <CheckIcon size={16} />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </aside>
  );
}

const TITLES: Record<string, { title: string; intro: string }> = {
  'huis/registreren': {
    title: 'Maak je account aan',
    intro: 'Nog één stap: maak een gratis account aan, dan zetten we je huis voor je klaar.',
  },
  'zoek/registreren': {
    title: 'Maak je account aan',
    intro:
      'Maak een gratis account aan en bewaar je zoekprofiel. Dan laten we je weten wanneer er een kans voorbijkomt.',
  },
  'zoek/snel-registreren': {
    title: 'Snel registreren',
    intro: 'In een minuut geregeld. Daarna zie je meteen welke huizen bij je passen.',
  },
};

/**
 * /f/{funnelType}/huis/registreren, zoek/registreren, zoek/snel-registreren (and the
 * /l/{landingUid}/... variants): the registration form with the funnel's return target.
 */
export function FunnelRegistrationPage() {
  const child = useFunnelChild();
  const { funnelType } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useCurrentViewer();
  const target = registrationReturnTarget(child);
  const { houseSlug, searchQuerySlug } = funnelSlugs(search, location.state);
  const text = TITLES[child] ?? TITLES['zoek/registreren'];
  const quick = child === 'zoek/snel-registreren';
  useDocumentTitle(text.title);
  if (viewer) return <Navigate to={target.path} replace />;
  const initialUserType = userTypeForFunnel(funnelType) ?? (child.startsWith('huis/') ? 'seller' : 'searcher');
  return (
    <div className="container auth-page">
      <div className={`auth-layout${quick ? ' auth-layout--aside' : ''}`}>
        <div className="auth-card card auth-card--wide">
          <h1>{text.title}</h1>
          <p className="auth-card__intro">{text.intro}</p>
          <RegistrationForm
            initialUserType={initialUserType}
            houseSlug={houseSlug}
            searchQuerySlug={searchQuerySlug}
            submitLabel={quick ? 'Gratis registreren' : 'Account aanmaken'}
            onRegistered={() => navigate(target.path, { replace: true })}
          />
        </div>
        {quick ? <SellingPoints /> : null}
      </div>
    </div>
  );
}

/** /f/{funnelType}/huis/meedoen and zoek/meedoen: the two-step login inside a funnel. */
export function FunnelLoginPage() {
  const child = useFunnelChild();
  const { funnelType } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const viewer = useCurrentViewer();
  const isHouse = child.startsWith('huis/');
  const target = registrationReturnTarget(isHouse ? 'huis/registreren' : 'zoek/registreren');
  const { houseSlug, searchQuerySlug } = funnelSlugs(search, location.state);
  // A searcher who logs in with a funnel profile goes back to its kansen, which takes it along.
  const base = location.pathname.slice(0, location.pathname.lastIndexOf(`/${child}`));
  const redirectTo = !isHouse && searchQuerySlug ? searcherFunnelPath(base, 'kansen', searchQuerySlug) : target.path;
  useDocumentTitle('Inloggen of aanmelden');
  if (viewer) return <Navigate to={redirectTo} replace />;
  const intro: ReactNode = (
    <p>
      {isHouse
        ? 'Vul je e-mailadres in om je huis op te slaan. Heb je al een account, dan log je daarna in.'
        : 'Vul je e-mailadres in om je zoekprofiel op te slaan. Heb je al een account, dan log je daarna in.'}
    </p>
  );
  return (
    <div className="container auth-page">
      <LoginFlow
        redirectTo={redirectTo}
        registrationReturn={target}
        initialUserType={userTypeForFunnel(funnelType) ?? (isHouse ? 'seller' : 'searcher')}
        houseSlug={houseSlug}
        searchQuerySlug={searchQuerySlug}
        title={`Meedoen met ${PRODUCT_NAME}`}
        intro={intro}
      />
    </div>
  );
}
