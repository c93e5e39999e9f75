import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MovingStep_house$key } from '../../../../__generated__/MovingStep_house.graphql';
import { ChoiceList } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { MOVING_MONTHS_OPTIONS } from '../../../../format/movingMonths';
import { StepForm } from '../StepForm';

/** verhuistermijn: when the seller wants to move (0, 1, 3, 6, 12, 24 months; spec §3 labels). */
export function MovingStep({ house }: { house: MovingStep_house$key }) {
  const data = useFragment(
    graphql`
      fragment MovingStep_house on House {
        movingMonths
      }
    `,
    house,
  );
  const [months, setMonths] = useState<number | null>(data.movingMonths ?? null);
  return (
    <StepForm
      step="verhuistermijn"
      intro={<p>Zo weten zoekers hoeveel tijd ze hebben. Je kunt dit later altijd aanpassen.</p>}
      dirty={isDirty({ months }, { months: data.movingMonths ?? null })}
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
    </StepForm>
  );
}
