import { useCallback, useMemo } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import {
  Link,
  type LoaderFunctionArgs,
  Navigate,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useParams,
} from 'react-router-dom';
import type { ProfileSteps_query$key } from '../../../__generated__/ProfileSteps_query.graphql';
import type { profileWizardData_searchProfile$key } from '../../../__generated__/profileWizardData_searchProfile.graphql';
import type { SearchProfileWizardPageQuery as QueryType } from '../../../__generated__/SearchProfileWizardPageQuery.graphql';
import { ChevronLeftIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { WizardProgress } from '../../../components/wizard/WizardProgress';
import { clearFieldErrors, reportFieldErrors, showMessage } from '../../../errors/errorStore';
import { paths } from '../../../paths';
import { preloadRouteQuery } from '../../../relay/routeQuery';
import { DashboardNav } from '../../dashboard/DashboardNav';
import {
  type UpdateSearchProfileFields,
  useUpdateSearchProfileMutation,
} from '../mutations/useUpdateSearchProfileMutation';
import { ProfileNotFound } from '../ProfileNotFound';
import { readProfileFacts } from '../profileFacts';
import { isProfileStep, PROFILE_STEPS, profilePlaceLabel } from '../sections';
import { ProfileStepView } from './ProfileSteps';
import { profileWizardDataFragment } from './profileWizardData';
import { ProfileWizardContext, type ProfileWizardContextValue } from './wizardContext';
import '../searchProfiles.css';

const SearchProfileWizardPageQuery = graphql`
  query SearchProfileWizardPageQuery($slug: String!) {
    searchProfile(slug: $slug) {
      id
      ...profileWizardData_searchProfile
    }
    ...ProfileSteps_query
  }
`;

export function searchProfileWizardLoader({ params }: LoaderFunctionArgs): PreloadedQuery<QueryType> {
  return preloadRouteQuery<QueryType>(
    'search-profile-wizard',
    SearchProfileWizardPageQuery,
    { slug: params.searchQueryId ?? '' },
    'store-and-network',
  );
}

/** Moving between steps keeps the loaded profile: only another profile loads again. */
export function searchProfileWizardShouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  return formMethod != null || currentParams.searchQueryId !== nextParams.searchQueryId;
}

/**
 * /mijn-huiskans/zoekprofielen/{slug}/bewerken/{step} (named route my-huiskans-search-queries-edit):
 * the ten steps of spec §2 with the progress list, 'Vorige' / 'Volgende' and saving per step
 * (updateSearchProfile). Only the owner (or the browser that made a funnel profile) gets the profile.
 */
export function SearchProfileWizardPage() {
  const data = usePreloadedQuery<QueryType>(SearchProfileWizardPageQuery, useLoaderData() as PreloadedQuery<QueryType>);
  if (!data.searchProfile) return <ProfileNotFound />;
  return <Wizard profile={data.searchProfile} query={data} />;
}

function Wizard({
  profile: key,
  query,
}: {
  profile: profileWizardData_searchProfile$key;
  query: ProfileSteps_query$key;
}) {
  const profile = useFragment(profileWizardDataFragment, key);
  const { step } = useParams();
  const [update, saving] = useUpdateSearchProfileMutation();
  const place = profilePlaceLabel(profile.query, profile.range);
  useDocumentTitle(`Zoekprofiel ${place} bewerken`);

  const save = useCallback(
    async (fields: UpdateSearchProfileFields): Promise<boolean> => {
      try {
        const result = await update(profile.id, fields);
        if (!result.ok) {
          if (result.error.kind === 'input') reportFieldErrors(result.error.fieldErrors);
          else showMessage(result.error.message || 'Opslaan is niet gelukt.', 'error');
          return false;
        }
        clearFieldErrors();
        return true;
      } catch {
        return false; // the global error display shows what went wrong
      }
    },
    [profile.id, update],
  );
  const context = useMemo<ProfileWizardContextValue>(
    () => ({ slug: profile.slug, save, saving }),
    [profile.slug, save, saving],
  );

  if (!isProfileStep(step)) return <Navigate to={paths.searchQueryEdit(profile.slug, 'locatie')} replace />;
  const facts = readProfileFacts(profile);
  const steps = PROFILE_STEPS.map((s) => ({
    key: s.step,
    label: s.label,
    done: s.done(facts),
    to: paths.searchQueryEdit(profile.slug, s.step),
  }));

  return (
    <ProfileWizardContext.Provider value={context}>
      <DashboardNav />
      <div className="container dashboard-page wizard">
        <Link to={paths.searchQuery(profile.slug)} className="back-link">
          <ChevronLeftIcon size={16} /> Terug naar je zoekprofiel
        </Link>
        <header className="wizard__header">
          <h1>Zoekprofiel bewerken</h1>
          <p className="muted">{place}</p>
        </header>
        <div className="wizard__grid">
          <WizardProgress label="Onderdelen van je zoekprofiel" steps={steps} current={step} />
          <div className="wizard__main card">
            <ProfileStepView key={`${profile.id}-${step}`} step={step} profile={profile} query={query} />
          </div>
        </div>
      </div>
    </ProfileWizardContext.Provider>
  );
}
