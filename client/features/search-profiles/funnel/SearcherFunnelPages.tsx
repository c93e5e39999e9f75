import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import type { SearcherFunnelQuery as QueryType } from '../../../__generated__/SearcherFunnelQuery.graphql';
import { Alert } from '../../../components/forms/Alert';
import { useFieldErrorsOfThisForm } from '../../../components/forms/fieldErrors';
import { FunnelShell } from '../../../components/funnel/FunnelShell';
import { useFunnelBase } from '../../../components/funnel/useFunnelBase';
import { CheckList, ChoiceList } from '../../../components/wizard/fields';
import { PRODUCT_NAME } from '../../../config';
import { reportFieldErrors } from '../../../errors/errorStore';
import { formatPrice } from '../../../format';
import { paths } from '../../../paths';
import { preloadRouteQuery } from '../../../relay/routeQuery';
import { useCurrentViewer } from '../../auth/useCurrentViewer';
import { MortgageCalculator } from '../MortgageCalculator';
import { useAssignSearchProfileMutation } from '../mutations/useAssignSearchProfileMutation';
import {
  type UpdateSearchProfileFields,
  useUpdateSearchProfileMutation,
} from '../mutations/useUpdateSearchProfileMutation';
import { ProfileLocationForm } from '../ProfileLocationForm';
import { ProfileMatches } from '../ProfileMatches';
import { profilePlaceLabel } from '../sections';
import { BEDROOM_OPTIONS } from '../wizard/ProfileSteps';
import '../searchProfiles.css';

// The searcher funnel (spec §2): /f/{funnelType}/zoek/... and /l/{landingUid}/{funnelType}/zoek/...
// basis (the place) → wat-zoek-je → maximale-hypotheek → kansen (matches before signing up) →
// snel-registreren / meedoen. A visitor's profile is ownerless and belongs to this browser (the
// funnel cookie); registering with its search_query_slug, or logging in and coming back here, makes it theirs.

const STEPS = ['Plaats', 'Wensen', 'Hypotheek', 'Kansen', 'Account'] as const;
const PROFILE_PARAM = 'zoekprofiel';

/** A funnel child with the profile of `?zoekprofiel=`. */
export function searcherFunnelPath(base: string, child: string, slug: string): string {
  return `${base}/zoek/${child}?${PROFILE_PARAM}=${encodeURIComponent(slug)}`;
}

const SearcherFunnelQuery = graphql`
  query SearcherFunnelQuery($slug: String!) {
    searchProfile(slug: $slug) {
      id
      slug
      query
      range
      numberBedroomsMin
      priceMax
      maxMortgage
      houseTypes {
        key
      }
      ...ProfileMatches_searchProfile
    }
    houseTypes {
      key
      name
    }
  }
`;

export function searcherFunnelLoader({ request }: LoaderFunctionArgs): PreloadedQuery<QueryType> {
  const slug = new URL(request.url).searchParams.get(PROFILE_PARAM) ?? '';
  return preloadRouteQuery<QueryType>('searcher-funnel', SearcherFunnelQuery, { slug }, 'store-and-network');
}

function useFunnelProfile() {
  const data = usePreloadedQuery<QueryType>(SearcherFunnelQuery, useLoaderData() as PreloadedQuery<QueryType>);
  return data;
}

/** Saves a funnel step; field errors under the fields, anything else in the page. */
function useSaveStep(profileId: string | undefined) {
  const [update, busy] = useUpdateSearchProfileMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const save = async (fields: UpdateSearchProfileFields): Promise<boolean> => {
    if (!profileId) return false;
    setFailed(null);
    const outcome = await update(profileId, fields).catch(() => null);
    if (!outcome) return false;
    if (outcome.ok) return true;
    if (outcome.error.kind === 'input') reportFieldErrors(outcome.error.fieldErrors);
    else setFailed(outcome.error.message);
    return false;
  };
  return { save, busy, failed };
}

/** zoek/basis: where the searcher wants to live; makes the profile. */
export function FunnelBasisPage() {
  const base = useFunnelBase('zoeker');
  const navigate = useNavigate();
  return (
    <FunnelShell
      steps={STEPS}
      step={0}
      title="Waar wil je wonen?"
      intro={<p>Kies een plaats of gemeente. Binnen een minuut zie je welke huizen bij je passen.</p>}
    >
      <ProfileLocationForm
        submitLabel="Verder"
        onAdded={(profile) => navigate(searcherFunnelPath(base, 'wat-zoek-je', profile.slug))}
      />
    </FunnelShell>
  );
}

