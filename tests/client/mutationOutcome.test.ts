import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../client/relay/mutations';

type Result =
  | { readonly __typename: 'AddHousePayload'; readonly house: { readonly id: string } }
  | {
      readonly __typename: 'InputError';
      readonly message: string;
      readonly fieldErrors: readonly { field: string; messages: string[] }[];
    }
  | { readonly __typename: 'DomainError'; readonly message: string; readonly code: number }
  | { readonly __typename: '%other' };

// Typed as the whole union, as a generated response is.
const result = (r: Result) => r;

describe('outcomeOf: a mutation result union as payload or user error', () => {
  it('gives the payload member as data', () => {
    const outcome = outcomeOf(
      result({ __typename: 'AddHousePayload', house: { id: 'SG91c2U6MQ==' } }),
      'AddHousePayload',
    );
    expect(outcome).toEqual({ ok: true, data: { __typename: 'AddHousePayload', house: { id: 'SG91c2U6MQ==' } } });
  });

  it('gives an InputError with its field errors and a DomainError with its code', () => {
    const input = outcomeOf(
      result({
        __typename: 'InputError',
        message: 'Controleer de invoer',
        fieldErrors: [{ field: 'price', messages: ['Vul een prijs in.'] }],
      }),
      'AddHousePayload',
    );
    expect(input).toEqual({
      ok: false,
      error: { kind: 'input', message: 'Controleer de invoer', fieldErrors: { price: ['Vul een prijs in.'] } },
    });
    const domain = outcomeOf(
      result({ __typename: 'DomainError', message: 'Dit is niet jouw woning.', code: 403 }),
      'AddHousePayload',
    );
    expect(domain).toEqual({ ok: false, error: { kind: 'other', message: 'Dit is niet jouw woning.', code: 403 } });
  });

  it('falls back on the given error for a member the client does not know, and says so when there is no answer', () => {
    const fallback = { kind: 'other', message: 'Het uploaden is mislukt.', code: null } as const;
    expect(outcomeOf(result({ __typename: '%other' }), 'AddHousePayload', fallback)).toEqual({
      ok: false,
      error: fallback,
    });
    expect(outcomeOf(result({ __typename: '%other' }), 'AddHousePayload')).toEqual({
      ok: false,
      error: { kind: 'other', message: 'Er ging iets mis. Probeer het later opnieuw.', code: null },
    });
    expect(outcomeOf(null as Result | null, 'AddHousePayload')).toEqual({
      ok: false,
      error: { kind: 'other', message: 'Geen antwoord van de server', code: null },
    });
  });
});
