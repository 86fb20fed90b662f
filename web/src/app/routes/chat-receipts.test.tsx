import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, chatPage, conversationId, renderConversation } from '../../test/chats.tsx';
import { FakeWebSocket } from '../../test/fake-websocket.ts';
import { card } from '../../test/members.ts';

/** Messages 1 (theirs), 2 and 3 (mine, a minute apart), 4 (mine, held back): chatMessage's times are minute `n`. */
const history = [
  chatMessage(1),
  chatMessage(2, { mine: true }),
  chatMessage(3, { mine: true }),
  chatMessage(4, { mine: true, held: true }),
];
const minute = (n: number, seconds = 0) => new Date(Date.UTC(2026, 0, 1, 12, n, seconds)).toISOString();
/** The texts of the messages that say "Gelezen". */
const readOnes = () =>
  screen
    .queryAllByTestId('read-receipt')
    .map((receipt) => receipt.closest('[data-testid="chat-message"]')!.querySelector('.chat-text')!.textContent);

describe('read receipts in a conversation', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it('say "Gelezen" under the last own message the other member read, nowhere else', async () => {
    renderConversation([chatPage(1, history, { read_up_to: minute(2, 30) })]);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(readOnes()).toEqual(['Bericht 2']);
    expect(screen.getByTestId('read-receipt').textContent).toBe(' · Gelezen');
  });

  it('never mark a held-back message read, nor show any receipt without a read time', async () => {
    renderConversation([chatPage(1, history, { read_up_to: null })]);
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(readOnes()).toEqual([]);
  });

  it('move live when the other member reads further', async () => {
    renderConversation([chatPage(1, history, { read_up_to: minute(2, 30) })], undefined, { live: true });
    await waitFor(() => expect(readOnes()).toEqual(['Bericht 2']));
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'conversation.seen',
        conversation_id: conversationId(1),
        profile_id: card(1).id,
        read_up_to: minute(30),
      }),
    );
    await waitFor(() => expect(readOnes()).toEqual(['Bericht 3']));
  });
});
