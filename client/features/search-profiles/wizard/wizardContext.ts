import { createContext, useContext } from 'react';
import type { UpdateSearchProfileFields } from '../mutations/useUpdateSearchProfileMutation';

export interface ProfileWizardContextValue {
  slug: string;
  /** Saves fields of the current step; false when the server refused (messages are shown). */
  save: (fields: UpdateSearchProfileFields) => Promise<boolean>;
  saving: boolean;
}

export const ProfileWizardContext = createContext<ProfileWizardContextValue | null>(null);

export function useProfileWizard(): ProfileWizardContextValue {
  const value = useContext(ProfileWizardContext);
  if (!value) throw new Error('useProfileWizard outside the search-profile wizard');
  return value;
}
