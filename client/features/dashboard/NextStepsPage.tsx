import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon, HeartIcon, HouseIcon, SearchIcon, UserIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';
import './dashboard.css';

interface Step {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: ReactNode;
}

const SEARCHER_STEPS: Step[] = [
  {
    title: 'Maak je zoekprofiel',
    text: 'Vertel waar en wat je zoekt. Dan laten we je de huizen zien die passen, ook als ze nog niet te koop staan.',
    to: paths.searchQueryAdd(),
    action: 'Zoekprofiel maken',
    icon: <SearchIcon size={22} />,
  },
  {
    title: 'Bekijk het aanbod',
    text: 'Like de huizen die je mooi vindt, zodat de eigenaren weten dat er interesse is.',
    to: paths.listing(),
    action: 'Naar het aanbod',
    icon: <HeartIcon size={22} />,
  },
  {
    title: 'Maak je profiel af',
    text: 'Met een foto en een paar zinnen over jezelf reageren eigenaren sneller.',
    to: paths.profileEdit('profielfoto'),
    action: 'Profiel aanvullen',
    icon: <UserIcon size={22} />,
  },
];

const SELLER_STEPS: Step[] = [
  {
    title: 'Zet je huis erop',
    text: 'Vul het adres in en vertel wat je huis bijzonder maakt. Zoekers met een passend zoekprofiel zien het meteen.',
    to: paths.houseAdd(),
    action: 'Huis toevoegen',
    icon: <HouseIcon size={22} />,
  },
  {
    title: 'Maak je profiel af',
    text: 'Een foto en een paar zinnen over jezelf maken het makkelijker om contact met je op te nemen.',
    to: paths.profileEdit('bio'),
    action: 'Profiel aanvullen',
    icon: <UserIcon size={22} />,
  },
  {
    title: 'Zoek je zelf ook?',
    text: 'Maak een zoekprofiel, dan houden we ook voor jou de kansen bij.',
    to: paths.searchQueryAdd(),
    action: 'Zoekprofiel maken',
    icon: <SearchIcon size={22} />,
  },
];

/** /mijn-huiskans/zoeker/en-nu and /verkoper/en-nu: what to do after signing up. */
export function NextStepsPage({ who }: { who: 'zoeker' | 'verkoper' }) {
  useDocumentTitle('En nu?');
  const steps = who === 'verkoper' ? SELLER_STEPS : SEARCHER_STEPS;
  return (
    <div className="container dashboard-page next-steps">
      <div className="next-steps__intro">
        <span className="next-steps__badge">
          <CheckIcon size={18} /> Je account is klaar
        </span>
        <h1>En nu?</h1>
        <p>
          {who === 'verkoper'
            ? 'Drie stappen om je huis bij de juiste kopers te krijgen.'
            : 'Drie stappen om de huizen te vinden die bij je passen.'}
        </p>
      </div>
      <ol className="stack-list">
        {steps.map((step, i) => (
          <li key={step.title} className="next-step card">
            <span className="next-step__icon">
              {step.icon}
              <span className="next-step__number" aria-hidden="true">
                {i + 1}
              </span>
            </span>
            <div className="next-step__text">
              <h2>{step.title}</h2>
              <p>{step.text}</p>
            </div>
            <Link to={step.to} className="button button--secondary button--small">
              {step.action}
            </Link>
          </li>
        ))}
      </ol>
      <div className="next-steps__footer">
        <Link to={paths.dashboard()} className="button button--primary">
          Ga naar Mijn {PRODUCT_NAME}
        </Link>
      </div>
    </div>
  );
}
