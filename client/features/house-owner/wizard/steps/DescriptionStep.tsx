import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DescriptionStep_house$key } from '../../../../__generated__/DescriptionStep_house.graphql';
import { TextAreaField } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

export const SHORT_DESCRIPTION_MAX = 300;

/** omschrijving: short, factual and personal description (completion: all three). */
export function DescriptionStep({ house }: { house: DescriptionStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment DescriptionStep_house on House {
        shortDescription
        factualDescription
        personalDescription
      }
    `,
    house,
  );
  const saved = {
    shortDescription: data.shortDescription ?? '',
    factualDescription: data.factualDescription ?? '',
    personalDescription: data.personalDescription ?? '',
  };
  const [values, setValues] = useState(saved);
  const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());
  const toFields = (v: typeof saved) => ({
    shortDescription: blankToNull(v.shortDescription),
    factualDescription: blankToNull(v.factualDescription),
    personalDescription: blankToNull(v.personalDescription),
  });
  return (
    <StepForm
      step="omschrijving"
      intro={<p>Vertel zoekers wat je woning bijzonder maakt: eerst kort, dan de feiten, dan je eigen verhaal.</p>}
      dirty={isDirty(toFields(values), toFields(saved))}
      fields={() => toFields(values)}
    >
      <TextAreaField
        label="Korte omschrijving"
        field="shortDescription"
        rows={3}
        maxLength={SHORT_DESCRIPTION_MAX}
        placeholder="Bijvoorbeeld: Lichte eengezinswoning met zonnige tuin, vlak bij het park."
        hint="Wordt bovenaan je woningpagina getoond."
        counter={{ length: values.shortDescription.length, max: SHORT_DESCRIPTION_MAX }}
        value={values.shortDescription}
        onChange={(e) => setValues((v) => ({ ...v, shortDescription: e.target.value }))}
      />
      <TextAreaField
        label="Feitelijke omschrijving"
        field="factualDescription"
        rows={6}
        placeholder="Indeling, afwerking, isolatie, energielabel, onderhoud …"
        value={values.factualDescription}
        onChange={(e) => setValues((v) => ({ ...v, factualDescription: e.target.value }))}
      />
      <TextAreaField
        label="Persoonlijke omschrijving"
        field="personalDescription"
        rows={6}
        placeholder="Waarom woon je hier graag? Wat ga je missen?"
        value={values.personalDescription}
        onChange={(e) => setValues((v) => ({ ...v, personalDescription: e.target.value }))}
      />
    </StepForm>
  );
}
