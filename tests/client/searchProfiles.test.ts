import { describe, expect, it } from 'vitest';
import { KANSEN_TEXTS, kansHeading, kansLabels, matchCountsLabel } from '../../client/features/search-profiles/kansen';
import {
  EMPTY_MORTGAGE_FORM,
  ENERGY_LABEL_OPTIONS,
  FIXED_PERIOD_OPTIONS,
  mortgageFormErrors,
  mortgageInput,
  parseInterestRate,
} from '../../client/features/search-profiles/mortgageForm';
import {
  firstOpenProfileStep,
  isProfileStep,
  PROFILE_STEP_KEYS,
  PROFILE_STEPS,
  type ProfileFacts,
  profileNeighbours,
  profilePlaceLabel,
  profileProgress,
} from '../../client/features/search-profiles/sections';
import { paths } from '../../client/paths';

const EMPTY: ProfileFacts = {
  completion: { location: false, characteristics: false, budget: false, facilities: false },
  movingMonths: null,
  livingM2Min: null,
  houseTypeCount: 0,
  tagCategoryIds: [],
};

describe('the search-profile wizard steps', () => {
  it('are the ten steps of spec §2 in order, with the named route my-huiskans-search-queries-edit', () => {
    expect(PROFILE_STEP_KEYS).toEqual([
      'locatie',
      'verhuistermijn',
      'kenmerken',
      'type',
      'afmetingen',
      'eigenschappen',
      'budget',
      'bouwstijl',
      'ligging',
      'faciliteiten',
    ]);
    expect(paths.searchQueryEdit('utrecht-zoekprofiel-abc', 'budget')).toBe(
      '/mijn-huiskans/zoekprofielen/utrecht-zoekprofiel-abc/bewerken/budget',
    );
    expect(paths.searchQueryEdit('utrecht-zoekprofiel-abc')).toBe(
      '/mijn-huiskans/zoekprofielen/utrecht-zoekprofiel-abc/bewerken/locatie',
    );
    expect(paths.searchQueryAdd('start', 'a b')).toBe('/mijn-huiskans/zoekprofielen/toevoegen/start?zoekprofiel=a%20b');
    expect(isProfileStep('budget')).toBe(true);
    expect(isProfileStep('fotos')).toBe(false);
    expect(isProfileStep(undefined)).toBe(false);
  });

  it('know their neighbours', () => {
    expect(profileNeighbours('locatie')).toEqual({ previous: null, next: 'verhuistermijn' });
    expect(profileNeighbours('budget')).toEqual({ previous: 'eigenschappen', next: 'bouwstijl' });
    expect(profileNeighbours('faciliteiten')).toEqual({ previous: 'ligging', next: null });
  });

  it('are done by the profile’s completion and fields; the first open one is where to continue', () => {
    const done = (facts: ProfileFacts) => PROFILE_STEPS.filter((s) => s.done(facts)).map((s) => s.step);
    expect(done(EMPTY)).toEqual([]);
    expect(firstOpenProfileStep(EMPTY)).toBe('locatie');
    const placed = { ...EMPTY, completion: { ...EMPTY.completion, location: true } };
    expect(done(placed)).toEqual(['locatie', 'eigenschappen']);
    expect(firstOpenProfileStep(placed)).toBe('verhuistermijn');
    // Bouwstijl and ligging each need a tag of their own category (spec §3: 1 and 3).
    expect(done({ ...placed, tagCategoryIds: [3] })).toContain('ligging');
    expect(done({ ...placed, tagCategoryIds: [3] })).not.toContain('bouwstijl');
    const full: ProfileFacts = {
      completion: { location: true, characteristics: true, budget: true, facilities: true },
      movingMonths: 0, // 'Weet niet' is an answer
      livingM2Min: 0,
      houseTypeCount: 1,
      tagCategoryIds: [1, 3],
    };
    expect(done(full)).toEqual(PROFILE_STEP_KEYS);
    expect(firstOpenProfileStep(full)).toBeNull();
  });

  it('say how far a profile is as its editor counts: the ten steps', () => {
    const full: ProfileFacts = {
      completion: { location: true, characteristics: true, budget: true, facilities: true },
      movingMonths: 0,
      livingM2Min: 0,
      houseTypeCount: 1,
      tagCategoryIds: [1, 3],
    };
    expect(profileProgress(full)).toEqual({ complete: true, share: 1, label: 'Compleet' });
    const located = profileProgress({ ...full, completion: { ...full.completion, budget: false, facilities: false } });
    expect(located).toMatchObject({ complete: false, label: '8 van 10 onderdelen klaar' });
  });

  it('name a profile by its place and range', () => {
    expect(profilePlaceLabel('Utrecht, Utrecht, Utrecht', 5)).toBe('Utrecht + 5 km');
    expect(profilePlaceLabel('Utrecht, Utrecht, Utrecht', 0)).toBe('Utrecht');
    expect(profilePlaceLabel(null, 5)).toBe('Nog geen plaats');
  });
});

