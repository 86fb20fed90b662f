/** Screens on which the push alert never shows (SPEC §4). */
const HIDDEN_ON: readonly string[] = ['signup', 'notifications', 'activate-done', 'directdebit', 'premium'];

export interface PushAlertContext {
  loggedIn: boolean;
  routeName: string | undefined;
  /** This browser can take pushes, the site has a push key, and the member has not yet allowed or refused them. */
  pushPossible: boolean;
  dismissed: boolean;
}

/** SPEC §4: offered when push is possible, not on the screens above, until the member dismisses it. */
export const showPushAlert = ({ loggedIn, routeName, pushPossible, dismissed }: PushAlertContext) =>
  loggedIn && pushPossible && !dismissed && !HIDDEN_ON.includes(routeName ?? '');
