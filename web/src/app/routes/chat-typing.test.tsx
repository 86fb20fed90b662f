import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_FRAME_EVERY_MS, TYPING_SHOWN_MS } from '../../../../shared/realtime.ts';
import { chatMessage, chatPage, conversationId, renderConversation } from '../../test/chats.tsx';
import { FakeWebSocket } from '../../test/fake-websocket.ts';
import { card } from '../../test/members.ts';

const typingFrames = () => FakeWebSocket.latest.sent.filter((frame) => frame.startsWith('typing:'));
const note = () => screen.getByTestId('typing-note');
const typingOf = (n: number) => ({
  type: 'typing' as const,
  conversation_id: conversationId(n),
  profile_id: card(n).id,
});

describe('typing in a conversation', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => vi.useRealTimers());

  it('tells the server at most once per few seconds while the member types, nothing for an empty box', async () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderConversation([chatPage(1, [chatMessage(1)])], undefined, { live: true });
    const input = await screen.findByLabelText('Bericht');
    fireEvent.change(input, { target: { value: ' ' } });
    expect(typingFrames()).toEqual([]);
    for (const text of ['H', 'Ha', 'Hal', 'Hall']) fireEvent.change(input, { target: { value: text } });
    expect(typingFrames()).toEqual([`typing:${conversationId(1)}`]);
    now += TYPING_FRAME_EVERY_MS - 1;
    fireEvent.change(input, { target: { value: 'Hallo' } });
    expect(typingFrames()).toHaveLength(1);
    now += 1;
    fireEvent.change(input, { target: { value: 'Hallo!' } });
    expect(typingFrames()).toEqual([`typing:${conversationId(1)}`, `typing:${conversationId(1)}`]);
  });

  it('says nothing before the conversation exists', async () => {
    renderConversation([chatPage(1, [], { conversation: null })], undefined, { live: true });
    const input = await screen.findByLabelText('Bericht');
    fireEvent.change(input, { target: { value: 'Hoi' } });
    expect(typingFrames()).toEqual([]);
  });

  it('shows "… is aan het typen" for a few seconds after the other member’s last frame of this conversation', async () => {
    renderConversation([chatPage(1, [chatMessage(1)])], undefined, { live: true });
    await screen.findByLabelText('Bericht');
    expect(note().textContent).toBe('');
    expect(note().getAttribute('aria-live')).toBe('polite');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => FakeWebSocket.latest.receive(typingOf(2)));
    expect(note().textContent).toBe('');
    act(() => FakeWebSocket.latest.receive(typingOf(1)));
    expect(note().textContent).toBe('Lid 1 is aan het typen…');
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1_000));
    act(() => FakeWebSocket.latest.receive(typingOf(1)));
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1));
    expect(note().textContent).toBe('Lid 1 is aan het typen…');
    act(() => vi.advanceTimersByTime(1));
    expect(note().textContent).toBe('');
  });

  it('stops saying so when their message arrives', async () => {
    renderConversation([chatPage(1, [chatMessage(1)])], undefined, { live: true });
    await screen.findByLabelText('Bericht');
    act(() => FakeWebSocket.latest.receive(typingOf(1)));
    expect(note().textContent).toBe('Lid 1 is aan het typen…');
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'message.created',
        conversation_id: conversationId(1),
        profile_id: card(1).id,
        message: chatMessage(9, { text: 'Daar ben ik' }),
      }),
    );
    await waitFor(() => expect(note().textContent).toBe(''));
  });
});
