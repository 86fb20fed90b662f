import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersFromValues, searchToParams, trafficFromParams } from './search-params.ts';

const url = (search: string) => new URLSearchParams(search);
const SEARCH_FIELDS = ['gender', 'country', 'region', 'min_age', 'max_age', 'body_type'];
const general = { niche: 1, search_fields: SEARCH_FIELDS };

describe('the search in the URL', () => {
  it('reads the filters and the tracking values, leaving out empty and unknown ones', () => {
    const params = url('gender=female&country=&min_age=25&page=3&network=ads&ref=r1&sub1=x');
    expect(filtersFromParams(params, general)).toEqual({ gender: 'female', min_age: '25' });
    expect(trafficFromParams(params)).toEqual({ network: 'ads', ref: 'r1' });
  });

  it('writes a search with the visit’s tracking values and without empty filters', () => {
    const params = searchToParams({ gender: 'male', country: '', max_age: '40' }, { network: 'ads' });
    expect(params).toEqual({ gender: 'male', max_age: '40', network: 'ads' });
    expect(new URLSearchParams(params).toString()).toBe('gender=male&max_age=40&network=ads');
  });

  it('clears to the tracking values and one filter named empty: everyone, not the niche’s start', () => {
    const params = searchToParams({}, { ref: 'r1' });
    expect(params).toEqual({ gender: '', ref: 'r1' });
    expect(
      filtersFromParams(url(new URLSearchParams(params).toString()), { niche: 6, search_fields: SEARCH_FIELDS }),
    ).toEqual({});
  });

  it('reads back what it wrote', () => {
    const filters = { gender: 'female', country: 'NL', countryregion: 'NL-NH', min_age: '18', max_age: '99' };
    const params = url(new URLSearchParams(searchToParams(filters, { ref: 'r1' })).toString());
    expect([filtersFromParams(params, general), trafficFromParams(params)]).toEqual([filters, { ref: 'r1' }]);
  });

  it('turns the checked form into text filters, unset ones left out', () => {
    expect(filtersFromValues({ gender: 'female', min_age: 30, max_age: undefined, other: 'x' })).toEqual({
      gender: 'female',
      min_age: '30',
    });
  });
});

/** Where each niche's search starts (decision 032) when the URL names no filter. */
describe('the niche’s default search', () => {
  it.each([
    [1, 'general', {}],
    [2, 'she', { gender: 'female' }],
    [3, 'bdsm', {}],
    [4, 'bbw', { gender: 'female', body_type: 'fat' }],
    [5, 'gilf', { gender: 'female', min_age: '60' }],
    [6, 'milf', { gender: 'female', min_age: '35', max_age: '55' }],
    [7, 'gay', { gender: 'male' }],
  ])('niche %i (%s) starts from %o', (niche, _name, start) => {
    expect(filtersFromParams(url('ref=r1'), { niche, search_fields: SEARCH_FIELDS })).toEqual(start);
  });

  it('starts only from the fields the site’s search offers', () => {
    expect(filtersFromParams(url(''), { niche: 4, search_fields: ['gender', 'min_age'] })).toEqual({
      gender: 'female',
    });
  });

  it('lets the member widen it: a URL that names any filter is the search they chose', () => {
    expect(filtersFromParams(url('min_age=40'), { niche: 6, search_fields: SEARCH_FIELDS })).toEqual({ min_age: '40' });
    expect(filtersFromParams(url('gender='), { niche: 7, search_fields: SEARCH_FIELDS })).toEqual({});
  });
});
