/**
 * Global error and message display (spec §8), one store for the whole client.
 * Plain TypeScript (no React) so the Relay network layer can feed it; React reads it
 * through `useGlobalMessages` (useSyncExternalStore).
 *
 * - 401: ignored (a visitor).
 * - 422: 'Opslaan mislukt, check de invoer', the per-field errors are kept in `fieldErrors`.
 * - other statuses: status, status text and the server message when present; a 5xx also its
 *   'Foutcode' (the request id).
 * - no response: 'Error completing request'.
 * The message disappears after 5 seconds; field errors stay until `clearFieldErrors()` or the next 422.
 */
import { MESSAGE_DISPLAY_MS } from '../config';
import { requestIdOf, requestIdText } from './requestId';

export type MessageKind = 'error' | 'info' | 'success';

export interface GlobalMessage {
  id: number;
  kind: MessageKind;
  text: string;
  /** For HTTP errors: the server's message, shown under the status line. */
  detail?: string;
}

export type FieldErrors = Record<string, string[]>;

export interface GlobalMessagesState {
  message: GlobalMessage | null;
  fieldErrors: FieldErrors;
}

export const VALIDATION_FAILED_TEXT = 'Opslaan mislukt, check de invoer';
export const NO_RESPONSE_TEXT = 'Error completing request';

let state: GlobalMessagesState = { message: null, fieldErrors: {} };
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setState(next: GlobalMessagesState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSnapshot(): GlobalMessagesState {
  return state;
}

/** Show a message (replaces the current one) and clear it after 5 seconds. */
export function showMessage(text: string, kind: MessageKind = 'info', detail?: string): void {
  if (timer) clearTimeout(timer);
  const message: GlobalMessage = { id: nextId++, kind, text, detail };
  setState({ ...state, message });
  timer = setTimeout(() => {
    timer = null;
    if (state.message?.id === message.id) setState({ ...state, message: null });
  }, MESSAGE_DISPLAY_MS);
}

export function dismissMessage(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (state.message) setState({ ...state, message: null });
}

export function clearFieldErrors(): void {
  if (Object.keys(state.fieldErrors).length > 0) setState({ ...state, fieldErrors: {} });
}

export interface HttpErrorInfo {
  status: number;
  statusText: string;
  /** Parsed JSON body when there was one (Laravel shape: { message, errors }). */
  body?: unknown;
  /** The response's X-Request-Id. */
  requestId?: string;
}

function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors) && typeof b.errors[0]?.message === 'string') return b.errors[0].message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) return body.trim();
  return undefined;
}

function bodyFieldErrors(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(value)) out[field] = value.map(String);
    else if (typeof value === 'string') out[field] = [value];
  }
  return out;
}

/** Feed an HTTP error response to the global display. */
export function reportHttpError(error: HttpErrorInfo): void {
  if (error.status === 401) return;
  if (error.status === 422) {
    setState({ ...state, fieldErrors: bodyFieldErrors(error.body) });
    showMessage(VALIDATION_FAILED_TEXT, 'error');
    return;
  }
  const statusLine = `${error.status} ${error.statusText}`.trim();
  // A server failure gets its id, for support to find it in the logs.
  const id = error.status >= 500 ? requestIdOf(error) : undefined;
  const detail = [bodyMessage(error.body), id && requestIdText(id)].filter(Boolean).join(' ');
  showMessage(statusLine, 'error', detail || undefined);
}

/** Field errors as GraphQL's InputError carries them: `[{ field, messages }]`. */
export interface FieldErrorEntry {
  readonly field: string;
  readonly messages: readonly string[];
}

/** Normalises `[{ field, messages }]` (GraphQL) or `{ field: [...] }` (REST) into FieldErrors. */
export function toFieldErrors(errors: readonly FieldErrorEntry[] | FieldErrors | null | undefined): FieldErrors {
  if (!errors) return {};
  if (Array.isArray(errors)) {
    const out: FieldErrors = {};
    for (const entry of errors as readonly FieldErrorEntry[]) {
      out[entry.field] = [...(out[entry.field] ?? []), ...entry.messages];
    }
    return out;
  }
  return { ...(errors as FieldErrors) };
}

/**
 * A validation failure that did not come as an HTTP 422 (GraphQL's typed InputError rides on a
 * 200): the same display as a 422 — the toast 'Opslaan mislukt, check de invoer' and the per-field
 * errors that the fields show under themselves. `toast: false` keeps only the field errors (a
 * form that shows its own message, e.g. the login).
 */
export function reportFieldErrors(
  errors: readonly FieldErrorEntry[] | FieldErrors | null | undefined,
  { toast = true }: { toast?: boolean } = {},
): void {
  setState({ ...state, fieldErrors: toFieldErrors(errors) });
  if (toast) showMessage(VALIDATION_FAILED_TEXT, 'error');
}

/** The first message for a field (what the form shows under it), or undefined. */
export function firstFieldError(fieldErrors: FieldErrors, field: string): string | undefined {
  return fieldErrors[field]?.[0];
}

/** A request that got no response at all (network down, CORS, aborted by the browser). */
export function reportNoResponse(): void {
  showMessage(NO_RESPONSE_TEXT, 'error');
}

/** Test helper: reset everything. */
export function resetGlobalMessages(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  setState({ message: null, fieldErrors: {} });
}
