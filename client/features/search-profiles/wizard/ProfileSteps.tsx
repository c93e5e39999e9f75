import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileSteps_query$key } from '../../../__generated__/ProfileSteps_query.graphql';
import type { profileWizardData_searchProfile$data } from '../../../__generated__/profileWizardData_searchProfile.graphql';
import { CheckList, ChoiceList, IntegerField } from '../../../components/wizard/fields';
import { isDirty } from '../../../components/wizard/WizardStepForm';
import { formatPrice } from '../../../format';
import { MOVING_MONTHS_OPTIONS } from '../../../format/movingMonths';
import { PlaceCombobox } from '../../search/PlaceCombobox';
import type { PlaceSuggestion } from '../../search/usePlaceSuggestions';
import { MortgageCalculator } from '../MortgageCalculator';
import type { MaxMortgageVariables } from '../mortgageForm';
import { type ProfileStep, profilePlaceLabel, TAG_CATEGORY_BUILDING_STYLE, TAG_CATEGORY_LOCATION } from '../sections';
import { ProfileStepForm } from './ProfileStepForm';

type Profile = profileWizardData_searchProfile$data;

/** The reference data the steps offer (house types, tags, facilities). */
export const profileStepsQueryFragment = graphql`
  fragment ProfileSteps_query on Query {
    houseTypes {
      key
      name
    }
    houseFacilities {
      key
      name
    }
    tagCategories {
      tags {
        key
        name
        tagCategoryId
      }
    }
  }
`;

export const RANGE_OPTIONS_KM = [0, 2, 5, 10, 15, 25, 50] as const;
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;

/** One of the ten steps of spec §2 for `profile`. */
export function ProfileStepView({
  step,
  profile,
  query,
}: {
  step: ProfileStep;
  profile: Profile;
  query: ProfileSteps_query$key;
}) {
  const refs = useFragment(profileStepsQueryFragment, query);
  switch (step) {
    case 'locatie':
      return <LocationStep profile={profile} />;
    case 'verhuistermijn':
      return <MovingStep profile={profile} />;
    case 'kenmerken':
      return <BedroomsStep profile={profile} />;
    case 'type':
      return (
        <ListStep
          step="type"
          field="houseTypes"
          legend="Type woning"
          intro="Kies alle soorten woningen waar je aan denkt."
          options={refs.houseTypes.map((t) => ({ key: t.key, label: t.name }))}
          saved={profile.houseTypes.map((t) => t.key)}
          toFields={(keys) => ({ houseTypes: keys })}
        />
      );
    case 'afmetingen':
      return <SizeStep profile={profile} />;
    case 'eigenschappen':
      return <RangeStep profile={profile} />;
    case 'budget':
      return <BudgetStep profile={profile} />;
    case 'bouwstijl':
    case 'ligging': {
      const category = step === 'bouwstijl' ? TAG_CATEGORY_BUILDING_STYLE : TAG_CATEGORY_LOCATION;
      const other = profile.tags.filter((t) => t.tagCategoryId !== category).map((t) => t.key);
      return (
        <ListStep
          step={step}
          field="tags"
          legend={step === 'bouwstijl' ? 'Bouwstijl' : 'Ligging'}
          intro={step === 'bouwstijl' ? 'Kies de bouwstijlen die je mooi vindt.' : 'Kies waar het huis mag liggen.'}
          options={refs.tagCategories
            .flatMap((c) => c.tags)
            .filter((t) => t.tagCategoryId === category)
            .map((t) => ({ key: t.key, label: t.name }))}
          saved={profile.tags.filter((t) => t.tagCategoryId === category).map((t) => t.key)}
          // Tags are one list: keep the other category's as they are.
          toFields={(keys) => ({ tags: [...other, ...keys] })}
        />
      );
    }
    case 'faciliteiten':
      return (
        <ListStep
          step="faciliteiten"
          field="houseFacilities"
          legend="Faciliteiten"
          intro="Wat moet het huis in elk geval hebben?"
          options={refs.houseFacilities.map((f) => ({ key: f.key, label: f.name }))}
          saved={profile.houseFacilities.map((f) => f.key)}
          toFields={(keys) => ({ houseFacilities: keys })}
        />
      );
  }
}

/** locatie: a place of the lookup (spec §5: a typed text without a chosen suggestion is refused). */
function LocationStep({ profile }: { profile: Profile }) {
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [kept, setKept] = useState(Boolean(profile.queryType));
  const [invalid, setInvalid] = useState(false);
  return (
    <ProfileStepForm
      step="locatie"
      intro={<p>Kies een plaats of gemeente. Bij de volgende stappen vertel je wat voor huis je zoekt.</p>}
      dirty={place !== null || !kept}
      fields={() => {
        if (place) return { placeId: place.id };
        setInvalid(true);
        return null;
      }}
    >
      <div className="profile-place">
        <PlaceCombobox
          label="Plaats of gemeente"
          placeholder="Plaats of gemeente, bijv. Utrecht"
          initialText={profile.query ?? ''}
          chosen={place !== null || kept}
          onChange={(p) => {
            setPlace(p);
            if (!p) setKept(false);
          }}
          invalid={invalid}
          onInvalidChange={setInvalid}
        />
      </div>
    </ProfileStepForm>
  );
}

