/**
 * The search-profile wizard (spec §2 zoekprofielen/{searchQueryId}/bewerken/...): the ten steps in
 * the spec's order with their Dutch labels and when each is done, and the sections of spec §5
 * "Search profile completion" for the list and the profile view. Pure data and functions, unit-tested.
 */

export type ProfileStep =
  | 'locatie'
  | 'verhuistermijn'
  | 'kenmerken'
  | 'type'
  | 'afmetingen'
  | 'eigenschappen'
  | 'budget'
  | 'bouwstijl'
  | 'ligging'
  | 'faciliteiten';

/** What decides whether a step is done: SearchProfile.completion plus the plain fields. */
export interface ProfileFacts {
  completion: {
    location: boolean;
    characteristics: boolean;
    budget: boolean;
    facilities: boolean;
  };
  movingMonths: number | null | undefined;
  livingM2Min: number | null | undefined;
  houseTypeCount: number;
  /** Tags of the profile by category (spec §3: 1 building style, 3 location). */
  tagCategoryIds: readonly number[];
}

export const TAG_CATEGORY_BUILDING_STYLE = 1;
export const TAG_CATEGORY_LOCATION = 3;

export interface ProfileStepDefinition {
  step: ProfileStep;
  label: string;
  title: string;
  done: (facts: ProfileFacts) => boolean;
}

export const PROFILE_STEPS: readonly ProfileStepDefinition[] = [
  { step: 'locatie', label: 'Locatie', title: 'Waar wil je wonen?', done: (f) => f.completion.location },
  {
    step: 'verhuistermijn',
    label: 'Verhuistermijn',
    title: 'Wanneer wil je verhuizen?',
    done: (f) => f.movingMonths != null,
  },
  {
    step: 'kenmerken',
    label: 'Kenmerken',
    title: 'Hoeveel slaapkamers heb je minimaal nodig?',
    done: (f) => f.completion.characteristics,
  },
  { step: 'type', label: 'Type woning', title: 'Wat voor woning zoek je?', done: (f) => f.houseTypeCount > 0 },
  {
    step: 'afmetingen',
    label: 'Afmetingen',
    title: 'Hoe groot moet het huis zijn?',
    done: (f) => f.livingM2Min != null,
  },
  {
    step: 'eigenschappen',
    label: 'Zoekgebied',
    title: 'Hoe ver mag het huis liggen?',
    done: (f) => f.completion.location,
  },
  { step: 'budget', label: 'Budget', title: 'Wat is je budget?', done: (f) => f.completion.budget },
  {
    step: 'bouwstijl',
    label: 'Bouwstijl',
    title: 'Welke bouwstijl spreekt je aan?',
    done: (f) => f.tagCategoryIds.includes(TAG_CATEGORY_BUILDING_STYLE),
  },
  {
    step: 'ligging',
    label: 'Ligging',
    title: 'Hoe wil je wonen?',
    done: (f) => f.tagCategoryIds.includes(TAG_CATEGORY_LOCATION),
  },
  {
    step: 'faciliteiten',
    label: 'Faciliteiten',
    title: 'Wat moet het huis hebben?',
    done: (f) => f.completion.facilities,
  },
];

export const PROFILE_STEP_KEYS: readonly ProfileStep[] = PROFILE_STEPS.map((s) => s.step);

export function isProfileStep(value: string | undefined): value is ProfileStep {
  return value !== undefined && (PROFILE_STEP_KEYS as readonly string[]).includes(value);
}

export function profileStepDefinition(step: ProfileStep): ProfileStepDefinition {
  return PROFILE_STEPS.find((s) => s.step === step)!;
}

/** The steps before and after `step` (null at either end). */
export function profileNeighbours(step: ProfileStep): { previous: ProfileStep | null; next: ProfileStep | null } {
  const index = PROFILE_STEP_KEYS.indexOf(step);
  return {
    previous: index > 0 ? PROFILE_STEP_KEYS[index - 1] : null,
    next: index >= 0 && index < PROFILE_STEP_KEYS.length - 1 ? PROFILE_STEP_KEYS[index + 1] : null,
  };
}

/** The first step that is not done yet, or null when everything is. */
export function firstOpenProfileStep(facts: ProfileFacts): ProfileStep | null {
  return PROFILE_STEPS.find((s) => !s.done(facts))?.step ?? null;
}

/**
 * How far a profile is, counted as its editor counts it (the ten steps of PROFILE_STEPS): 'Compleet'
 * or '3 van 10 onderdelen klaar', the same words on the card, the view and the wizard.
 */
export function profileProgress(facts: ProfileFacts): { complete: boolean; share: number; label: string } {
  const done = PROFILE_STEPS.filter((s) => s.done(facts)).length;
  const complete = done === PROFILE_STEPS.length;
  return {
    complete,
    share: done / PROFILE_STEPS.length,
    label: complete ? 'Compleet' : `${done} van ${PROFILE_STEPS.length} onderdelen klaar`,
  };
}

/** 'Utrecht + 5 km' / 'Utrecht': the place of a profile and its range (0 = the place itself). */
export function profilePlaceLabel(query: string | null | undefined, range: number): string {
  const place = (query ?? '').split(',')[0].trim() || 'Nog geen plaats';
  return range > 0 && query ? `${place} + ${range} km` : place;
}
