import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/contracts/auth.ts';
import { testUser } from '../../test/members.ts';
import { renderScreen } from '../../test/screen.tsx';
import { MailDisabledAlert } from './mail-disabled-alert-view.tsx';

const member = (reasons: string[]): User => ({ ...testUser, notifications_disabled: reasons }) as User;

beforeEach(() => localStorage.clear());

describe('the disabled-notifications alert', () => {
  it('says why mails are off and links to the settings, where they go back on', () => {
    renderScreen(<MailDisabledAlert user={member(['bounce'])} routeName="members" />);
    expect(screen.getByTestId('mail-disabled-alert').textContent).toContain(
      'E-mails staan uit omdat je e-mailadres niet bereikbaar was.',
    );
    expect(screen.getByRole('link', { name: 'E-mails weer aanzetten' }).getAttribute('href')).toBe('/settings');
  });

  it('shows nothing with mails on, on the settings and notifications screens, or for a visitor', () => {
    const { rerender } = renderScreen(<MailDisabledAlert user={member([])} routeName="members" />);
    expect(screen.queryByTestId('mail-disabled-alert')).toBeNull();
    for (const routeName of ['settings', 'notifications']) {
      rerender(<MailDisabledAlert user={member(['fbl'])} routeName={routeName} />);
      expect(screen.queryByTestId('mail-disabled-alert')).toBeNull();
    }
    rerender(<MailDisabledAlert user={null} routeName="members" />);
    expect(screen.queryByTestId('mail-disabled-alert')).toBeNull();
  });

  it('stays closed once closed, until another reason comes', () => {
    const { unmount } = renderScreen(<MailDisabledAlert user={member(['list-unsubscribe'])} routeName="chats" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('mail-disabled-alert')).toBeNull();
    unmount();
    renderScreen(<MailDisabledAlert user={member(['list-unsubscribe'])} routeName="chats" />);
    expect(screen.queryByTestId('mail-disabled-alert')).toBeNull();
    renderScreen(<MailDisabledAlert user={member(['list-unsubscribe', 'bounce'])} routeName="chats" />);
    expect(screen.getByTestId('mail-disabled-alert')).toBeTruthy();
  });
});
