import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveForm } from '../../client/components/forms/saveForm';
import {
  getSnapshot,
  reportFieldErrors,
  resetGlobalMessages,
  VALIDATION_FAILED_TEXT,
} from '../../client/errors/errorStore';

describe('saveForm: what a profile form shows after saving', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetGlobalMessages();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears the old field errors and shows the success text', async () => {
    reportFieldErrors({ bio: ['Te lang'] }, { toast: false });
    expect(await saveForm(async () => ({ ok: true }), 'Je bio is opgeslagen.')).toBe(true);
    expect(getSnapshot().fieldErrors).toEqual({});
    expect(getSnapshot().message).toMatchObject({ kind: 'success', text: 'Je bio is opgeslagen.' });
  });

  it('puts invalid input under its fields', async () => {
    const saved = await saveForm(
      async () => ({ ok: false, error: { kind: 'input', message: 'Ongeldig', fieldErrors: { email: ['Bezet'] } } }),
      'Opgeslagen',
    );
    expect(saved).toBe(false);
    expect(getSnapshot().fieldErrors).toEqual({ email: ['Bezet'] });
    expect(getSnapshot().message).toMatchObject({ kind: 'error', text: VALIDATION_FAILED_TEXT });
  });

  it('shows any other refusal as an error, and leaves a failed request to the global display', async () => {
    const refused = await saveForm(
      async () => ({ ok: false, error: { kind: 'other', typename: 'ForbiddenError', message: 'Niet toegestaan' } }),
      'Opgeslagen',
    );
    expect(refused).toBe(false);
    expect(getSnapshot().message).toMatchObject({ kind: 'error', text: 'Niet toegestaan' });
    resetGlobalMessages();
    expect(await saveForm(() => Promise.reject(new Error('offline')), 'Opgeslagen')).toBe(false);
    expect(getSnapshot().message).toBeNull();
  });
});
