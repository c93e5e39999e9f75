import type { ReactNode } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { LandingPage_page$key } from '../../__generated__/LandingPage_page.graphql';
import type { LandingPageQuery as LandingPageQueryType } from '../../__generated__/LandingPageQuery.graphql';
import { PinIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/StatusPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { clip, type HeadInput, type PageHead, readPreloaded } from '../../ssr/pageHead';
import { listingPathForPlace } from '../listing/filters';
import { UserCounter } from './UserCounter';
import './landing.css';

const LandingPageQuery = graphql`
  query LandingPageQuery($uid: String!) {
    landingPage(uid: $uid) {
      title
      intro
      heroImageUrl
      heroImageAlt
      ...LandingPage_page
    }
    ...UserCounter_query
  }
`;

type LoaderData = PreloadedQuery<LandingPageQueryType>;

export function landingLoader({ params }: LoaderFunctionArgs): LoaderData {
  return preloadRouteQuery<LandingPageQueryType>('landing', LandingPageQuery, { uid: params.landingUid ?? '' });
}

/** The page's <head> when the server renders it; an unknown or inactive page is a 404. */
export function landingHead({ loaderData, url }: HeadInput): PageHead {
  const page = readPreloaded<LandingPageQueryType>(LandingPageQuery, loaderData as LoaderData).landingPage;
  if (!page) {
    return {
      title: 'Pagina niet gevonden',
      description: 'Deze pagina bestaat niet.',
      canonicalPath: url.pathname,
      status: 404,
    };
  }
  return {
    title: page.title,
    description: clip(page.intro),
    canonicalPath: url.pathname,
    image: page.heroImageUrl
      ? { url: new URL(page.heroImageUrl, url.origin).href, alt: page.heroImageAlt ?? page.title }
      : undefined,
  };
}

/** The funnel's first step under the landing page: /l/{uid}/{funnelType}/huis/adres or .../zoek/basis. */
export function landingFunnelPath(uid: string, funnelType: string): string {
  const base = `/l/${encodeURIComponent(uid)}/${encodeURIComponent(funnelType)}`;
  return `${base}/${funnelType === 'verkoper' ? 'huis/adres' : 'zoek/basis'}`;
}

/** /l/{landingUid} (spec §2): a landing page from the database; unknown or inactive → 404. */
export function LandingPage() {
  const data = usePreloadedQuery<LandingPageQueryType>(LandingPageQuery, useLoaderData() as LoaderData);
  if (!data.landingPage) {
    return (
      <NotFoundPage title="Pagina niet gevonden">
        <p>Deze actiepagina bestaat niet (meer). Misschien is de actie afgelopen of bevat de link een typfout.</p>
      </NotFoundPage>
    );
  }
  return <Landing page={data.landingPage} counter={<UserCounter query={data} />} />;
}

const CTA: Record<string, string> = { verkoper: 'Meld je woning gratis aan', zoeker: 'Maak je zoekprofiel' };

function Landing({ page, counter }: { page: LandingPage_page$key; counter: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment LandingPage_page on LandingPage {
        uid
        title
        intro
        funnelType
        heroImageUrl
        heroImageAlt
        place {
          type
          code
          weergavenaam
          latitude
          longitude
        }
      }
    `,
    page,
  );
  useDocumentTitle(data.title);
  const placeName = data.place?.weergavenaam.split(',')[0];
  return (
    <div className="landing">
      <section className="landing-hero">
        <div className="container landing-hero__inner">
          <div className="landing-hero__text">
            <h1 className="landing-hero__title">{data.title}</h1>
            <p className="landing-hero__intro">{data.intro}</p>
            <Link
              className="button button--primary landing-hero__cta"
              to={landingFunnelPath(data.uid, data.funnelType)}
            >
              {CTA[data.funnelType] ?? 'Doe mee'}
            </Link>
            {counter}
          </div>
          {data.heroImageUrl ? (
            <img className="landing-hero__image" src={data.heroImageUrl} alt={data.heroImageAlt ?? ''} />
          ) : null}
        </div>
      </section>
      {data.place ? (
        <section className="container landing-place" aria-labelledby="landing-place-heading">
          <div className="card landing-place__card">
            <PinIcon size={28} />
            <div>
              <h2 id="landing-place-heading">Uitgelicht: {placeName}</h2>
              <p>Bekijk welke huizen er nu in {placeName} te koop staan.</p>
            </div>
            <Link className="button button--secondary" to={listingPathForPlace(data.place)}>
              Huizen in {placeName}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