describe('kansen', () => {
  it('counts them without a "waarvan 0"', () => {
    expect(matchCountsLabel(0, 0)).toBe('Nog geen kansen');
    expect(matchCountsLabel(1, 0)).toBe('1 kans, nog geen precies passend');
    expect(matchCountsLabel(1, 1)).toBe('1 kans, precies passend');
    expect(matchCountsLabel(4, 4)).toBe('4 kansen, allemaal precies passend');
    expect(matchCountsLabel(1200, 3)).toBe('1.200 kansen, waarvan 3 precies passend');
  });

  const reasons = [{ code: 'over_budget', label: 'Net buiten je budget' }];

  it('show a fuzzy match’s reasons (the server’s, the maximum mortgage among them), none for an exact one', () => {
    const aboveMortgage = { code: 'above_mortgage', label: 'Boven je maximale hypotheek' };
    expect(kansLabels({ exact: true, reasons: [] })).toEqual([]);
    expect(kansLabels({ exact: false, reasons })).toEqual(['Net buiten je budget']);
    expect(kansLabels({ exact: false, reasons: [aboveMortgage, reasons[0]] })).toEqual([
      'Boven je maximale hypotheek',
      'Net buiten je budget',
    ]);
  });

  it('head the exact ones and the first fuzzy one', () => {
    const list = [{ exact: true }, { exact: true }, { exact: false }, { exact: false }];
    expect(list.map((_, i) => kansHeading(i, list))).toEqual([
      KANSEN_TEXTS.exactHeading,
      null,
      KANSEN_TEXTS.fuzzyHeading,
      null,
    ]);
    const fuzzyOnly = [{ exact: false }, { exact: false }];
    expect(fuzzyOnly.map((_, i) => kansHeading(i, fuzzyOnly))).toEqual([KANSEN_TEXTS.fuzzyHeading, null]);
    expect(kansHeading(0, [])).toBeNull();
  });
});

describe('the mortgage calculator form', () => {
  it('reads a Dutch interest rate', () => {
    expect(parseInterestRate('4,1')).toBe(4.1);
    expect(parseInterestRate(' 3.85 % ')).toBe(3.85);
    expect(parseInterestRate('4,')).toBeNull();
    expect(parseInterestRate('vier')).toBeNull();
    expect(parseInterestRate('')).toBeNull();
  });

  it('says what is missing before asking the server', () => {
    expect(mortgageFormErrors(EMPTY_MORTGAGE_FORM)).toEqual({
      income: 'Vul je bruto jaarinkomen in.',
      interestRate: 'Vul de rente in als percentage, bijvoorbeeld 4,1.',
    });
    expect(mortgageFormErrors({ ...EMPTY_MORTGAGE_FORM, income: 1, interestRate: '4', withPartner: true })).toEqual({
      partnerIncome: 'Vul het bruto jaarinkomen van je partner in.',
    });
    expect(mortgageInput(EMPTY_MORTGAGE_FORM)).toBeNull();
  });

  it('sends the partner only when buying together, and an unknown label as null', () => {
    const form = {
      ...EMPTY_MORTGAGE_FORM,
      income: 40_000,
      partnerIncome: 35_000,
      interestRate: '4,33',
      studentDebtMonthly: 100,
    };
    expect(mortgageInput(form)).toEqual({
      income: 40_000,
      partnerIncome: null,
      studentDebtMonthly: 100,
      otherLoansMonthly: null,
      energyLabel: null,
      interestRate: 4.33,
      fixedPeriodYears: 10,
    });
    expect(mortgageInput({ ...form, withPartner: true, energyLabel: 'A' })).toMatchObject({
      partnerIncome: 35_000,
      energyLabel: 'A',
    });
  });

  it('offers the energy labels and fixed periods the server accepts', () => {
    expect(ENERGY_LABEL_OPTIONS[0]).toEqual({ value: '', label: 'Weet ik niet' });
    expect(ENERGY_LABEL_OPTIONS.map((o) => o.value)).toContain('A++++ met garantie');
    expect(FIXED_PERIOD_OPTIONS[0]).toEqual({ value: 0, label: 'Variabel' });
    expect(FIXED_PERIOD_OPTIONS.find((o) => o.value === 10)?.label).toBe('10 jaar');
  });
});
