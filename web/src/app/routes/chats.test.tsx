import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatEntry } from '../../../../shared/contracts/chats.ts';
import { unreadMessagesCount } from '../../features/chats/api/chats.ts';
import { chatsKeys } from '../../features/chats/api/keys.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { chatEntry, conversationId } from '../../test/chats.tsx';
import { card, testSettings, testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Chats } from './chats.tsx';

type Answer = [number, unknown];

/** The chat screen at `url`; chats.php answers `chats`, other calls `answer`. */
function renderChats(
  chats: ChatEntry[],
  answer: (path: string, init?: RequestInit) => Answer | undefined = () => undefined,
) {
  const fetch = stubApi(
    (path, init) => answer(path, init) ?? (path === '/api/chats.php' ? [200, { chats }] : [200, {}]),
  );
  const { client } = renderScreen(
    <Chats />,
    [
      [settingsQuery.queryKey, testSettings],
      [userQuery.queryKey, testUser],
    ],
    { url: '/chats', path: '/chats' },
  );
  return { fetch, client };
}

const entries = () => screen.getAllByTestId('chat-entry');
const calls = (fetch: ReturnType<typeof stubApi>, path: string, method = 'GET') =>
  fetch.mock.calls.filter(([url, init]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method);

/** The site's menu of the chat screens, opened: its links' names and addresses. */
async function openSiteMenu(toggle: HTMLElement) {
  await userEvent.click(toggle);
  const menu = toggle.parentElement!.querySelector('.dropdown-menu') as HTMLElement;
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const SITE_LINKS = [
  ['Home', '/'],
  ['Leden zoeken', '/members'],
  ['Likes', '/likes'],
  ['Mijn profiel', '/profile'],
  ['Instellingen', '/settings'],
];

describe('the way to the rest of the site (no top bar on the chat screens)', () => {
  it('is a menu beside the list, in the main navigation, with the home link of the brand', async () => {
    renderChats([chatEntry(1)]);
    const nav = await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
    expect(await openSiteMenu(within(nav).getByRole('button', { name: 'Menu' }))).toEqual(SITE_LINKS);
  });
});

describe('the conversation list', () => {
  it('shows a spinner, then says there are no conversations and offers the search', async () => {
    renderChats([]);
    expect(screen.getByRole('status').textContent).toBe('Laden…');
    const empty = await screen.findByTestId('chats-empty');
    expect(empty.textContent).toContain('Je hebt nog geen gesprekken.');
    expect(within(empty).getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe('/members');
    expect(screen.getByTestId('chat-empty-panel').textContent).toContain('Kies een gesprek');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Berichten');
  });

  it('lists the conversations newest first: name, fictional badge, last message, unread count, link', async () => {
    renderChats([
      chatEntry(1, { num_unread_messages: 3, profile: card(1, { fictional: true }) }),
      chatEntry(2, { last_message: { kind: 'photo', text: '', mine: true, created_at: '2026-01-01T10:00:00.000Z' } }),
      chatEntry(3, { last_message: { kind: 'gift', text: '', mine: false, created_at: '2026-01-01T09:00:00.000Z' } }),
      chatEntry(4, { last_message: null, num_unread_messages: 120 }),
    ]);
    await waitFor(() => expect(entries()).toHaveLength(4));
    const [first, second, third, fourth] = entries();
    expect(within(first!).getByRole('link').getAttribute('href')).toBe(`/chats/${conversationId(1)}`);
    expect(within(first!).getByText('Lid 1')).toBeTruthy();
    expect(within(first!).getByText('Fictief').getAttribute('title')).toBe('Dit profiel is fictief.');
    expect(within(first!).getByTestId('chat-preview').textContent).toBe('Bericht 1');
    expect(within(first!).getByLabelText('Ongelezen berichten: 3').textContent).toBe('3');
    expect(within(second!).getByTestId('chat-preview').textContent).toBe('Jij: Foto');
    expect(within(second!).queryByLabelText(/Ongelezen/)).toBeNull();
    expect(within(third!).getByTestId('chat-preview').textContent).toBe('Cadeau');
    expect(within(fourth!).getByTestId('chat-preview').textContent).toBe('Nog geen berichten');
    expect(within(fourth!).getByLabelText('Ongelezen berichten: 120').textContent).toBe('99+');
  });

  /** The app's dialog asking to remove the conversation with `name`, answered with `button`. */
  async function answerRemoval(name: string, button: 'Verwijderen' | 'Annuleren') {
    await userEvent.click(await screen.findByRole('button', { name: `Gesprek met ${name} verwijderen` }));
    const dialog = await screen.findByRole('dialog', { name: 'Gesprek verwijderen' });
    expect(within(dialog).getByText(`Wil je het gesprek met ${name} verwijderen?`)).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('removes a conversation at once after confirming in the app’s dialog, then deletes it on the server', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { fetch } = renderChats([chatEntry(1), chatEntry(2)], (path, init) =>
      path === '/api/chat.php' && init?.method === 'DELETE' ? [200, { ok: true }] : undefined,
    );
    await waitFor(() => expect(entries()).toHaveLength(2));
    await answerRemoval('Lid 1', 'Verwijderen');
    expect(confirm).not.toHaveBeenCalled();
    expect(entries().map((entry) => within(entry).getByTestId('chat-preview').textContent)).toEqual(['Bericht 2']);
    await waitFor(() => expect(calls(fetch, '/api/chat.php', 'DELETE')).toHaveLength(1));
    const body = calls(fetch, '/api/chat.php', 'DELETE')[0]![1]!.body as string;
    expect(JSON.parse(body)).toEqual({ conversation: { id: conversationId(1) } });
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });

  it('keeps a conversation when the member cancels, or presses Escape', async () => {
    const { fetch } = renderChats([chatEntry(1)]);
    await answerRemoval('Lid 1', 'Annuleren');
    expect(entries()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Gesprek met Lid 1 verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gesprek verwijderen' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(entries()).toHaveLength(1);
    expect(calls(fetch, '/api/chat.php', 'DELETE')).toHaveLength(0);
  });

  it('shows the error and reads the list again when the server refuses the removal', async () => {
    const { fetch } = renderChats([chatEntry(1), chatEntry(2)], (path, init) =>
      path === '/api/chat.php' && init?.method === 'DELETE'
        ? [404, { statusCode: 404, code: 'not_found', message: 'Niet gevonden.' }]
        : undefined,
    );
    await waitFor(() => expect(entries()).toHaveLength(2));
    const listReads = calls(fetch, '/api/chats.php').length;
    await answerRemoval('Lid 2', 'Verwijderen');
    expect((await screen.findByTestId('remove-error')).textContent?.trim()).toBe('Niet gevonden.');
    await waitFor(() => expect(calls(fetch, '/api/chats.php').length).toBe(listReads + 1));
    await waitFor(() => expect(entries()).toHaveLength(2));
    vi.restoreAllMocks();
  });

  it('counts the unread messages of every conversation for the top bar', async () => {
    const { client } = renderChats([
      chatEntry(1, { num_unread_messages: 2 }),
      chatEntry(2, { num_unread_messages: 5 }),
    ]);
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(unreadMessagesCount(client.getQueryData(chatsKeys.list()))).toBe(7);
  });
});

describe('the matches offered above the list', () => {
  /** Match `n` as chat-starters.php gives it. */
  const starter = (n: number) => {
    const { id, name, age, photo } = card(n);
    return { id, name, age, photo };
  };
  /** The chat screen with these conversations, and these matches without one. */
  const renderWithStarters = (chats: ChatEntry[], starters: ReturnType<typeof starter>[]) =>
    renderChats(chats, (path) => (path === '/api/chat-starters.php' ? [200, { starters }] : undefined));

  it('shows each match as a round photo with the name, leading to a new chat with them', async () => {
    renderWithStarters([chatEntry(1)], [starter(7), { ...starter(8), photo: null }]);
    const row = await screen.findByRole('region', { name: 'Nieuwe matches — zeg hallo' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lid 7', `/members/${card(7).id}/chat`],
      ['Lid 8', `/members/${card(8).id}/chat`],
    ]);
    expect(links[0]!.querySelector('img.rounded-circle')!.getAttribute('src')).toContain('p7/thumb.jpg');
    expect(links[1]!.querySelector('img')).toBeNull();
    expect(row.compareDocumentPosition(screen.getByTestId('chat-entry'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('is not there without such matches', async () => {
    const { client } = renderWithStarters([chatEntry(1)], []);
    await waitFor(() => expect(entries()).toHaveLength(1));
    await waitFor(() => expect(client.getQueryState(chatsKeys.starters())?.status).toBe('success'));
    expect(screen.queryByTestId('chat-starters')).toBeNull();
    expect(screen.queryByText('Nieuwe matches — zeg hallo')).toBeNull();
  });

  it('takes the place of the note that there are no conversations', async () => {
    renderWithStarters([], [starter(7)]);
    expect(await screen.findByTestId('chat-starters')).toBeTruthy();
    expect(screen.queryByTestId('chats-empty')).toBeNull();
    expect(screen.queryByText(/Je hebt nog geen gesprekken/)).toBeNull();
  });

  it('leaves the note when there are neither conversations nor matches', async () => {
    renderWithStarters([], []);
    expect((await screen.findByTestId('chats-empty')).textContent).toContain('Je hebt nog geen gesprekken.');
    expect(screen.queryByTestId('chat-starters')).toBeNull();
  });
});
