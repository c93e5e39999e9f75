import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CharacteristicsStep_house$key } from '../../../../__generated__/CharacteristicsStep_house.graphql';
import type { CharacteristicsStep_query$key } from '../../../../__generated__/CharacteristicsStep_query.graphql';
import { useFieldError } from '../../../../components/forms/fieldErrors';
import { FieldMessage } from '../../../../components/forms/TextField';
import { IntegerField } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

/** kenmerken: house type and bedrooms (completion: characteristics), plus the construction year. */
export function CharacteristicsStep({
  house,
  query,
}: {
  house: CharacteristicsStep_house$key;
  query: CharacteristicsStep_query$key;
}) {
  const data = useFragment(
    graphql`
      fragment CharacteristicsStep_house on House {
        houseType {
          key
        }
        numberBedrooms
        constructionYear
      }
    `,
    house,
  );
  const { houseTypes } = useFragment(
    graphql`
      fragment CharacteristicsStep_query on Query {
        houseTypes {
          key
          name
        }
      }
    `,
    query,
  );
  const id = useId();
  const saved: { houseType: string | null; numberBedrooms: number | null; constructionYear: number | null } = {
    houseType: data.houseType?.key ?? null,
    numberBedrooms: data.numberBedrooms,
    constructionYear: data.constructionYear ?? null,
  };
  const [values, setValues] = useState(saved);
  const [localError, setLocalError] = useState<string | undefined>();
  const typeError = useFieldError('houseType');
  return (
    <StepForm
      step="kenmerken"
      intro={<p>De basis: wat voor woning het is en hoeveel slaapkamers er zijn.</p>}
      dirty={isDirty(values, saved)}
      fields={() => {
        if (values.numberBedrooms == null) {
          setLocalError('Vul het aantal slaapkamers in.');
          return null;
        }
        return { ...values, numberBedrooms: values.numberBedrooms };
      }}
    >
      <div className="form-grid form-grid--2">
        <div className={`field${typeError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-type`}>
            Soort woning
          </label>
          <select
            id={`${id}-type`}
            name="houseType"
            className="select"
            value={values.houseType ?? ''}
            aria-invalid={typeError ? true : undefined}
            onChange={(e) => setValues({ ...values, houseType: e.target.value || null })}
          >
            <option value="">Kies een soort woning</option>
            {houseTypes.map((type) => (
              <option key={type.key} value={type.key}>
                {type.name}
              </option>
            ))}
          </select>
          {typeError ? <FieldMessage>{typeError}</FieldMessage> : null}
        </div>
        <IntegerField
          label="Slaapkamers"
          field="numberBedrooms"
          value={values.numberBedrooms}
          max={100}
          error={localError}
          onChange={(numberBedrooms) => {
            setLocalError(undefined);
            setValues({ ...values, numberBedrooms });
          }}
        />
        <IntegerField
          label="Bouwjaar"
          field="constructionYear"
          value={values.constructionYear}
          placeholder="Bijvoorbeeld 1998"
          max={2100}
          hint="Optioneel"
          onChange={(constructionYear) => setValues({ ...values, constructionYear })}
        />
      </div>
    </StepForm>
  );
}
