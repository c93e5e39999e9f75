import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import type { AddSearchProfilePagesQuery as QueryType } from '../../__generated__/AddSearchProfilePagesQuery.graphql';
import { FunnelShell } from '../../components/funnel/FunnelShell';
import { CheckIcon } from '../../components/icons';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { ProfileLocationForm } from './ProfileLocationForm';
import { ProfileMatches } from './ProfileMatches';
import { profilePlaceLabel } from './sections';
import './searchProfiles.css';

const STEPS = ['Locatie', 'Start', 'Kansen'] as const;

/** zoekprofielen/toevoegen: the place of the new profile. */
export function AddSearchProfilePage() {
  const navigate = useNavigate();
  return (
    <>
      <DashboardNav />
      <FunnelShell
        steps={STEPS}
        step={0}
        title="Waar wil je wonen?"
        intro={<p>Kies de plaats of gemeente waar je een huis zoekt. De rest vul je daarna in.</p>}
      >
        <ProfileLocationForm
          submitLabel="Verder"
          onAdded={(profile) => navigate(paths.searchQueryAdd('start', profile.slug))}
        />
      </FunnelShell>
    </>
  );
}

const AddSearchProfilePagesQuery = graphql`
  query AddSearchProfilePagesQuery($slug: String!) {
    searchProfile(slug: $slug) {
      id
      slug
      query
      range
      ...ProfileMatches_searchProfile
    }
  }
`;

/** The new profile of toevoegen/start and toevoegen/kansen, by `?zoekprofiel=`. */
export function addedProfileLoader({ request }: LoaderFunctionArgs): PreloadedQuery<QueryType> {
  const slug = new URL(request.url).searchParams.get('zoekprofiel') ?? '';
  return preloadRouteQuery<QueryType>(
    'added-search-profile',
    AddSearchProfilePagesQuery,
    { slug },
    'store-and-network',
  );
}

/** zoekprofielen/toevoegen/start: the profile exists; fill it in, or see the kansen first. */
export function AddSearchProfileStartPage() {
  const data = usePreloadedQuery<QueryType>(AddSearchProfilePagesQuery, useLoaderData() as PreloadedQuery<QueryType>);
  const profile = data.searchProfile;
  if (!profile) return <Navigate to={paths.searchQueryAdd()} replace />;
  const place = profilePlaceLabel(profile.query, 0);
  return (
    <>
      <DashboardNav />
      <FunnelShell steps={STEPS} step={1} title={`Je zoekprofiel voor ${place} staat klaar`}>
        <div className="address-card">
          <span className="address-card__icon" aria-hidden="true">
            <CheckIcon size={18} />
          </span>
          <div className="address-card__text">
            <strong>{place}</strong>
            <span>Vertel ons meer over je woonwens: hoe completer je zoekprofiel, hoe beter je kansen passen.</span>
          </div>
        </div>
        <div className="profile-actions">
          <Link to={paths.searchQueryEdit(profile.slug, 'verhuistermijn')} className="button button--primary">
            Zoekprofiel aanvullen
          </Link>
          <Link to={paths.searchQueryAdd('kansen', profile.slug)} className="button button--secondary">
            Bekijk eerst je kansen
          </Link>
        </div>
      </FunnelShell>
    </>
  );
}

/** zoekprofielen/toevoegen/kansen: the first kansen right away. */
export function AddSearchProfileChancesPage() {
  const data = usePreloadedQuery<QueryType>(AddSearchProfilePagesQuery, useLoaderData() as PreloadedQuery<QueryType>);
  const profile = data.searchProfile;
  if (!profile) return <Navigate to={paths.searchQueryAdd()} replace />;
  const place = profilePlaceLabel(profile.query, profile.range);
  return (
    <>
      <DashboardNav />
      <FunnelShell steps={STEPS} step={2} title={`Jouw kansen in ${place}`} wide>
        <ProfileMatches searchProfile={profile} />
        <div className="profile-actions">
          <Link to={paths.searchQueryEdit(profile.slug, 'verhuistermijn')} className="button button--primary">
            Zoekprofiel aanvullen
          </Link>
          <Link to={paths.searchQuery(profile.slug)} className="button button--secondary">
            Naar je zoekprofiel
          </Link>
        </div>
      </FunnelShell>
    </>
  );
}