/** zoek/wat-zoek-je: house types and bedrooms. */
export function FunnelWhatPage() {
  useFieldErrorsOfThisForm();
  const base = useFunnelBase('zoeker');
  const navigate = useNavigate();
  const { searchProfile: profile, houseTypes } = useFunnelProfile();
  const [types, setTypes] = useState<string[]>(profile?.houseTypes.map((t) => t.key) ?? []);
  const [bedrooms, setBedrooms] = useState<number>(profile?.numberBedroomsMin ?? 1);
  const { save, busy, failed } = useSaveStep(profile?.id);
  if (!profile) return <Navigate to={`${base}/zoek/basis`} replace />;
  const next = searcherFunnelPath(base, 'maximale-hypotheek', profile.slug);
  return (
    <FunnelShell steps={STEPS} step={1} title={`Wat zoek je in ${profilePlaceLabel(profile.query, 0)}?`}>
      <form
        className="funnel-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (await save({ houseTypes: types, numberBedroomsMin: bedrooms })) navigate(next);
        }}
      >
        <CheckList
          legend="Type woning"
          field="houseTypes"
          options={houseTypes.map((t) => ({ key: t.key, label: t.name }))}
          selected={types}
          onChange={setTypes}
        />
        <ChoiceList
          legend="Minimaal aantal slaapkamers"
          name="numberBedroomsMin"
          field="numberBedroomsMin"
          layout="tiles"
          options={BEDROOM_OPTIONS.map((n) => ({ value: n, label: `${n} of meer` }))}
          value={bedrooms}
          onChange={setBedrooms}
        />
        {failed ? <Alert kind="error">{failed}</Alert> : null}
        <div className="profile-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Opslaan…' : 'Verder'}
          </button>
        </div>
      </form>
    </FunnelShell>
  );
}

/** zoek/maximale-hypotheek: the calculator; its answer becomes the profile's price_max and is stored with it. */
export function FunnelMortgagePage() {
  const base = useFunnelBase('zoeker');
  const navigate = useNavigate();
  const { searchProfile: profile } = useFunnelProfile();
  const { save, busy, failed } = useSaveStep(profile?.id);
  if (!profile) return <Navigate to={`${base}/zoek/basis`} replace />;
  const next = searcherFunnelPath(base, 'kansen', profile.slug);
  return (
    <FunnelShell
      steps={STEPS}
      step={2}
      title="Hoeveel kun je lenen?"
      intro={
        <p>
          Reken uit wat je maximaal kunt lenen volgens de leennormen. Dan laten we je de huizen zien die binnen je
          bereik liggen.
        </p>
      }
    >
      <MortgageCalculator
        actions={(result, input) => (
          <>
            {result.headlineAmount > 0 ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={async () => {
                  if (await save({ maxMortgage: input, priceMax: result.headlineAmount })) navigate(next);
                }}
              >
                Zoek huizen tot {formatPrice(result.headlineAmount)}
              </button>
            ) : null}
          </>
        )}
      />
      {failed ? <Alert kind="error">{failed}</Alert> : null}
      <div className="profile-actions">
        <Link to={next} className="button button--ghost">
          Overslaan
        </Link>
      </div>
    </FunnelShell>
  );
}

/**
 * zoek/kansen: the profile's matches before signing up, then an account ('Gratis account aanmaken':
 * snel-registreren with the selling points; 'Ik heb al een account': meedoen). A logged-in viewer
 * takes the profile along here (assignSearchProfile; their own profile answers itself).
 */
export function FunnelChancesPage() {
  const base = useFunnelBase('zoeker');
  const { searchProfile: profile } = useFunnelProfile();
  const viewer = useCurrentViewer();
  const claim = useClaimProfile(viewer ? profile?.id : undefined);
  if (!profile) return <Navigate to={`${base}/zoek/basis`} replace />;
  const slug = encodeURIComponent(profile.slug);
  return (
    <FunnelShell
      steps={STEPS}
      step={3}
      title={`Jouw kansen in ${profilePlaceLabel(profile.query, profile.range)}`}
      intro={
        profile.priceMax != null ? (
          <p>Huizen tot {formatPrice(profile.priceMax)} die bij je zoekprofiel passen.</p>
        ) : null
      }
      wide
    >
      <ProfileMatches searchProfile={profile} />
      {viewer ? (
        <div className="profile-actions">
          {claim.status === 'claimed' ? (
            <Link to={paths.searchQuery(profile.slug)} className="button button--primary">
              Naar je zoekprofiel
            </Link>
          ) : claim.status === 'failed' ? (
            <p className="field__error">{claim.message}</p>
          ) : (
            <span className="muted">Je zoekprofiel wordt aan je account gekoppeld…</span>
          )}
        </div>
      ) : (
        <div className="funnel-signup">
          <p>
            Maak een gratis account aan bij {PRODUCT_NAME} om je zoekprofiel te bewaren. Dan laten we je weten wanneer
            er een nieuwe kans voorbijkomt.
          </p>
          <div className="profile-actions">
            <Link to={`${base}/zoek/snel-registreren?search_query_slug=${slug}`} className="button button--primary">
              Gratis account aanmaken
            </Link>
            <Link to={`${base}/zoek/meedoen?search_query_slug=${slug}`} className="button button--secondary">
              Ik heb al een account
            </Link>
          </div>
          <p className="muted">Zonder account bewaren we je zoekprofiel 7 dagen in deze browser.</p>
        </div>
      )}
    </FunnelShell>
  );
}

type ClaimState = { status: 'none' | 'claiming' | 'claimed' } | { status: 'failed'; message: string };

/** The logged-in viewer takes the funnel profile along (once per mount). */
function useClaimProfile(profileId: string | undefined): ClaimState {
  const [assign] = useAssignSearchProfileMutation();
  const [state, setState] = useState<ClaimState>({ status: 'none' });
  const started = useRef(false);
  useEffect(() => {
    if (!profileId || started.current) return;
    started.current = true;
    setState({ status: 'claiming' });
    assign(profileId, []).then(
      (outcome) => setState(outcome.ok ? { status: 'claimed' } : { status: 'failed', message: outcome.error.message }),
      () => {
        started.current = false;
        setState({ status: 'none' });
      },
    );
  }, [profileId, assign]);
  return state;
}
