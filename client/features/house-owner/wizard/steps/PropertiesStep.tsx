import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PropertiesStep_house$key } from '../../../../__generated__/PropertiesStep_house.graphql';
import { IntegerField } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

type Key = 'numberRooms' | 'numberBedrooms' | 'numberBathrooms' | 'numberToilets' | 'numberStories';

const FIELDS: { key: Key; label: string; field: string }[] = [
  { key: 'numberRooms', label: 'Kamers', field: 'numberRooms' },
  { key: 'numberBedrooms', label: 'Slaapkamers', field: 'numberBedrooms' },
  { key: 'numberBathrooms', label: 'Badkamers', field: 'numberBathrooms' },
  { key: 'numberToilets', label: 'Toiletten', field: 'numberToilets' },
  { key: 'numberStories', label: 'Woonlagen', field: 'numberStories' },
];

/** Spec §9 "Default rooms 1, bedrooms 1"; the other counts start at 1 as well. */
const DEFAULT_COUNT = 1;

/** eigenschappen: rooms, bedrooms, bathrooms, toilets, stories (completion: all but toilets). */
export function PropertiesStep({ house }: { house: PropertiesStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment PropertiesStep_house on House {
        numberRooms
        numberBedrooms
        numberBathrooms
        numberToilets
        numberStories
      }
    `,
    house,
  );
  const saved: Record<Key, number | null> = {
    numberRooms: data.numberRooms,
    numberBedrooms: data.numberBedrooms,
    numberBathrooms: data.numberBathrooms ?? null,
    numberToilets: data.numberToilets ?? null,
    numberStories: data.numberStories ?? null,
  };
  const [values, setValues] = useState<Record<Key, number | null>>(() => {
    const initial = { ...saved };
    for (const f of FIELDS) initial[f.key] ??= DEFAULT_COUNT;
    return initial;
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  return (
    <StepForm
      step="eigenschappen"
      intro={<p>Hoeveel ruimtes heeft je woning?</p>}
      dirty={isDirty(values, saved)}
      fields={() => {
        const problems: Partial<Record<Key, string>> = {};
        if (values.numberRooms == null) problems.numberRooms = 'Vul het aantal kamers in.';
        if (values.numberBedrooms == null) problems.numberBedrooms = 'Vul het aantal slaapkamers in.';
        if (values.numberRooms != null && values.numberBedrooms != null && values.numberBedrooms > values.numberRooms)
          problems.numberBedrooms = 'Er kunnen niet meer slaapkamers dan kamers zijn.';
        setErrors(problems);
        if (Object.keys(problems).length > 0 || values.numberRooms == null || values.numberBedrooms == null)
          return null;
        return { ...values, numberRooms: values.numberRooms, numberBedrooms: values.numberBedrooms };
      }}
    >
      <div className="form-grid form-grid--counts">
        {FIELDS.map((f) => (
          <IntegerField
            key={f.key}
            label={f.label}
            field={f.field}
            value={values[f.key]}
            max={100}
            error={errors[f.key]}
            onChange={(value) => {
              setErrors({});
              setValues((v) => ({ ...v, [f.key]: value }));
            }}
          />
        ))}
      </div>
    </StepForm>
  );
}
