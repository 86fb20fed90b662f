/** What a country calls its first-level regions (SPEC §9). Labels live in the catalogues as `region_label.<kind>`. */
export const REGION_LABEL_KINDS = [
  'province',
  'state',
  'canton',
  'county',
  'region',
  'voivodeship',
  'department',
] as const;
export type RegionLabelKind = (typeof REGION_LABEL_KINDS)[number];

const REGION_LABEL_BY_COUNTRY: Record<string, RegionLabelKind> = {
  NL: 'province',
  BE: 'region',
  DE: 'state',
  AT: 'state',
  CH: 'canton',
  LU: 'canton',
  US: 'state',
  AU: 'state',
  BR: 'state',
  MX: 'state',
  IN: 'state',
  CA: 'province',
  ES: 'province',
  IT: 'region',
  FR: 'region',
  GB: 'county',
  IE: 'county',
  NO: 'county',
  SE: 'county',
  DK: 'region',
  FI: 'region',
  PL: 'voivodeship',
};

export function regionLabelKind(countryCode: string): RegionLabelKind {
  return REGION_LABEL_BY_COUNTRY[countryCode.toUpperCase()] ?? 'region';
}
