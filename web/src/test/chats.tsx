import type { ChatEntry, ChatMessage, ChatResponse } from '../../../shared/contracts/chats.ts';
import { LiveSocket } from '../app/live-socket.ts';
import { Component as Chats } from '../app/routes/chats.tsx';
import { userQuery } from '../lib/current-user.ts';
import { settingsQuery } from '../lib/site-settings.ts';
import { card, testSettings, testUser } from './members.ts';
import { renderScreen, stubApi } from './screen.tsx';

/** A conversation id for screen tests. */
export const conversationId = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A message for screen tests: `n` makes its id; the other member's text unless `extra` says otherwise. */
export function chatMessage(n: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    client_id: null,
    mine: false,
    kind: 'text',
    text: `Bericht ${n}`,
    photo: null,
    gift: null,
    created_at: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(),
    held: false,
    safety_tip: false,
    ...extra,
  };
}

/** The list entry of the conversation `n` with member `n`. */
export function chatEntry(n: number, extra: Partial<ChatEntry> = {}): ChatEntry {
  const { kind, text, mine, created_at } = chatMessage(n);
  return {
    conversation: { id: conversationId(n) },
    profile: card(n),
    num_unread_messages: 0,
    last_message: { kind, text, mine, created_at },
    ...extra,
  };
}

/** A page of GET /api/chat.php: conversation `n` with member `n`. */
export function chatPage(n: number, messages: ChatMessage[], extra: Partial<ChatResponse> = {}): ChatResponse {
  return {
    conversation: { id: conversationId(n) },
    profile: card(n),
    blocked: false,
    read_up_to: null,
    messages,
    more: false,
    costs: { message: 2, photo: 3, free_messages: 0 },
    max_length: 1000,
    ...extra,
  };
}

type Answer = [number, unknown];
type Answerer = (path: string, init?: RequestInit) => Answer | undefined;

/**
 * The chat screen on conversation 1 with member 1 (at /chats/{id}, or at `url`, a /members/{id}/chat): chat.php
 * answers `pages` (newest first, one per GET), `answer` what it knows, the rest ok; `live` adds the app's live socket.
 */
export function renderConversation(
  pages: ChatResponse[],
  answer: Answerer = () => undefined,
  { url, live = false }: { url?: string; live?: boolean } = {},
) {
  let page = 0;
  const fetch = stubApi((path, init) => {
    const own = answer(path, init);
    if (own) return own;
    if (path === '/api/chat.php' && init?.method === 'GET') return [200, pages[Math.min(page++, pages.length - 1)]];
    if (path === '/api/chats.php') return [200, { chats: [chatEntry(1, { num_unread_messages: 2 })] }];
    return [200, { ok: true }];
  });
  const { client } = renderScreen(
    <>
      {live && <LiveSocket />}
      <Chats />
    </>,
    [
      [settingsQuery.queryKey, testSettings],
      [userQuery.queryKey, { ...testUser, credits: 8 }],
    ],
    url ? { url, path: '/members/:id/chat' } : { url: `/chats/${conversationId(1)}`, path: '/chats/:id' },
  );
  return { fetch, client };
}

export const requests = (fetch: ReturnType<typeof stubApi>, path: string, method = 'GET') =>
  fetch.mock.calls.filter(([url, init]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method);
