import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { HomePageQuery as HomePageQueryType } from '../../__generated__/HomePageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { HeartIcon, HouseIcon, SearchIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME } from '../../config';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { HomeSearchBar } from '../search/HomeSearchBar';
import { CanalHouses } from './CanalHouses';
import { PopularPlaceLink, PopularPlacePlaceholder } from './PopularPlaceLink';
import { POPULAR_PLACES } from './popularPlaces';
import './home.css';

// One request for all popular places; the aliases match POPULAR_PLACES.
const HomePageQuery = graphql`
  query HomePageQuery {
    amsterdam: placeSuggestions(query: "Amsterdam", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    rotterdam: placeSuggestions(query: "Rotterdam", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    utrecht: placeSuggestions(query: "Utrecht", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    denHaag: placeSuggestions(query: "'s-Gravenhage", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    eindhoven: placeSuggestions(query: "Eindhoven", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    groningen: placeSuggestions(query: "Groningen", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    haarlem: placeSuggestions(query: "Haarlem", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    leiden: placeSuggestions(query: "Leiden", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    nijmegen: placeSuggestions(query: "Nijmegen", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
    zwolle: placeSuggestions(query: "Zwolle", types: ["woonplaats"], first: 1) {
      ...PopularPlaceLink_result
    }
  }
`;

export function homeLoader(): PreloadedQuery<HomePageQueryType> {
  return preloadRouteQuery<HomePageQueryType>('home', HomePageQuery, {});
}

function PopularPlaces({ queryRef }: { queryRef: PreloadedQuery<HomePageQueryType> }) {
  const data = usePreloadedQuery<HomePageQueryType>(HomePageQuery, queryRef);
  return (
    <>
      {POPULAR_PLACES.map(({ alias, label }) => (
        <li key={alias}>
          <PopularPlaceLink label={label} result={data[alias]} />
        </li>
      ))}
    </>
  );
}

const STEPS = [
  {
    icon: <SearchIcon size={26} />,
    title: 'Zoek in jouw buurt',
    text: 'Typ een plaats of adres en bekijk alle huizen in de buurt. Verfijn op prijs, oppervlakte, type en meer.',
  },
  {
    icon: <HeartIcon size={26} />,
    title: 'Bewaar je favorieten',
    text: 'Maak een zoekprofiel en like de huizen die je aanspreken. Zo zie je direct welke kansen bij je passen.',
  },
  {
    icon: <HouseIcon size={26} />,
    title: 'Kom in contact',
    text: 'Stuur de eigenaar een bericht, plan een bezichtiging of doe een bod. Zonder omwegen, direct met elkaar.',
  },
];

export function HomePage() {
  useDocumentTitle(null);
  const queryRef = useLoaderData() as PreloadedQuery<HomePageQueryType>;
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero__inner">
          <p className="home-hero__eyebrow">Huizen te koop in heel Nederland</p>
          <h1 className="home-hero__title">
            Vind je nieuwe huis.
            <br />
            Of de koper voor je huidige.
          </h1>
          <p className="home-hero__lead">
            {PRODUCT_NAME} brengt zoekers en eigenaren direct bij elkaar. Begin met een plaats of adres.
          </p>
          <div className="home-hero__search">
            <HomeSearchBar variant="hero" />
          </div>
        </div>
        <CanalHouses />
      </section>

      <section className="container home-section" aria-labelledby="popular-heading">
        <h2 id="popular-heading">Populaire plaatsen</h2>
        <ul className="popular-places">
          <ErrorBoundary>
            <Suspense
              fallback={POPULAR_PLACES.map(({ alias, label }) => (
                <li key={alias}>
                  <PopularPlacePlaceholder label={label} />
                </li>
              ))}
            >
              <PopularPlaces queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
          <li>
            <Link className="popular-places__link popular-places__link--all" to={paths.listing()}>
              Heel Nederland
            </Link>
          </li>
        </ul>
      </section>

      <section className="home-how" aria-labelledby="how-heading">
        <div className="container">
          <h2 id="how-heading">Hoe werkt {PRODUCT_NAME}?</h2>
          <ol className="home-how__steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card home-how__step">
                <span className="home-how__icon">{step.icon}</span>
                <span className="home-how__number">Stap {index + 1}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container home-section">
        <div className="home-cta card">
          <div>
            <h2>Verkoop je je huis?</h2>
            <p>Zet je woning gratis op {PRODUCT_NAME} en zie meteen hoeveel zoekers op jouw huis passen.</p>
          </div>
          <Link to={paths.join()} className="button button--primary">
            Meld je woning aan
          </Link>
        </div>
      </section>
    </div>
  );
}
