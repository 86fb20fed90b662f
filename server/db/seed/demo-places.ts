import type { DemoCountry } from './demo-members.ts';

type Place = {
  city: string;
  region: string;
  latitude: number;
  longitude: number;
};

/** A few cities per demo country, with their ISO 3166-2 region codes (as served by /api/regions.php). */
const PLACES: Record<DemoCountry, Place[]> = {
  NL: [
    { city: 'Amsterdam', region: 'NL-NH', latitude: 52.37, longitude: 4.89 },
    { city: 'Haarlem', region: 'NL-NH', latitude: 52.38, longitude: 4.64 },
    { city: 'Rotterdam', region: 'NL-ZH', latitude: 51.92, longitude: 4.48 },
    { city: 'Den Haag', region: 'NL-ZH', latitude: 52.08, longitude: 4.3 },
    { city: 'Utrecht', region: 'NL-UT', latitude: 52.09, longitude: 5.12 },
    { city: 'Eindhoven', region: 'NL-NB', latitude: 51.44, longitude: 5.47 },
    { city: 'Tilburg', region: 'NL-NB', latitude: 51.56, longitude: 5.09 },
    { city: 'Groningen', region: 'NL-GR', latitude: 53.22, longitude: 6.57 },
    { city: 'Nijmegen', region: 'NL-GE', latitude: 51.84, longitude: 5.86 },
    { city: 'Arnhem', region: 'NL-GE', latitude: 51.98, longitude: 5.91 },
    { city: 'Zwolle', region: 'NL-OV', latitude: 52.52, longitude: 6.08 },
    { city: 'Maastricht', region: 'NL-LI', latitude: 50.85, longitude: 5.69 },
    { city: 'Leeuwarden', region: 'NL-FR', latitude: 53.2, longitude: 5.8 },
    { city: 'Almere', region: 'NL-FL', latitude: 52.37, longitude: 5.21 },
    { city: 'Assen', region: 'NL-DR', latitude: 52.99, longitude: 6.56 },
    { city: 'Middelburg', region: 'NL-ZE', latitude: 51.5, longitude: 3.61 },
  ],
  BE: [
    { city: 'Antwerpen', region: 'BE-VLG', latitude: 51.22, longitude: 4.4 },
    { city: 'Gent', region: 'BE-VLG', latitude: 51.05, longitude: 3.72 },
    { city: 'Brugge', region: 'BE-VLG', latitude: 51.21, longitude: 3.22 },
    { city: 'Leuven', region: 'BE-VLG', latitude: 50.88, longitude: 4.7 },
    { city: 'Brussel', region: 'BE-BRU', latitude: 50.85, longitude: 4.35 },
    { city: 'Liège', region: 'BE-WAL', latitude: 50.63, longitude: 5.57 },
    { city: 'Namur', region: 'BE-WAL', latitude: 50.47, longitude: 4.87 },
  ],
  DE: [
    { city: 'Berlin', region: 'DE-BE', latitude: 52.52, longitude: 13.4 },
    { city: 'Hamburg', region: 'DE-HH', latitude: 53.55, longitude: 9.99 },
    { city: 'München', region: 'DE-BY', latitude: 48.14, longitude: 11.58 },
    { city: 'Köln', region: 'DE-NW', latitude: 50.94, longitude: 6.96 },
    { city: 'Düsseldorf', region: 'DE-NW', latitude: 51.23, longitude: 6.78 },
    { city: 'Aachen', region: 'DE-NW', latitude: 50.78, longitude: 6.08 },
    {
      city: 'Frankfurt am Main',
      region: 'DE-HE',
      latitude: 50.11,
      longitude: 8.68,
    },
    { city: 'Stuttgart', region: 'DE-BW', latitude: 48.78, longitude: 9.18 },
    { city: 'Hannover', region: 'DE-NI', latitude: 52.37, longitude: 9.74 },
    { city: 'Leipzig', region: 'DE-SN', latitude: 51.34, longitude: 12.37 },
  ],
};

export function placesOf(country: DemoCountry): Place[] {
  return PLACES[country];
}
