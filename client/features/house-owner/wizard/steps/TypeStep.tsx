import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TypeStep_house$key } from '../../../../__generated__/TypeStep_house.graphql';
import type { TypeStep_query$key } from '../../../../__generated__/TypeStep_query.graphql';
import { ChoiceList } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

/** type: the house type (completion: type). */
export function TypeStep({ house, query }: { house: TypeStep_house$key; query: TypeStep_query$key }) {
  const data = useFragment(
    graphql`
      fragment TypeStep_house on House {
        houseType {
          key
        }
      }
    `,
    house,
  );
  const { houseTypes } = useFragment(
    graphql`
      fragment TypeStep_query on Query {
        houseTypes {
          key
          name
        }
      }
    `,
    query,
  );
  const saved = data.houseType?.key ?? null;
  const [houseType, setHouseType] = useState<string | null>(saved);
  return (
    <StepForm
      step="type"
      intro={<p>Zoekers filteren op het type woning. Kies wat het beste past.</p>}
      dirty={isDirty({ houseType }, { houseType: saved })}
      fields={() => ({ houseType })}
    >
      <ChoiceList
        legend="Type woning"
        name="houseType"
        field="houseType"
        layout="tiles"
        options={houseTypes.map((t) => ({ value: t.key, label: t.name }))}
        value={houseType}
        onChange={setHouseType}
      />
    </StepForm>
  );
}
