import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  AdvisorProfileForm_advisor$data,
  AdvisorProfileForm_advisor$key,
} from '../../__generated__/AdvisorProfileForm_advisor.graphql';
import type { AdvisorProfileForm_references$key } from '../../__generated__/AdvisorProfileForm_references.graphql';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { Alert } from '../../components/forms/Alert';
import { FieldMessage } from '../../components/forms/Field';
import { useFieldError, useFieldErrors, useFieldErrorsOfThisForm } from '../../components/forms/fieldErrors';
import { saveForm } from '../../components/forms/saveForm';
import { TextField } from '../../components/forms/TextField';
import { firstFieldError } from '../../errors/errorStore';
import { paths } from '../../paths';
import { AVAILABILITY } from '../advisors/advisorFilters';
import type { LookupAddress } from '../house-owner/addressLookup';
import { PartnerAddressLookup } from '../house-owner/PartnerAddressLookup';
import {
  type AdvisorProfileValues,
  availabilityField,
  fittingCertificates,
  metresToKm,
  NEW_PROFILE,
  profileInput,
  splitChosenCertificates,
} from './advisorProfileForm';
import { useSaveAdvisorProfileMutation } from './mutations/useAdvisorProfileMutations';
import { WorkAreaSlider } from './WorkAreaSlider';

const advisorFragment = graphql`
  fragment AdvisorProfileForm_advisor on Advisor {
    id
    organisationOffice {
      name
      street
      streetNumber
      postalCode
      city
      organisation {
        name
      }
    }
    expertises {
      key
    }
    certificates {
      name
    }
    languages {
      code
    }
    isAvailableOfficehours
    isAvailableEvenings
    isAvailableWeekends
    range
    acceptTerms
  }
`;

const referencesFragment = graphql`
  fragment AdvisorProfileForm_references on Query {
    expertises {
      key
      name
    }
    certificates {
      name
      expertises {
        key
      }
    }
    advisorLanguages {
      code
      name
    }
  }
`;

type Office = NonNullable<AdvisorProfileForm_advisor$data['organisationOffice']>;

/** The stored office as the address lookup shows a found address (it is not looked up again). */
function officeAddress(office: Office): LookupAddress {
  const street = office.street ?? '';
  const houseNumber = office.streetNumber ?? '';
  const postalCode = office.postalCode ?? '';
  const city = office.city ?? '';
  return {
    id: '',
    street,
    houseNumber,
    postalCode,
    city,
    weergavenaam: `${street} ${houseNumber}, ${postalCode} ${city}`,
  };
}

function storedValues(advisor: AdvisorProfileForm_advisor$data): AdvisorProfileValues {
  const office = advisor.organisationOffice;
  const organisationName = office?.organisation.name ?? '';
  return {
    organisationName,
    // An office named after its organisation keeps following it.
    officeName: office && office.name !== organisationName ? office.name : '',
    address: office ? officeAddress(office) : null,
    addressLookedUp: false,
    expertises: advisor.expertises.map((e) => e.key),
    certificates: advisor.certificates.map((c) => c.name),
    languages: advisor.languages.map((l) => l.code),
    isAvailableOfficehours: advisor.isAvailableOfficehours,
    isAvailableEvenings: advisor.isAvailableEvenings,
    isAvailableWeekends: advisor.isAvailableWeekends,
    rangeKm: metresToKm(advisor.range),
    acceptTerms: advisor.acceptTerms,
  };
}

interface AdvisorProfileFormProps {
  /** The viewer's profile; null: a new one. */
  advisor: AdvisorProfileForm_advisor$key | null;
  references: AdvisorProfileForm_references$key;
}

/**
 * The advisor profile: organisation and office (the house address lookup), expertises,
 * the certificates that vouch for them, languages, availability, the work area and the terms. The
 * server's message for a field shows under that field.
 */
