import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from '../../client/components/paging';
import {
  activeFilterCount,
  applyFilterChange,
  availableSortings,
  emptyFilters,
  hasPoint,
  isForSaleDefault,
  type ListingLocation,
  listingPathForPlace,
  listingSearchString,
  listingUrl,
  parseListingLocation,
  parseListingSearch,
  placeName,
  rangeLabel,
  showsOnlyForSale,
  toHouseFilter,
} from '../../client/features/listing/filters';

const utrecht: ListingLocation = {
  type: 'woonplaats',
  code: '3295',
  query: 'Utrecht, Utrecht, Utrecht',
  latitude: 52.09357,
  longitude: 5.10408,
};

describe('parseListingSearch', () => {
  it('reads every filter of the spec', () => {
    const state = parseListingSearch(
      'page=3&range=5&house_types=woonhuis,appartement&construction_year_min=1950&construction_year_max=2000' +
        '&price_min=200000&price_max=450000&living_m2_min=80&plot_m2_min=100&rooms=4&bedrooms=2' +
        '&statuses=selling,sold&facilities=tuin&tags=jaren-30,centrum&sorting=price_asc',
    );
    expect(state).toEqual({
      page: 3,
      filters: {
        range: 5,
        houseTypes: ['woonhuis', 'appartement'],
        constructionYearMin: 1950,
        constructionYearMax: 2000,
        priceMin: 200000,
        priceMax: 450000,
        livingM2Min: 80,
        plotM2Min: 100,
        rooms: 4,
        bedrooms: 2,
        statuses: ['selling', 'sold'],
        facilities: ['tuin'],
        tags: ['jaren-30', 'centrum'],
        sorting: 'price_asc',
      },
    });
  });

  it('defaults to page 1 and no filters', () => {
    expect(parseListingSearch('')).toEqual({ page: 1, filters: emptyFilters() });
  });

  it('drops invalid values', () => {
    const state = parseListingSearch('page=0&range=-5&price_min=1,5&rooms=abc&sorting=cheapest&bedrooms=2.5');
    expect(state).toEqual({ page: 1, filters: emptyFilters() });
  });

  it('also reads repeated and Laravel-style array params, without duplicates', () => {
    const state = parseListingSearch('statuses=selling&statuses=sold&tags[]=a&tags[]=b,a');
    expect(state.filters.statuses).toEqual(['selling', 'sold']);
    expect(state.filters.tags).toEqual(['a', 'b']);
  });
});

describe('listingSearchString', () => {
  it('writes only non-empty values, arrays as comma lists', () => {
    const search = listingSearchString({
      page: 2,
      filters: { ...emptyFilters(), priceMax: 500000, statuses: ['selling', 'sold'], sorting: 'newest' },
    });
    expect(search).toBe('page=2&price_max=500000&statuses=selling,sold&sorting=newest');
  });

  it('leaves page 1 out', () => {
    expect(listingSearchString({ page: 1, filters: emptyFilters() })).toBe('');
  });

  it('round-trips', () => {
    const search =
      'page=4&range=10&construction_year_min=1900&price_min=1&living_m2_min=50&rooms=3&house_types=a,b&tags=x&sorting=distance';
    expect(listingSearchString(parseListingSearch(search))).toBe(search);
  });

  it('keeps range 0', () => {
    expect(listingSearchString({ page: 1, filters: { ...emptyFilters(), range: 0 } })).toBe('range=0');
  });
});

describe('parseListingLocation', () => {
  it('reads the path parameters, + as space', () => {
    expect(
      parseListingLocation({
        type: 'woonplaats',
        code: '3295',
        query: 'Utrecht,+Utrecht,+Utrecht',
        latitude: '52.09357',
        longitude: '5.10408',
      }),
    ).toEqual(utrecht);
  });

  it('ignores coordinates that are not numbers or come alone', () => {
    expect(
      parseListingLocation({ type: 'woonplaats', code: '1', query: 'X', latitude: 'abc', longitude: '5' }),
    ).toEqual({
      type: 'woonplaats',
      code: '1',
      query: 'X',
    });
    expect(hasPoint(parseListingLocation({ latitude: '52' }))).toBe(false);
  });

  it('is empty without a place', () => {
    expect(parseListingLocation({})).toEqual({});
  });
});

describe('listing paths', () => {
  it('builds the path of a chosen place (spaces as +)', () => {
    expect(
      listingPathForPlace({
        type: 'woonplaats',
        code: '3295',
        weergavenaam: 'Utrecht, Utrecht, Utrecht',
        latitude: 52.09357,
        longitude: 5.10408,
      }),
    ).toBe('/huizen/aanbod/woonplaats/3295/Utrecht,+Utrecht,+Utrecht/52.09357/5.10408');
  });

  it('encodes awkward names and a missing code', () => {
    expect(
      listingPathForPlace({
        type: 'woonplaats',
        code: null,
        weergavenaam: "'s-Hertogenbosch/Den Bosch",
        latitude: 51.69,
        longitude: 5.3,
      }),
    ).toBe("/huizen/aanbod/woonplaats/-/'s-Hertogenbosch%2FDen+Bosch/51.69/5.3");
  });

  it('place path → location round-trips through the router decoding', () => {
    const path = listingPathForPlace({
      type: 'woonplaats',
      code: '3295',
      weergavenaam: 'Utrecht, Utrecht, Utrecht',
      latitude: 52.09357,
      longitude: 5.10408,
    });
    const [type, code, query, latitude, longitude] = path.split('/').slice(3).map(decodeURIComponent);
    expect(parseListingLocation({ type, code, query, latitude, longitude })).toEqual(utrecht);
  });

  it('builds the full URL with the filters', () => {
    expect(listingUrl(utrecht, { page: 2, filters: { ...emptyFilters(), range: 5 } })).toBe(
      '/huizen/aanbod/woonplaats/3295/Utrecht,+Utrecht,+Utrecht/52.09357/5.10408?page=2&range=5',
    );
    expect(listingUrl({}, { page: 1, filters: emptyFilters() })).toBe('/huizen/aanbod');
  });

  it('gives a short place name for headings', () => {
    expect(placeName(utrecht)).toBe('Utrecht');
    expect(placeName({})).toBeUndefined();
  });
});

