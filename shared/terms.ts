import { TERMS_VERSION_DEFAULT } from './constants.ts';

/** The terms-version date: 2023-12-01T12:00Z, or the company's added date when that is later (SPEC §3). */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const fallback = new Date(TERMS_VERSION_DEFAULT);
  if (!companyAdded) return fallback;
  const added = new Date(companyAdded);
  return Number.isNaN(added.getTime()) || added <= fallback ? fallback : added;
}
