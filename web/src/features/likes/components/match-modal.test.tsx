import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { card } from '../../../test/members.ts';
import { renderScreen } from '../../../test/screen.tsx';
import { paths } from '../../../lib/paths.ts';
import { closeMatch, openMatch } from '../match-store.ts';
import { MatchModal } from './match-modal.tsx';

afterEach(closeMatch);

const anna = card(1);

/** The match modal on the screen at `url`, opened for Anna; its second action's text. */
async function matchAt(url: string) {
  renderScreen(<MatchModal cdnPrefix="" ownPhoto={null} ownName="Femke" />, [], { url, path: url });
  act(() => openMatch(anna));
  const modal = await screen.findByRole('dialog', { name: 'Het is een match!' });
  return within(modal).getByTestId('match-continue');
}

describe('the match modal’s second action', () => {
  it('swipes on in the swipe game', async () => {
    expect((await matchAt(paths['swipe-game']())).textContent).toBe('Verder swipen');
  });

  it.each([paths['members-id'](anna.id), paths['likes-m-id'](anna.id)])(
    'goes back to the profile on the matched member’s profile (%s)',
    async (url) => {
      expect((await matchAt(url)).textContent).toBe('Terug naar het profiel');
    },
  );

  it('closes anywhere else (a like back heard live), staying on the screen', async () => {
    const button = await matchAt(paths.likes());
    expect(button.textContent).toBe('Sluiten');
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
