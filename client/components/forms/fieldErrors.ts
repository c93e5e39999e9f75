import { useEffect } from 'react';
import { clearFieldErrors, type FieldErrors, firstFieldError } from '../../errors/errorStore';
import { useGlobalMessages } from '../GlobalMessages';

/** The per-field errors of the last failed save (spec §8), from the global store. */
export function useFieldErrors(): FieldErrors {
  return useGlobalMessages().fieldErrors;
}

/** The first server message for one field (shown under it), or undefined. */
export function useFieldError(field: string | undefined): string | undefined {
  const fieldErrors = useFieldErrors();
  return field ? firstFieldError(fieldErrors, field) : undefined;
}

/** A form owns the field errors while it is on screen: none are left over from another form. */
export function useFieldErrorsOfThisForm() {
  useEffect(() => {
    clearFieldErrors();
    return () => clearFieldErrors();
  }, []);
}
