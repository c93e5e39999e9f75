/**
 * The house wizard (spec §2 woningen/{houseId}/bewerken/...): the twelve steps in the spec's
 * order, each with its Dutch label and the completion flag of spec §5 that says it is done.
 * Pure data and functions (no React), unit-tested.
 */

/** Keys of House.completion (GraphQL HouseCompletion) without `complete`. */
export type CompletionKey =
  | 'address'
  | 'type'
  | 'characteristics'
  | 'measurements'
  | 'properties'
  | 'buildingStyle'
  | 'location'
  | 'facilities'
  | 'photos'
  | 'description'
  | 'confirmation'
  | 'offer';

export type HouseStep =
  | 'bevestigen'
  | 'verhuistermijn'
  | 'kenmerken'
  | 'aanbod'
  | 'type'
  | 'bouwstijl'
  | 'ligging'
  | 'eigenschappen'
  | 'faciliteiten'
  | 'fotos'
  | 'afmetingen'
  | 'omschrijving';

export interface HouseStepDefinition {
  step: HouseStep;
  /** Short label in the progress list. */
  label: string;
  /** The heading of the step. */
  title: string;
  /** The completion flag of spec §5; null: the step has no completion rule (verhuistermijn). */
  completion: CompletionKey | null;
}

export const HOUSE_STEPS: readonly HouseStepDefinition[] = [
  { step: 'bevestigen', label: 'Bevestigen', title: 'Is dit jouw woning?', completion: 'confirmation' },
  { step: 'verhuistermijn', label: 'Verhuistermijn', title: 'Wanneer wil je verhuizen?', completion: null },
  { step: 'kenmerken', label: 'Kenmerken', title: 'Kenmerken van je woning', completion: 'characteristics' },
  { step: 'aanbod', label: 'Aanbod', title: 'Je aanbod', completion: 'offer' },
  { step: 'type', label: 'Type woning', title: 'Wat voor woning is het?', completion: 'type' },
  { step: 'bouwstijl', label: 'Bouwstijl', title: 'Bouwstijl', completion: 'buildingStyle' },
  { step: 'ligging', label: 'Ligging', title: 'Ligging', completion: 'location' },
  { step: 'eigenschappen', label: 'Eigenschappen', title: 'Eigenschappen', completion: 'properties' },
  { step: 'faciliteiten', label: 'Faciliteiten', title: 'Faciliteiten', completion: 'facilities' },
  { step: 'fotos', label: "Foto's", title: "Foto's van je woning", completion: 'photos' },
  { step: 'afmetingen', label: 'Afmetingen', title: 'Afmetingen', completion: 'measurements' },
  { step: 'omschrijving', label: 'Omschrijving', title: 'Omschrijving', completion: 'description' },
];

export const HOUSE_STEP_KEYS: readonly HouseStep[] = HOUSE_STEPS.map((s) => s.step);

export function isHouseStep(value: string | undefined): value is HouseStep {
  return value !== undefined && (HOUSE_STEP_KEYS as readonly string[]).includes(value);
}

export function stepDefinition(step: HouseStep): HouseStepDefinition {
  return HOUSE_STEPS.find((s) => s.step === step)!;
}

/** The steps before and after `step` (null at either end). */
export function neighbours(step: HouseStep): { previous: HouseStep | null; next: HouseStep | null } {
  const index = HOUSE_STEP_KEYS.indexOf(step);
  return {
    previous: index > 0 ? HOUSE_STEP_KEYS[index - 1] : null,
    next: index >= 0 && index < HOUSE_STEP_KEYS.length - 1 ? HOUSE_STEP_KEYS[index + 1] : null,
  };
}

export type CompletionFlags = Readonly<Record<CompletionKey, boolean>>;

/** Whether a step is done: its completion flag, or for verhuistermijn a chosen moving term. */
export function isStepDone(
  step: HouseStepDefinition,
  completion: CompletionFlags,
  movingMonths: number | null | undefined,
): boolean {
  return step.completion ? completion[step.completion] : movingMonths != null;
}

/** The first step that is not done yet, or null when everything is. */
export function firstOpenStep(completion: CompletionFlags, movingMonths: number | null | undefined): HouseStep | null {
  return HOUSE_STEPS.find((s) => !isStepDone(s, completion, movingMonths))?.step ?? null;
}

/** The checklist of spec §5 "House completion" for the owner's view and the dashboard. */
export const COMPLETION_CHECKLIST: readonly { key: CompletionKey; label: string; step: HouseStep | null }[] = [
  { key: 'address', label: 'Adres', step: null },
  { key: 'confirmation', label: 'Eigendom bevestigd', step: 'bevestigen' },
  { key: 'characteristics', label: 'Kenmerken', step: 'kenmerken' },
  { key: 'offer', label: 'Aanbod', step: 'aanbod' },
  { key: 'type', label: 'Type woning', step: 'type' },
  { key: 'buildingStyle', label: 'Bouwstijl', step: 'bouwstijl' },
  { key: 'location', label: 'Ligging', step: 'ligging' },
  { key: 'properties', label: 'Eigenschappen', step: 'eigenschappen' },
  { key: 'facilities', label: 'Faciliteiten', step: 'faciliteiten' },
  { key: 'photos', label: "Foto's (minimaal 5)", step: 'fotos' },
  { key: 'measurements', label: 'Afmetingen', step: 'afmetingen' },
  { key: 'description', label: 'Omschrijving', step: 'omschrijving' },
];

/** How many of the checklist items are done, e.g. for '8 van 12 onderdelen klaar'. */
export function completionCount(completion: CompletionFlags): { done: number; total: number } {
  const done = COMPLETION_CHECKLIST.filter((item) => completion[item.key]).length;
  return { done, total: COMPLETION_CHECKLIST.length };
}