describe('toHouseFilter', () => {
  it('maps location and filters to the GraphQL input', () => {
    const { filters } = parseListingSearch(
      'range=5&price_min=200000&house_types=woonhuis&statuses=selling&sorting=living_m2_desc',
    );
    expect(toHouseFilter(utrecht, filters)).toEqual({
      type: 'woonplaats',
      code: '3295',
      latitude: 52.09357,
      longitude: 5.10408,
      range: 5,
      priceMin: 200000,
      houseTypes: ['woonhuis'],
      statuses: ['selling'],
      sorting: 'LIVING_M2_DESC',
    });
  });

  it('maps every sorting value to the enum', () => {
    const sort = (s: string) => toHouseFilter(utrecht, parseListingSearch(`sorting=${s}`).filters).sorting;
    expect(sort('newest')).toBe('NEWEST');
    expect(sort('price_asc')).toBe('PRICE_ASC');
    expect(sort('price_desc')).toBe('PRICE_DESC');
    expect(sort('living_m2_desc')).toBe('LIVING_M2_DESC');
    expect(sort('distance')).toBe('DISTANCE');
  });

  it('drops distance sorting without a point', () => {
    expect(toHouseFilter({}, parseListingSearch('sorting=distance').filters)).toEqual({});
    expect(availableSortings({})).not.toContain('distance');
    expect(availableSortings(utrecht)).toContain('distance');
  });

  it('has no empty keys', () => {
    expect(toHouseFilter({}, emptyFilters())).toEqual({});
  });
});

describe('applyFilterChange', () => {
  it('resets the page to 1 on any filter change', () => {
    const next = applyFilterChange(parseListingSearch('page=5&price_min=100'), { priceMax: 300000 });
    expect(next).toEqual({ page: 1, filters: { ...emptyFilters(), priceMin: 100, priceMax: 300000 } });
  });

  it('removes a filter set to undefined', () => {
    const next = applyFilterChange(parseListingSearch('price_min=100'), { priceMin: undefined });
    expect(next.filters).toEqual(emptyFilters());
  });

  it('resets distance sorting when the range goes to 0', () => {
    const state = parseListingSearch('range=5&sorting=distance&page=2');
    expect(applyFilterChange(state, { range: 0 })).toEqual({
      page: 1,
      filters: { ...emptyFilters(), range: 0 },
    });
  });

  it('keeps other sortings when the range goes to 0', () => {
    const state = parseListingSearch('range=5&sorting=price_asc');
    expect(applyFilterChange(state, { range: 0 }).filters.sorting).toBe('price_asc');
  });

  it('keeps distance sorting when the range changes to another value', () => {
    const state = parseListingSearch('range=5&sorting=distance');
    expect(applyFilterChange(state, { range: 10 }).filters.sorting).toBe('distance');
  });

  it('counts active filters for the Filters button', () => {
    expect(activeFilterCount(parseListingSearch('range=0&sorting=price_asc').filters)).toBe(0);
    expect(activeFilterCount(parseListingSearch('range=5&price_min=1&tags=a,b').filters)).toBe(4);
  });
});

describe('paging', () => {
  it('counts pages', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it('shows a window of pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 42)).toEqual([1, null, 4, 5, 6, 7, 8, null, 42]);
    expect(pageWindow(4, 42)).toEqual([1, 2, 3, 4, 5, 6, null, 42]);
  });

  it('labels ranges', () => {
    expect(rangeLabel(0)).toBe('+0 km');
    expect(rangeLabel(15)).toBe('+15 km');
  });
});

describe('energy label and statuses', () => {
  it('reads, writes and sends the minimum energy label; an unknown one is dropped', () => {
    const state = parseListingSearch('energy_label_min=A%2B%2B&statuses=sold');
    expect(state.filters.energyLabelMin).toBe('A++');
    expect(listingSearchString(state)).toBe('statuses=sold&energy_label_min=A%2B%2B');
    expect(toHouseFilter({}, state.filters)).toEqual({ statuses: ['sold'], energyLabelMin: 'A++' });
    expect(activeFilterCount(state.filters)).toBe(2);
    expect(parseListingSearch('energy_label_min=H').filters.energyLabelMin).toBeUndefined();
  });

  it("knows the for-sale default and when the heading may say 'te koop'", () => {
    expect(isForSaleDefault(['open_for_offers', 'selling'])).toBe(true);
    expect(isForSaleDefault(['selling'])).toBe(false);
    expect(showsOnlyForSale([])).toBe(true);
    expect(showsOnlyForSale(['selling'])).toBe(true);
    expect(showsOnlyForSale(['selling', 'sold'])).toBe(false);
  });
});
