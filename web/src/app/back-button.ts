/** Screens with a way back in the installed app (SPEC §2). */
const BACK_ROUTES: readonly string[] = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
];

export interface BackButtonContext {
  installedApp: boolean;
  /** `history.length`: more than 1 when there is a page to go back to. */
  historyLength: number;
  routeName: string | undefined;
}

/** SPEC §2: a back button only in an installed app (standalone display), with history, on the screens above. */
export const showBackButton = ({ installedApp, historyLength, routeName }: BackButtonContext) =>
  installedApp && historyLength > 1 && BACK_ROUTES.includes(routeName ?? '');
