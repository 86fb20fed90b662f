import { describe, expect, it } from 'vitest';
import { isAreaName, townName, townRows } from './towns.ts';

describe('townName', () => {
  it.each([
    ['Gemeente Amsterdam', 'Amsterdam'],
    ['Regierungsbezirk Köln', 'Köln'],
    ['Zürich (Kreis 1) / Lindenhof', 'Zürich'],
    ['Kloten / Balsberg', 'Kloten'],
    ['Marseille 01', 'Marseille'],
    ['Bad Homburg vor der Höhe', 'Bad Homburg vor der Höhe'],
    ['Haarlem', 'Haarlem'],
    ['Gemeente', 'Gemeente'],
  ])('%s is shown as %s', (name, town) => {
    expect(townName(name)).toBe(town);
  });

  it('tells an area from a place', () => {
    expect(isAreaName('Gemeente Diemen')).toBe(true);
    expect(isAreaName('Powiat Krakowski')).toBe(true);
    expect(isAreaName('Diemen')).toBe(false);
  });
});

describe('townRows', () => {
  const at = (name: string, lat: number, lon: number, country = 'DE') => ({ name, country, lat, lon });

  it('gives a district its city, an area none, and keeps the towns around', () => {
    const rows = [
      at('Köln', 50.9333, 6.95),
      at('Regierungsbezirk Köln', 50.78, 6.87),
      ...['Altstadt Nord', 'Deutz', 'Kalk', 'Nippes', 'Riehl', 'Poll'].map((name, i) =>
        at(name, 50.94 + (i - 3) * 0.01, 6.96),
      ),
      at('Frechen', 50.91, 6.81),
      at('Hamburg', 53.575, 10.015),
      at('Hamburg-Nord', 53.589, 9.984),
    ];
    const names = [...townRows(rows)].map((i) => (i < 0 ? null : rows[i]!.name));
    expect(names).toEqual(['Köln', null, ...Array(6).fill('Köln'), 'Frechen', 'Hamburg', 'Hamburg']);
  });

  it('leaves a village and its neighbours alone: without districts listed, no town takes another', () => {
    const rows = [
      at('Bunnik', 52.067, 5.197, 'NL'),
      at('Odijk', 52.053, 5.235, 'NL'),
      at('Gemeente Bunnik', 52.06, 5.2, 'NL'),
    ];
    expect([...townRows(rows)]).toEqual([0, 1, -1]);
  });
});