function MovingStep({ profile }: { profile: Profile }) {
  const [months, setMonths] = useState<number | null>(profile.movingMonths ?? null);
  return (
    <ProfileStepForm
      step="verhuistermijn"
      intro={<p>Zo weten verkopers hoeveel tijd je hebt. Je kunt dit later altijd aanpassen.</p>}
      dirty={isDirty({ months }, { months: profile.movingMonths ?? null })}
      fields={() => (months == null ? {} : { movingMonths: months })}
    >
      <ChoiceList
        legend="Ik wil verhuizen"
        name="movingMonths"
        field="movingMonths"
        options={MOVING_MONTHS_OPTIONS}
        value={months}
        onChange={setMonths}
      />
    </ProfileStepForm>
  );
}

function BedroomsStep({ profile }: { profile: Profile }) {
  const [bedrooms, setBedrooms] = useState<number>(profile.numberBedroomsMin);
  return (
    <ProfileStepForm
      step="kenmerken"
      dirty={bedrooms !== profile.numberBedroomsMin}
      fields={() => ({ numberBedroomsMin: bedrooms })}
    >
      <ChoiceList
        legend="Minimaal aantal slaapkamers"
        name="numberBedroomsMin"
        field="numberBedroomsMin"
        layout="tiles"
        options={BEDROOM_OPTIONS.map((n) => ({ value: n, label: `${n} of meer` }))}
        value={bedrooms}
        onChange={setBedrooms}
      />
    </ProfileStepForm>
  );
}

function SizeStep({ profile }: { profile: Profile }) {
  const [living, setLiving] = useState<number | null>(profile.livingM2Min ?? null);
  return (
    <ProfileStepForm
      step="afmetingen"
      intro={<p>Laat leeg als het je niet uitmaakt.</p>}
      dirty={living !== (profile.livingM2Min ?? null)}
      fields={() => ({ livingM2Min: living })}
    >
      <IntegerField
        label="Woonoppervlakte minimaal"
        field="livingM2Min"
        suffix="m²"
        value={living}
        onChange={setLiving}
      />
    </ProfileStepForm>
  );
}

function RangeStep({ profile }: { profile: Profile }) {
  const [range, setRange] = useState<number>(profile.range);
  const place = profilePlaceLabel(profile.query, 0);
  return (
    <ProfileStepForm
      step="eigenschappen"
      intro={<p>Hoe groter je zoekgebied, hoe meer kansen.</p>}
      dirty={range !== profile.range}
      fields={() => ({ range })}
    >
      <ChoiceList
        legend="Afstand"
        name="range"
        field="range"
        options={RANGE_OPTIONS_KM.map((km) => ({
          value: km,
          label: km === 0 ? `Alleen in ${place}` : `Tot ${km} km rond ${place}`,
        }))}
        value={range}
        onChange={setRange}
      />
    </ProfileStepForm>
  );
}

function BudgetStep({ profile }: { profile: Profile }) {
  const [priceMin, setPriceMin] = useState<number | null>(profile.priceMin ?? null);
  const [priceMax, setPriceMax] = useState<number | null>(profile.priceMax ?? null);
  const [mortgage, setMortgage] = useState<MaxMortgageVariables | null>(null);
  const [calculating, setCalculating] = useState(false);
  const saved = { priceMin: profile.priceMin ?? null, priceMax: profile.priceMax ?? null };
  return (
    <>
      <ProfileStepForm
        step="budget"
        intro={<p>Een minimum, een maximum of allebei.</p>}
        dirty={mortgage !== null || isDirty({ priceMin, priceMax }, saved)}
        fields={() => ({ priceMin, priceMax, ...(mortgage && { maxMortgage: mortgage }) })}
      >
        <div className="form-grid price-fields">
          <IntegerField label="Minimumprijs" field="priceMin" prefix="€" value={priceMin} onChange={setPriceMin} />
          <IntegerField label="Maximumprijs" field="priceMax" prefix="€" value={priceMax} onChange={setPriceMax} />
        </div>
        {profile.maxMortgage != null && mortgage === null ? (
          <p className="muted">Je maximale hypotheek: ongeveer {formatPrice(profile.maxMortgage)}.</p>
        ) : null}
        {calculating ? null : (
          <button type="button" className="button button--ghost" onClick={() => setCalculating(true)}>
            Bereken je maximale hypotheek
          </button>
        )}
      </ProfileStepForm>
      {/* Its own form, after the step's (forms do not nest). */}
      {calculating ? (
        <section className="profile-budget__calculator" aria-label="Maximale hypotheek">
          <h3>Bereken je maximale hypotheek</h3>
          <MortgageCalculator
            actions={(result, input) =>
              result.headlineAmount > 0 ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setPriceMax(result.headlineAmount);
                    setMortgage(input);
                    setCalculating(false);
                  }}
                >
                  Gebruik {formatPrice(result.headlineAmount)} als maximumprijs
                </button>
              ) : null
            }
          />
        </section>
      ) : null}
    </>
  );
}

/** A multiple choice of reference data (type, bouwstijl, ligging, faciliteiten). */
function ListStep({
  step,
  field,
  legend,
  intro,
  options,
  saved,
  toFields,
}: {
  step: ProfileStep;
  field: string;
  legend: string;
  intro: string;
  options: { key: string; label: string }[];
  saved: string[];
  toFields: (keys: string[]) => { houseTypes?: string[]; tags?: string[]; houseFacilities?: string[] };
}) {
  const [selected, setSelected] = useState<string[]>(saved);
  const order = (keys: readonly string[]) => options.map((o) => o.key).filter((k) => keys.includes(k));
  return (
    <ProfileStepForm
      step={step}
      intro={<p>{intro}</p>}
      dirty={isDirty(order(selected), order(saved))}
      fields={() => toFields(selected)}
    >
      <CheckList legend={legend} field={field} options={options} selected={selected} onChange={setSelected} />
    </ProfileStepForm>
  );
}