export function AdvisorProfileForm({ advisor: advisorRef, references }: AdvisorProfileFormProps) {
  const advisor = useFragment(advisorFragment, advisorRef);
  const catalogue = useFragment(referencesFragment, references);
  useFieldErrorsOfThisForm();
  const [values, setValues] = useState<AdvisorProfileValues>(() => (advisor ? storedValues(advisor) : NEW_PROFILE));
  /** Certificates taken off because the expertises they vouch for were unticked. */
  const [dropped, setDropped] = useState<string[]>([]);
  const [save, busy] = useSaveAdvisorProfileMutation();
  const published = advisor?.acceptTerms === true;

  const certificates = useMemo(
    () => catalogue.certificates.map((c) => ({ name: c.name, expertiseKeys: c.expertises.map((e) => e.key) })),
    [catalogue.certificates],
  );
  const set = <K extends keyof AdvisorProfileValues>(key: K, value: AdvisorProfileValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const setExpertises = (expertises: string[]) => {
    const { kept, dropped: gone } = splitChosenCertificates(values.certificates, certificates, expertises);
    setValues((v) => ({ ...v, expertises, certificates: kept }));
    if (gone.length) setDropped((d) => [...new Set([...d, ...gone])]);
  };
  const droppedNow = dropped.filter((name) => !values.certificates.includes(name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const saved = await saveForm(
      () => save(advisor?.id ?? null, profileInput(values)),
      advisor ? 'Je adviesprofiel is opgeslagen.' : 'Je adviesprofiel is gepubliceerd.',
    );
    if (saved) {
      setValues((v) => ({ ...v, addressLookedUp: false }));
      setDropped([]);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Adviesprofiel" className="advisor-profile-form">
      <section className="dashboard-card card advisor-profile-form__section" aria-labelledby="advisor-office-title">
        <h2 id="advisor-office-title">Organisatie en kantoor</h2>
        <TextField
          label="Naam van je organisatie"
          name="organisationName"
          autoComplete="organization"
          value={values.organisationName}
          onChange={(e) => set('organisationName', e.target.value)}
        />
        <TextField
          label="Naam van je kantoor (optioneel)"
          name="officeName"
          hint="Leeg gelaten heet je kantoor zoals je organisatie."
          value={values.officeName}
          onChange={(e) => set('officeName', e.target.value)}
        />
        <OfficeAddressField
          value={values.address}
          onChange={(address) => setValues((v) => ({ ...v, address, addressLookedUp: true }))}
        />
      </section>

      <section className="dashboard-card card advisor-profile-form__section" aria-labelledby="advisor-work-title">
        <h2 id="advisor-work-title">Wat je doet</h2>
        <ChoiceField field="expertises">
          <CheckboxGroup
            legend="Expertises"
            options={catalogue.expertises.map((e) => ({ key: e.key, label: e.name }))}
            selected={values.expertises}
            onChange={setExpertises}
            limit={catalogue.expertises.length}
          />
        </ChoiceField>
        <ChoiceField field="certificates">
          {values.expertises.length === 0 ? (
            <p className="muted advisor-profile-form__empty">
              <strong>Certificaten</strong>
              <br />
              Kies eerst je expertises; dan zie je de certificaten die daarbij horen.
            </p>
          ) : (
            <CheckboxGroup
              legend="Certificaten"
              options={fittingCertificates(certificates, values.expertises).map((c) => ({
                key: c.name,
                label: c.name,
              }))}
              selected={values.certificates}
              onChange={(chosen) => set('certificates', chosen)}
              limit={certificates.length}
            />
          )}
          {droppedNow.length ? (
            <Alert kind="warning">
              Niet meer gekozen, omdat ze niet bij je expertises horen: {droppedNow.join(', ')}.
            </Alert>
          ) : null}
        </ChoiceField>
        <ChoiceField field="languages">
          <CheckboxGroup
            legend="Talen"
            options={catalogue.advisorLanguages.map((l) => ({ key: l.code, label: l.name }))}
            selected={values.languages}
            onChange={(chosen) => set('languages', chosen)}
          />
        </ChoiceField>
      </section>

      <section className="dashboard-card card advisor-profile-form__section" aria-labelledby="advisor-area-title">
        <h2 id="advisor-area-title">Bereikbaarheid en werkgebied</h2>
        <fieldset className="checkbox-group">
          <legend className="checkbox-group__legend">Bereikbaar</legend>
          {AVAILABILITY.map(([key, , label]) => {
            const field = availabilityField(key);
            return (
              <label key={key} className="checkbox">
                <input
                  type="checkbox"
                  name={field}
                  checked={values[field]}
                  onChange={(e) => set(field, e.target.checked)}
                />
                <span>{label}</span>
              </label>
            );
          })}
        </fieldset>
        <WorkAreaSlider km={values.rangeKm} onChange={(km) => set('rangeKm', km)} />
      </section>

      <section className="dashboard-card card advisor-profile-form__section" aria-label="Publiceren">
        <TermsField checked={values.acceptTerms} published={published} onChange={(on) => set('acceptTerms', on)} />
        <div className="advisor-profile-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Bezig…' : advisor ? 'Opslaan' : 'Adviesprofiel publiceren'}
          </button>
        </div>
      </section>
    </form>
  );
}

/** A group of choices with the server's message for `field` under it. */
function ChoiceField({ field, children }: { field: string; children: ReactNode }) {
  const error = useFieldError(field);
  return (
    <div className={`advisor-profile-form__choices${error ? ' field--invalid' : ''}`} data-field={field}>
      {children}
      {error ? <FieldMessage>{error}</FieldMessage> : null}
    </div>
  );
}

/** The office address through the house address lookup; the server's address message under it. */
function OfficeAddressField({
  value,
  onChange,
}: {
  value: LookupAddress | null;
  onChange: (address: LookupAddress | null) => void;
}) {
  const errors = useFieldErrors();
  const error = ['postalCode', 'streetNumber', 'ngrAddressId']
    .map((field) => firstFieldError(errors, field))
    .find(Boolean);
  return (
    <fieldset className={`advisor-profile-form__office${error ? ' field--invalid' : ''}`} data-field="address">
      <legend className="field__label">Adres van je kantoor</legend>
      <PartnerAddressLookup value={value} onChange={onChange} />
      {error ? <FieldMessage>{error}</FieldMessage> : null}
    </fieldset>
  );
}

/** Publishing needs the terms; once published they stay accepted (delete the profile to stop). */
function TermsField({
  checked,
  published,
  onChange,
}: {
  checked: boolean;
  published: boolean;
  onChange: (checked: boolean) => void;
}) {
  const error = useFieldError('acceptTerms');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-field="acceptTerms">
      <label className="checkbox">
        <input
          type="checkbox"
          name="acceptTerms"
          checked={checked}
          disabled={published}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'advisor-terms-error' : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          Ik ga akkoord met de{' '}
          <a href={paths.terms()} target="_blank" rel="noreferrer">
            voorwaarden
          </a>{' '}
          en publiceer mijn adviesprofiel
        </span>
      </label>
      {published ? (
        <span className="field__hint">Je adviesprofiel is gepubliceerd. Wil je stoppen? Verwijder het hieronder.</span>
      ) : null}
      {error ? <FieldMessage id="advisor-terms-error">{error}</FieldMessage> : null}
    </div>
  );
}
