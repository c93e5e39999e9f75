import { describe, expect, it } from 'vitest';
import {
  advisorsSearchString,
  advisorsUrl,
  advisorsUrlForPlace,
  parseAdvisorsLocation,
  parseAdvisorsSearch,
  toAdvisorFilter,
} from '../../client/features/advisors/advisorFilters';

describe('advisors list URL', () => {
  it('reads the place from the path and the filters from the query, and writes them back the same', () => {
    const location = parseAdvisorsLocation({
      code: '3295',
      query: 'Utrecht,+Utrecht',
      latitude: '52.09',
      longitude: '5.12',
    });
    expect(location).toEqual({ code: '3295', query: 'Utrecht, Utrecht', latitude: 52.09, longitude: 5.12 });
    const state = parseAdvisorsSearch(
      'page=2&range=10&expertises[]=hypotheekadvies&expertises=taxatie,hypotheekadvies&language=en&is_available_evenings=1&is_available_weekends=0',
    );
    expect(state).toEqual({
      page: 2,
      range: 10,
      expertises: ['taxatie', 'hypotheekadvies'],
      language: 'en',
      availability: ['evenings'],
    });
    expect(advisorsUrl(location, state)).toBe(
      '/adviseurs/3295/Utrecht,+Utrecht/52.09/5.12?page=2&range=10&expertises=taxatie,hypotheekadvies&language=en&is_available_evenings=1',
    );
    expect(advisorsUrl({}, { page: 1, expertises: [], availability: [] })).toBe('/adviseurs');
  });

  it('drops the default range and bad values; a new place starts at page 1', () => {
    expect(advisorsSearchString({ page: 1, range: 5, expertises: [], availability: [] })).toBe('');
    expect(parseAdvisorsSearch('page=-1&range=ver&language=')).toEqual({ page: 1, expertises: [], availability: [] });
    const place = { type: 'woonplaats', code: null, weergavenaam: 'De Bilt', latitude: 52.1, longitude: 5.18 };
    expect(advisorsUrlForPlace(place, { page: 3, expertises: ['taxatie'], availability: [] })).toBe(
      '/adviseurs/-/De+Bilt/52.1/5.18?expertises=taxatie',
    );
  });

  it('makes the GraphQL filter: the range (default 5) only with a point', () => {
    const state = parseAdvisorsSearch('expertises=hypotheekadvies&language=en&is_available_officehours=1');
    expect(toAdvisorFilter({ latitude: 52.09, longitude: 5.12 }, state)).toEqual({
      latitude: 52.09,
      longitude: 5.12,
      range: 5,
      expertises: ['hypotheekadvies'],
      language: 'en',
      isAvailableOfficehours: true,
    });
    expect(toAdvisorFilter({}, { page: 1, range: 10, expertises: [], availability: [] })).toEqual({});
  });
});
