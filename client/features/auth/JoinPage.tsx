import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { HeartIcon, HouseIcon, SearchIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import type { UserType } from '../registration/validation';
import './auth.css';

/** Where a choice leads without a pending redirect: the funnel of spec §2 that starts with it. */
const FUNNEL_START: Partial<Record<UserType, string>> = {
  searcher: '/f/zoeker/zoek/basis',
  seller: '/f/verkoper/huis/adres',
};

const CHOICES: { value: UserType; title: string; text: string; icon: ReactNode }[] = [
  {
    value: 'searcher',
    title: 'Ik zoek een huis',
    text: 'Maak een zoekprofiel en zie welke huizen bij je passen, ook als ze nog niet te koop staan.',
    icon: <SearchIcon size={26} />,
  },
  {
    value: 'seller',
    title: 'Ik verkoop mijn huis',
    text: 'Zet je huis op Huiskans en kom in contact met zoekers die precies zo’n huis willen.',
    icon: <HouseIcon size={26} />,
  },
  {
    value: 'searcher_and_seller',
    title: 'Allebei',
    text: 'Je verkoopt je huidige huis en zoekt tegelijk een nieuw huis.',
    icon: <HeartIcon size={26} />,
  },
];

/**
 * /meedoen: choose the user type. A searcher starts the searcher funnel (zoek/basis …), a seller the
 * house funnel (huis/adres …): both make the account at their end, with what they entered. 'Allebei',
 * and anybody on the way to a redirect (a plan picked before logging in), go to /meedoen/email.
 */
export function JoinPage() {
  useDocumentTitle('Meedoen');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const emailPath = (type?: UserType) => {
    const next = new URLSearchParams();
    if (type) next.set('type', type);
    const redirect = search.get('redirect');
    if (redirect) next.set('redirect', redirect);
    const query = next.toString();
    return `/meedoen/email${query ? `?${query}` : ''}`;
  };
  return (
    <div className="container auth-page">
      <div className="join">
        <h1 className="join__title">Doe mee met {PRODUCT_NAME}</h1>
        <p className="join__lead">Wat brengt je hier? Dan laten we je zien wat voor jou het handigst is.</p>
        <ul className="join__choices">
          {CHOICES.map((choice) => (
            <li key={choice.value}>
              <button
                type="button"
                className="join-choice"
                onClick={() => {
                  const funnel = FUNNEL_START[choice.value];
                  navigate(funnel && !search.get('redirect') ? funnel : emailPath(choice.value));
                }}
              >
                <span className="join-choice__icon">{choice.icon}</span>
                <span className="join-choice__text">
                  <span className="join-choice__title">{choice.title}</span>
                  <span className="join-choice__body">{choice.text}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <p className="join__login">
          Heb je al een account? <Link to={emailPath()}>Inloggen</Link>
        </p>
      </div>
    </div>
  );
}
