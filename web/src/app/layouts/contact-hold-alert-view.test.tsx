import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/contracts/auth.ts';
import { testUser } from '../../test/members.ts';
import { renderScreen } from '../../test/screen.tsx';
import { ContactHoldAlert } from './contact-hold-alert-view.tsx';

const member = (contact_hold: User['contact_hold']): User => ({ ...testUser, contact_hold }) as User;

beforeEach(() => localStorage.clear());

describe('the held first contacts alert', () => {
  it('tells a held member their first messages and likes wait for a check, and cannot be closed', () => {
    renderScreen(<ContactHoldAlert user={member('open')} />);
    const alert = screen.getByRole('status');
    expect(alert.getAttribute('data-testid')).toBe('contact-hold-alert');
    expect(alert.textContent).toBe(
      'Je eerste berichten en likes wachten op een controle door ons team. Dat gebeurt bij nieuwe leden die in korte ' +
        'tijd veel mensen benaderen. Zodra ze zijn goedgekeurd, worden ze in volgorde bezorgd; pas dan gaan er credits af.',
    );
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });

  it('tells a rejected member nothing was delivered nor charged, until closed', () => {
    const { unmount } = renderScreen(<ContactHoldAlert user={member('rejected')} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Je vastgehouden berichten en likes zijn na controle niet bezorgd en er zijn geen credits voor afgeschreven. ' +
        'Neem contact op met de klantenservice als je denkt dat dit een vergissing is.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('contact-hold-alert')).toBeNull();
    unmount();
    renderScreen(<ContactHoldAlert user={member('rejected')} />);
    expect(screen.queryByTestId('contact-hold-alert')).toBeNull();
  });

  it('shows nothing for a member never held, one approved, or a visitor', () => {
    const { rerender } = renderScreen(<ContactHoldAlert user={member(null)} />);
    expect(screen.queryByTestId('contact-hold-alert')).toBeNull();
    rerender(<ContactHoldAlert user={member('approved')} />);
    expect(screen.queryByTestId('contact-hold-alert')).toBeNull();
    rerender(<ContactHoldAlert user={null} />);
    expect(screen.queryByTestId('contact-hold-alert')).toBeNull();
  });
});
