import { graphql, useFragment } from 'react-relay';
import type { HouseWizardProgress_house$key } from '../../../__generated__/HouseWizardProgress_house.graphql';
import { WizardProgress } from '../../../components/wizard/WizardProgress';
import { readHouseCompletion } from '../houseCompletion';
import { ownerPaths } from '../ownerPaths';
import { HOUSE_STEPS, type HouseStep, isStepDone } from '../sections';

/** The house wizard's progress list: every step, done or not (from house.completion; verhuistermijn when a term is chosen). */
export function HouseWizardProgress({ house, current }: { house: HouseWizardProgress_house$key; current: HouseStep }) {
  const data = useFragment(
    graphql`
      fragment HouseWizardProgress_house on House {
        slug
        ...houseCompletion_house
      }
    `,
    house,
  );
  const { completion, movingMonths } = readHouseCompletion(data);
  const steps = HOUSE_STEPS.map((step) => ({
    key: step.step,
    label: step.label,
    done: isStepDone(step, completion, movingMonths),
    to: ownerPaths.edit(data.slug, step.step),
  }));
  return <WizardProgress label="Onderdelen van je woning" steps={steps} current={current} />;
}
