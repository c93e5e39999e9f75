import { createContext, useContext } from 'react';
import type { UpdateHouseFields } from '../mutations/useUpdateHouseMutation';

export interface WizardContextValue {
  /** Global id of the house. */
  houseId: string;
  slug: string;
  /** Saves fields of the current step; false when the server refused (messages are shown). */
  save: (fields: UpdateHouseFields) => Promise<boolean>;
  saving: boolean;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the house wizard');
  return value;
}
