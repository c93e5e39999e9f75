import type { Context } from 'hono';
import { parseRowId } from '../domain/ids.js';
import { commandFrom } from './wire.js';

/**
 * The request's fields as a domain command (snake_case renamed, wire.ts): a JSON object or a form
 * (urlencoded / multipart), as Laravel accepts both; {} without a body. A body that is no object
 * (bad JSON, an array) is null: not judged here, the domain checks rights first and then refuses
 * what it cannot use (a visitor hears 401, not 422).
 */
export async function readCommand(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded'))
    return commandFrom(await c.req.parseBody().catch(() => null));
  const raw = await c.req.text();
  if (!raw.trim()) return {};
  try {
    const body = JSON.parse(raw);
    return commandFrom(body && typeof body === 'object' && !Array.isArray(body) ? body : null);
  } catch {
    return null;
  }
}

/** `readCommand` for a command whose every field is validated on its own: no object counts as empty. */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  return (await readCommand(c)) ?? {};
}

/** A numeric path parameter; anything else is no id at all (the handler answers 404). */
export function idParam(c: Context, name = 'id'): number {
  return parseRowId(c.req.param(name) ?? '');
}
