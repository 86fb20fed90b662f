import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../../shared/contracts/auth.ts';
import { userQuery } from '../../../lib/current-user.ts';
import { chatMessage } from '../../../test/chats.tsx';
import { testUser } from '../../../test/members.ts';
import { renderScreen } from '../../../test/screen.tsx';
import { MessageBubble } from './message-bubble.tsx';

function renderHeld(status: User['status'], held = true) {
  renderScreen(
    <MessageBubble
      message={chatMessage(1, { mine: true, held })}
      read={false}
      profileId={chatMessage(2).id}
      cdnPrefix=""
      now={Date.now()}
      onOpenPhoto={() => undefined}
    />,
    [[userQuery.queryKey, { ...testUser, status }]],
  );
}

describe('a held own message', () => {
  it('asks an unconfirmed member to confirm their email address', () => {
    renderHeld('not_confirmed');
    expect(screen.getByTestId('held-note').textContent).toBe(
      'Nog niet afgeleverd: bevestig je e-mailadres om je berichten te laten aankomen.',
    );
  });

  it('tells a confirmed member that our team checks it first, and that it is paid for once delivered', () => {
    renderHeld('confirmed');
    expect(screen.getByTestId('held-note').textContent).toBe(
      'Wacht op een controle: berichten van nieuwe leden die veel mensen tegelijk schrijven, bekijkt ons team eerst. ' +
        'Je bericht wordt bezorgd zodra het is goedgekeurd; pas dan betaal je ervoor.',
    );
  });

  it('says nothing of a message that is not held', () => {
    renderHeld('not_confirmed', false);
    expect(screen.queryByTestId('held-note')).toBeNull();
  });
});
