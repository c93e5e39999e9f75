// REST, the legacy adapter, speaks snake_case (spec §7); the domain's commands and field errors are
// camelCase. This is the one place that renames between them: request fields in (`commandFrom`),
// the field names of a 422 out (`wireFields`). The JSON of answers is shaped in serializers.ts.

/** REST names the snake_case rule does not derive (numbers after `_`, Google's field name). */
const IRREGULAR: Record<string, string> = {
  hp_1: 'hp1',
  hp_2: 'hp2',
  'g-recaptcha-response': 'recaptchaResponse',
};
const IRREGULAR_BACK = Object.fromEntries(Object.entries(IRREGULAR).map(([wire, field]) => [field, wire]));

/** `postal_code` → `postalCode`, `living_m2_min` → `livingM2Min`. */
export const fieldOf = (wire: string): string =>
  IRREGULAR[wire] ?? wire.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** `postalCode` → `postal_code`, `livingM2Min` → `living_m2_min`. */
export const wireOf = (field: string): string =>
  IRREGULAR_BACK[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A REST body or query as a domain command: every snake_case key renamed. Keys that are not REST
 * names (camelCase ones) are dropped, as Laravel ignores fields it does not know. A body that is
 * no object (null: not JSON) stays as it is, for the domain to refuse after its rights check.
 */
export function commandFrom<T extends Record<string, unknown> | null>(wire: T): T {
  if (!wire) return wire;
  const command: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) if (!/[A-Z]/.test(key)) command[fieldOf(key)] = value;
  return command as T;
}

/** The field errors of an InputError under REST's names (Laravel's `errors`). */
export function wireFields(fields: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [wireOf(field), messages]));
}
