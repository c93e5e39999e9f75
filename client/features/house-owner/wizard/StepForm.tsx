import type { ReactNode } from 'react';
import { WizardStepForm } from '../../../components/wizard/WizardStepForm';
import type { UpdateHouseFields } from '../mutations/useUpdateHouseMutation';
import { ownerPaths } from '../ownerPaths';
import { type HouseStep, neighbours, stepDefinition } from '../sections';
import { useWizard } from './wizardContext';

interface StepFormProps {
  step: HouseStep;
  intro?: ReactNode;
  children: ReactNode;
  /** The fields to save, or null when the step's own check failed (it shows its messages). */
  fields: () => UpdateHouseFields | null;
  /** Unchanged steps are not saved again. */
  dirty: boolean;
}

/** One step of the house wizard (updateHouse); the last step ends on the owner's view of the house. */
export function StepForm({ step, intro, children, fields, dirty }: StepFormProps) {
  const { slug, save, saving } = useWizard();
  const { previous, next } = neighbours(step);
  return (
    <WizardStepForm
      step={step}
      title={stepDefinition(step).title}
      intro={intro}
      fields={fields}
      dirty={dirty}
      save={save}
      saving={saving}
      previousTo={previous ? ownerPaths.edit(slug, previous) : null}
      nextTo={next ? ownerPaths.edit(slug, next) : ownerPaths.view(slug)}
      last={next === null}
    >
      {children}
    </WizardStepForm>
  );
}
