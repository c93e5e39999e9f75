import type { ReactNode } from 'react';
import { WizardStepForm } from '../../../components/wizard/WizardStepForm';
import { paths } from '../../../paths';
import type { UpdateSearchProfileFields } from '../mutations/useUpdateSearchProfileMutation';
import { type ProfileStep, profileNeighbours, profileStepDefinition } from '../sections';
import { useProfileWizard } from './wizardContext';

/** One step of the search-profile wizard (updateSearchProfile); the last one ends on the profile's view. */
export function ProfileStepForm({
  step,
  intro,
  children,
  fields,
  dirty,
}: {
  step: ProfileStep;
  intro?: ReactNode;
  children: ReactNode;
  fields: () => UpdateSearchProfileFields | null;
  dirty: boolean;
}) {
  const { slug, save, saving } = useProfileWizard();
  const { previous, next } = profileNeighbours(step);
  return (
    <WizardStepForm
      step={step}
      title={profileStepDefinition(step).title}
      intro={intro}
      fields={fields}
      dirty={dirty}
      save={save}
      saving={saving}
      previousTo={previous ? paths.searchQueryEdit(slug, previous) : null}
      nextTo={next ? paths.searchQueryEdit(slug, next) : paths.searchQuery(slug)}
      last={next === null}
    >
      {children}
    </WizardStepForm>
  );
}
