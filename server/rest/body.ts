import type { Context } from 'hono';
import { parseRowId } from '../domain/ids.js';

/**
 * The request body as a plain object: JSON, or a form (urlencoded / multipart), as Laravel accepts
 * both. Unreadable bodies count as empty, so the validation answers with its 422.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const json = await c.req.json();
      return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return (await c.req.parseBody()) as Record<string, unknown>;
    }
  } catch {
    return {};
  }
  return {};
}

/** A numeric path parameter; anything else is no id at all (the handler answers 404). */
export function idParam(c: Context, name = 'id'): number {
  return parseRowId(c.req.param(name) ?? '');
}
