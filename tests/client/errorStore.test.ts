import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFieldErrors,
  getSnapshot,
  NO_RESPONSE_TEXT,
  reportHttpError,
  reportNoResponse,
  resetGlobalMessages,
  showMessage,
  VALIDATION_FAILED_TEXT,
} from '../../client/errors/errorStore';
import { requestIdOf, requestIdText } from '../../client/errors/requestId';

describe('global error store (spec §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetGlobalMessages();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ignores 401', () => {
    reportHttpError({ status: 401, statusText: 'Unauthorized', body: { message: 'Unauthenticated.' } });
    expect(getSnapshot().message).toBeNull();
  });

  it('422 shows the Dutch save message and keeps field errors', () => {
    reportHttpError({
      status: 422,
      statusText: 'Unprocessable Content',
      body: { message: 'The given data was invalid.', errors: { email: ['Ongeldig e-mailadres'], name: 'Verplicht' } },
    });
    expect(getSnapshot().message?.text).toBe(VALIDATION_FAILED_TEXT);
    expect(getSnapshot().fieldErrors).toEqual({ email: ['Ongeldig e-mailadres'], name: ['Verplicht'] });
    vi.advanceTimersByTime(5000);
    expect(getSnapshot().message).toBeNull();
    expect(getSnapshot().fieldErrors.email).toEqual(['Ongeldig e-mailadres']);
    clearFieldErrors();
    expect(getSnapshot().fieldErrors).toEqual({});
  });

  it('other statuses show status, status text and the server message', () => {
    reportHttpError({ status: 500, statusText: 'Internal Server Error', body: { message: 'Kapot' } });
    expect(getSnapshot().message).toMatchObject({ kind: 'error', text: '500 Internal Server Error', detail: 'Kapot' });
  });

  it('reads a GraphQL error list as the server message', () => {
    reportHttpError({ status: 400, statusText: 'Bad Request', body: { errors: [{ message: 'Syntax Error' }] } });
    expect(getSnapshot().message?.detail).toBe('Syntax Error');
  });

  it('no response shows Error completing request', () => {
    reportNoResponse();
    expect(getSnapshot().message?.text).toBe(NO_RESPONSE_TEXT);
  });

  it('clears messages after 5 seconds, a newer message restarts the clock', () => {
    showMessage('Kies een plaats of adres', 'error');
    vi.advanceTimersByTime(4000);
    showMessage('Nog een', 'info');
    vi.advanceTimersByTime(4000);
    expect(getSnapshot().message?.text).toBe('Nog een');
    vi.advanceTimersByTime(1000);
    expect(getSnapshot().message).toBeNull();
  });
});

describe("the request id of a server failure ('Foutcode')", () => {
  beforeEach(() => resetGlobalMessages());

  it('is read from the header, a REST body, a GraphQL error or Relay’s error source', () => {
    expect(requestIdOf({ status: 500, requestId: 'kop-1', body: { request_id: 'body-1' } })).toBe('kop-1');
    expect(requestIdOf({ status: 500, body: { message: 'Server Error', request_id: 'rest-1' } })).toBe('rest-1');
    expect(requestIdOf({ body: { errors: [{ message: 'x' }, { extensions: { requestId: 'gql-1' } }] } })).toBe('gql-1');
    const relay = Object.assign(new Error('No data returned'), {
      source: { errors: [{ message: 'Unexpected error.', extensions: { requestId: 'relay-1' } }] },
    });
    expect(requestIdOf(relay)).toBe('relay-1');
    expect(requestIdOf(new Error('plain'))).toBeUndefined();
    expect(requestIdOf(null)).toBeUndefined();
  });

  it('is shown under a 5xx, not under a 4xx', () => {
    reportHttpError({
      status: 503,
      statusText: 'Service Unavailable',
      body: { message: 'Even niet.' },
      requestId: 'r-9',
    });
    expect(getSnapshot().message?.detail).toBe(`Even niet. ${requestIdText('r-9')}`);
    expect(requestIdText('r-9')).toBe('Foutcode: r-9');
    reportHttpError({ status: 404, statusText: 'Not Found', body: { message: 'Niet gevonden.' }, requestId: 'r-10' });
    expect(getSnapshot().message?.detail).toBe('Niet gevonden.');
  });
});
