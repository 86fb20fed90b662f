import { ENTRY_WARNING_COUNTRIES } from '../../../shared/constants.ts';

/** Routes on which the entry warning never shows (SPEC §2). */
export const ENTRY_WARNING_HIDDEN_ROUTES: readonly string[] = [
  'complete-signup',
  'reset-password',
  'reset-password-do',
];

export interface EntryWarningContext {
  loggedIn: boolean;
  installedApp: boolean;
  enableSiteEntryPopup: string;
  visitorCountry: string;
  routeName: string | undefined;
}

/** SPEC §4: logged-out visitors outside the installed app, popup enabled, country NL or DE, not on hidden routes. */
export function entryWarningAllowed(context: EntryWarningContext): boolean {
  return (
    !context.loggedIn &&
    !context.installedApp &&
    context.enableSiteEntryPopup !== 'no' &&
    ENTRY_WARNING_COUNTRIES.includes(context.visitorCountry) &&
    !ENTRY_WARNING_HIDDEN_ROUTES.includes(context.routeName ?? '')
  );
}
