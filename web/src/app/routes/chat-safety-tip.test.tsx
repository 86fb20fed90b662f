import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, chatPage, conversationId, renderConversation } from '../../test/chats.tsx';
import { FakeWebSocket } from '../../test/fake-websocket.ts';
import { card } from '../../test/members.ts';

const TIP =
  'Veiligheidstip: deel geen persoonlijke of betaalgegevens met iemand die je niet goed kent, en stuur nooit geld, crypto of cadeaukaarten.';

/** The texts of the messages shown with the safety tip. */
const tipped = () =>
  screen
    .queryAllByTestId('safety-tip')
    .map((tip) => tip.closest('[data-testid="chat-message"]')!.querySelector('.chat-text')!.textContent);

describe('the safety tip in a conversation (decision 038)', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it('shows under a flagged message received, in the member language, and under no other', async () => {
    const history = [
      chatMessage(1, { text: 'Bel me op 0612345678', safety_tip: true }),
      chatMessage(2, { text: 'Hoi!' }),
      chatMessage(3, { mine: true, text: 'Mijn nummer is 0687654321' }),
    ];
    renderConversation([chatPage(1, history)]);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(tipped()).toEqual(['Bel me op 0612345678']);
    const tip = screen.getByTestId('safety-tip');
    expect(tip.textContent).toBe(TIP);
    expect(tip.getAttribute('role')).toBe('note');
  });

  it('shows no tip in a conversation without flagged messages', async () => {
    renderConversation([chatPage(1, [chatMessage(1), chatMessage(2, { mine: true })])]);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.queryByTestId('safety-tip')).toBeNull();
  });

  it('shows with a flagged message that arrives live', async () => {
    renderConversation([chatPage(1, [chatMessage(1)])], undefined, { live: true });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'message.created',
        conversation_id: conversationId(1),
        profile_id: card(1).id,
        message: chatMessage(5, { text: 'stuur me 200 euro via western union', safety_tip: true }),
      }),
    );
    await waitFor(() => expect(tipped()).toEqual(['stuur me 200 euro via western union']));
  });
});
