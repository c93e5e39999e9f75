import { describe, expect, it } from 'vitest';
import { doneOrError, outcomeOf, userErrorOf } from '../../client/relay/mutations';
import { errorResult } from './relayResults';

// A result union as Relay types it: the payload's fields optional, `error` set for an Error member.
type Result = { readonly __typename: string; readonly house?: { readonly id: string }; readonly error?: never };
const result = (r: Result) => r;

describe('outcomeOf: a result union as payload or user error', () => {
  it('gives the payload member as data', () => {
    const outcome = outcomeOf(
      result({ __typename: 'AddHousePayload', house: { id: 'SG91c2U6MQ==' } }),
      'AddHousePayload',
    );
    expect(outcome).toEqual({ ok: true, data: { __typename: 'AddHousePayload', house: { id: 'SG91c2U6MQ==' } } });
    expect(doneOrError(result({ __typename: 'AddHousePayload' }), 'AddHousePayload')).toEqual({ ok: true, data: null });
  });

  it('gives an InputError with its field errors, and any other error with its typename to branch on', () => {
    const input = outcomeOf(
      errorResult({
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
    const forbidden = outcomeOf(
      errorResult({ __typename: 'ForbiddenError', message: 'Dit is niet jouw woning.' }),
      'AddHousePayload',
    );
    expect(forbidden).toEqual({
      ok: false,
      error: { kind: 'other', typename: 'ForbiddenError', message: 'Dit is niet jouw woning.' },
    });
    expect(
      userErrorOf(errorResult({ __typename: 'RateLimitedError', message: 'wacht', retryAfterSeconds: 42 })),
    ).toEqual({ kind: 'rateLimited', message: 'wacht', retryAfterSeconds: 42 });
  });

  it('falls back on the given error for a member the client does not know, and says so when there is no answer', () => {
    const fallback = { kind: 'other', typename: null, message: 'Het uploaden is mislukt.' } as const;
    expect(outcomeOf(result({ __typename: '%other' }), 'AddHousePayload', fallback)).toEqual({
      ok: false,
      error: fallback,
    });
    expect(outcomeOf(result({ __typename: '%other' }), 'AddHousePayload')).toEqual({
      ok: false,
      error: { kind: 'other', typename: null, message: 'Er ging iets mis. Probeer het later opnieuw.' },
    });
    expect(outcomeOf(null as Result | null, 'AddHousePayload')).toEqual({
      ok: false,
      error: { kind: 'other', typename: null, message: 'Geen antwoord van de server' },
    });
  });
});
