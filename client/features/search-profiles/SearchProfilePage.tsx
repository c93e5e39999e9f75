import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import type { SearchProfilePageQuery as QueryType } from '../../__generated__/SearchProfilePageQuery.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ChevronLeftIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { showMessage } from '../../errors/errorStore';
import { paths } from '../../paths';
import { preloadRouteQuery } from '../../relay/routeQuery';
import { DashboardNav } from '../dashboard/DashboardNav';
import { useDeleteSearchProfileMutation } from './mutations/useDeleteSearchProfileMutation';
import { ProfileMatches } from './ProfileMatches';
import { ProfileNotFound } from './ProfileNotFound';
import { ProfileSummary } from './ProfileSummary';
import { readProfileFacts } from './profileFacts';
import { firstOpenProfileStep, profilePlaceLabel, profileProgress } from './sections';
import './searchProfiles.css';

const SearchProfilePageQuery = graphql`
  query SearchProfilePageQuery($slug: String!) {
    searchProfile(slug: $slug) {
      id
      slug
      query
      range
      ...profileFacts_searchProfile
      ...ProfileSummary_searchProfile
      ...ProfileMatches_searchProfile
    }
  }
`;

export function searchProfileLoader({ params }: LoaderFunctionArgs): PreloadedQuery<QueryType> {
  return preloadRouteQuery<QueryType>(
    'search-profile',
    SearchProfilePageQuery,
    { slug: params.searchQueryId ?? '' },
    'store-and-network',
  );
}

/** /mijn-huiskans/zoekprofielen/{slug}/{section?}: the profile's sections and its kansen. */
export function SearchProfilePage() {
  const data = usePreloadedQuery<QueryType>(SearchProfilePageQuery, useLoaderData() as PreloadedQuery<QueryType>);
  const navigate = useNavigate();
  const [remove, removing] = useDeleteSearchProfileMutation();
  const profile = data.searchProfile;
  const title = profile ? `Zoekprofiel ${profilePlaceLabel(profile.query, profile.range)}` : 'Zoekprofiel';
  useDocumentTitle(title);
  if (!profile) return <ProfileNotFound />;
  const facts = readProfileFacts(profile);
  const progress = profileProgress(facts);
  const open = firstOpenProfileStep(facts);

  const onDelete = async () => {
    const outcome = await remove(profile.id).catch(() => null);
    if (outcome?.ok) {
      showMessage('Je zoekprofiel is verwijderd.', 'success');
      navigate(paths.searchQueries(), { replace: true });
    } else if (outcome) showMessage(outcome.error.message, 'error');
  };

  return (
    <>
      <DashboardNav />
      <div className="container dashboard-page profile-view">
        <Link to={paths.searchQueries()} className="back-link">
          <ChevronLeftIcon size={16} /> Mijn zoekprofielen
        </Link>
        <section className="card profile-hero" aria-labelledby="profile-title">
          <div>
            <h1 id="profile-title">{title}</h1>
            <span className={`badge${progress.complete ? '' : ' badge--status'}`} data-testid="profile-completion">
              {progress.label}
            </span>
          </div>
          <div className="profile-hero__actions">
            <Link to={paths.searchQueryEdit(profile.slug, open ?? 'locatie')} className="button button--primary">
              {open ? 'Zoekprofiel aanvullen' : 'Zoekprofiel bewerken'}
            </Link>
            <ConfirmButton
              variant="danger"
              question="Weet je zeker dat je dit zoekprofiel wilt verwijderen?"
              onConfirm={() => void onDelete()}
              busy={removing}
            >
              Zoekprofiel verwijderen
            </ConfirmButton>
          </div>
        </section>
        <div className="profile-view__grid">
          <section className="card dashboard-card" aria-labelledby="profile-sections-title">
            <h2 id="profile-sections-title">Wat je zoekt</h2>
            <ProfileSummary searchProfile={profile} />
          </section>
          <div id="kansen">
            <ProfileMatches searchProfile={profile} />
          </div>
        </div>
      </div>
    </>
  );
}
