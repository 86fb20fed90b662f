import { describe, expect, it } from 'vitest';
import { type EntryWarningContext, entryWarningAllowed } from './entry-warning-rules.ts';

const visitor: EntryWarningContext = {
  loggedIn: false,
  installedApp: false,
  enableSiteEntryPopup: 'yes',
  visitorCountry: 'NL',
  routeName: 'index',
};

describe('entryWarningAllowed (SPEC §4)', () => {
  it('shows for a logged-out visitor from NL or DE', () => {
    expect(entryWarningAllowed(visitor)).toBe(true);
    expect(entryWarningAllowed({ ...visitor, visitorCountry: 'DE' })).toBe(true);
  });

  it.each<[string, Partial<EntryWarningContext>]>([
    ['logged in', { loggedIn: true }],
    ['in the installed app', { installedApp: true }],
    ['popup disabled', { enableSiteEntryPopup: 'no' }],
    ['from Belgium', { visitorCountry: 'BE' }],
    ['on complete-signup', { routeName: 'complete-signup' }],
    ['on reset-password', { routeName: 'reset-password' }],
    ['on reset-password-do', { routeName: 'reset-password-do' }],
  ])('hides when %s', (_, change) => {
    expect(entryWarningAllowed({ ...visitor, ...change })).toBe(false);
  });
});
