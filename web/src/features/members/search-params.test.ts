import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersFromValues, searchToParams, trafficFromParams } from './search-params.ts';

const url = (search: string) => new URLSearchParams(search);

describe('the search in the URL', () => {
  it('reads the filters and the tracking values, leaving out empty and unknown ones', () => {
    const params = url('gender=female&country=&min_age=25&page=3&network=ads&ref=r1&sub1=x');
    expect(filtersFromParams(params)).toEqual({ gender: 'female', min_age: '25' });
    expect(trafficFromParams(params)).toEqual({ network: 'ads', ref: 'r1' });
  });

  it('writes a search with the visit’s tracking values and without empty filters', () => {
    const params = searchToParams({ gender: 'male', country: '', max_age: '40' }, { network: 'ads' });
    expect(params).toEqual({ gender: 'male', max_age: '40', network: 'ads' });
    expect(new URLSearchParams(params).toString()).toBe('gender=male&max_age=40&network=ads');
  });

  it('clears to the tracking values alone', () => {
    expect(searchToParams({}, { ref: 'r1' })).toEqual({ ref: 'r1' });
  });

  it('reads back what it wrote', () => {
    const filters = { gender: 'female', country: 'NL', countryregion: 'NL-NH', min_age: '18', max_age: '99' };
    const params = url(new URLSearchParams(searchToParams(filters, { ref: 'r1' })).toString());
    expect([filtersFromParams(params), trafficFromParams(params)]).toEqual([filters, { ref: 'r1' }]);
  });

  it('turns the checked form into text filters, unset ones left out', () => {
    expect(filtersFromValues({ gender: 'female', min_age: 30, max_age: undefined, other: 'x' })).toEqual({
      gender: 'female',
      min_age: '30',
    });
  });
});
