import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../shared/page-routes.ts';
import { showBackButton } from './back-button.ts';

describe('showBackButton (SPEC §2)', () => {
  it('shows in the installed app with history on members-id, likes-type, likes-m-id, credits and its payment method only', () => {
    const shown = PAGE_ROUTES.map(({ name }) => name).filter((routeName) =>
      showBackButton({ installedApp: true, historyLength: 2, routeName }),
    );
    expect(shown.sort()).toEqual(['credits', 'credits-id-paymentmethod', 'likes-m-id', 'likes-type', 'members-id']);
  });

  it('never in a browser tab, nor without a page to go back to', () => {
    expect(showBackButton({ installedApp: false, historyLength: 5, routeName: 'members-id' })).toBe(false);
    expect(showBackButton({ installedApp: true, historyLength: 1, routeName: 'members-id' })).toBe(false);
    expect(showBackButton({ installedApp: true, historyLength: 2, routeName: undefined })).toBe(false);
  });
});
