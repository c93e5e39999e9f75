/**
 * The server's id of a failed request (X-Request-Id, `request_id` of a REST body, `requestId` in a
 * GraphQL error's extensions): shown as 'Foutcode: …' so that support can find the request in the logs.
 */
export function requestIdOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as {
    requestId?: unknown;
    body?: unknown;
    request_id?: unknown;
    errors?: unknown;
    source?: { errors?: unknown };
  };
  if (typeof e.requestId === 'string') return e.requestId;
  if (typeof e.request_id === 'string') return e.request_id;
  // Relay's error for a query answered without data keeps the answer's errors in `source`.
  const errors = Array.isArray(e.errors) ? e.errors : Array.isArray(e.source?.errors) ? e.source.errors : [];
  for (const item of errors) {
    const id = (item as { extensions?: { requestId?: unknown } } | null)?.extensions?.requestId;
    if (typeof id === 'string') return id;
  }
  return e.body === undefined ? undefined : requestIdOf(e.body);
}

export const requestIdText = (id: string) => `Foutcode: ${id}`;
