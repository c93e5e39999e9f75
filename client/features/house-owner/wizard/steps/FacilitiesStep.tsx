import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FacilitiesStep_house$key } from '../../../../__generated__/FacilitiesStep_house.graphql';
import type { FacilitiesStep_query$key } from '../../../../__generated__/FacilitiesStep_query.graphql';
import { CheckList } from '../../../../components/wizard/fields';
import { isDirty } from '../../../../components/wizard/WizardStepForm';
import { StepForm } from '../StepForm';

/** faciliteiten: at least one facility for completion. */
export function FacilitiesStep({ house, query }: { house: FacilitiesStep_house$key; query: FacilitiesStep_query$key }) {
  const data = useFragment(
    graphql`
      fragment FacilitiesStep_house on House {
        facilities {
          key
        }
      }
    `,
    house,
  );
  const { houseFacilities } = useFragment(
    graphql`
      fragment FacilitiesStep_query on Query {
        houseFacilities {
          key
          name
        }
      }
    `,
    query,
  );
  const options = houseFacilities.map((f) => ({ key: f.key, label: f.name }));
  const order = (keys: readonly string[]) => options.map((o) => o.key).filter((k) => keys.includes(k));
  const saved = order(data.facilities.map((f) => f.key));
  const [selected, setSelected] = useState<string[]>(saved);
  return (
    <StepForm
      step="faciliteiten"
      intro={<p>Wat heeft je woning allemaal? Zoekers filteren hierop.</p>}
      dirty={isDirty(order(selected), saved)}
      fields={() => ({ facilities: selected })}
    >
      <CheckList
        legend="Faciliteiten"
        field="facilities"
        options={options}
        selected={selected}
        onChange={setSelected}
      />
    </StepForm>
  );
}
