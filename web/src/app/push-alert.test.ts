import { describe, expect, it } from 'vitest';
import { type PushAlertContext, showPushAlert } from './push-alert.ts';

const base: PushAlertContext = { loggedIn: true, routeName: 'members', pushPossible: true, dismissed: false };

describe('push alert (SPEC §4)', () => {
  it('is offered to a member whose browser can take pushes', () => {
    expect(showPushAlert(base)).toBe(true);
    expect(showPushAlert({ ...base, routeName: 'index' })).toBe(true);
  });

  it('is not offered to visitors, where push is impossible or decided, or after dismissal', () => {
    expect(showPushAlert({ ...base, loggedIn: false })).toBe(false);
    expect(showPushAlert({ ...base, pushPossible: false })).toBe(false);
    expect(showPushAlert({ ...base, dismissed: true })).toBe(false);
  });

  it.each(['signup', 'notifications', 'activate-done', 'directdebit', 'premium'])('never shows on %s', (route) => {
    expect(showPushAlert({ ...base, routeName: route })).toBe(false);
  });
});
