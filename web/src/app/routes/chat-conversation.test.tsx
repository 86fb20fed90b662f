import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatMessage, chatPage, conversationId, renderConversation, requests } from '../../test/chats.tsx';
import { card } from '../../test/members.ts';

const texts = () => screen.getAllByTestId('chat-message').map((m) => m.querySelector('.chat-bubble')?.textContent);

describe('a conversation', () => {
  it('shows a spinner, then the history oldest first, the top bar, and reads it', async () => {
    const { fetch } = renderConversation([chatPage(1, [chatMessage(1), chatMessage(2, { mine: true })])]);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Laden…');
    await waitFor(() => expect(texts()).toEqual(['Bericht 1', 'Bericht 2']));
    const [theirs, mine] = screen.getAllByTestId('chat-message');
    expect(theirs!.className).toContain('chat-message-theirs');
    expect(mine!.className).toContain('chat-message-mine');
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    const bar = screen.getByTestId('chat-top-bar');
    expect(within(bar).getByRole('heading', { level: 1 }).textContent).toBe('Lid 1, 31');
    expect(screen.getByTestId('chat-profile-link').getAttribute('href')).toBe(`/members/${card(1).id}`);
    expect(within(bar).getByTestId('credit-badge').className).toContain('text-bg-warning');
    expect(screen.getByTestId('cost-line').textContent).toBe('Een bericht kost 2 credits');
    await waitFor(() => expect(requests(fetch, '/api/chat.php', 'PUT')).toHaveLength(1));
    expect(JSON.parse(requests(fetch, '/api/chat.php', 'PUT')[0]![1]!.body as string)).toEqual({
      conversation: { id: conversationId(1) },
    });
    expect(screen.getByRole('link', { name: /^Lid 1/, current: 'page' })).toBeTruthy();
  });

  it('offers in its top bar the way back to the list and, for a phone, the site’s menu', async () => {
    renderConversation([chatPage(1, [chatMessage(1)])]);
    const bar = await screen.findByTestId('chat-top-bar');
    expect(within(bar).getByRole('link', { name: 'Terug naar je gesprekken' }).getAttribute('href')).toBe('/chats');
    const nav = within(bar).getByRole('navigation', { name: 'Hoofdnavigatie' });
    const toggle = within(nav).getByRole('button', { name: 'Hoofdnavigatie' });
    await userEvent.click(toggle);
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/', '/members', '/likes', '/profile', '/settings']);
  });

  it('separates the days: the date, then "Gisteren", then "Vandaag", in the viewer’s time zone', async () => {
    const at = (daysAgo: number, hour: number) => {
      const moment = new Date();
      moment.setDate(moment.getDate() - daysAgo);
      moment.setHours(hour, 0, 0, 0);
      return moment.toISOString();
    };
    const earlier = new Date(2026, 0, 1, 12).toISOString();
    renderConversation([
      chatPage(1, [
        chatMessage(1, { created_at: earlier }),
        chatMessage(2, { created_at: earlier }),
        chatMessage(3, { created_at: at(1, 23) }),
        chatMessage(4, { created_at: at(0, 0) }),
        chatMessage(5, { created_at: at(0, 1), mine: true }),
      ]),
    ]);
    await waitFor(() => expect(texts()).toHaveLength(5));
    const log = screen.getByRole('log');
    const order = [...log.querySelectorAll('[data-testid="chat-day"], [data-testid="chat-message"]')].map((node) =>
      node.getAttribute('data-testid') === 'chat-day' ? `— ${node.textContent} —` : 'message',
    );
    expect(
      within(log)
        .getAllByRole('separator')
        .map((line) => line.getAttribute('aria-label')),
    ).toEqual(['1 januari 2026', 'Gisteren', 'Vandaag']);
    expect(order).toEqual([
      '— 1 januari 2026 —',
      'message',
      'message',
      '— Gisteren —',
      'message',
      '— Vandaag —',
      'message',
      'message',
    ]);
  });

  it('offers to report each received message, with it, and none of the member’s own', async () => {
    renderConversation([chatPage(1, [chatMessage(1), chatMessage(2, { mine: true }), chatMessage(3)])]);
    await waitFor(() => expect(texts()).toHaveLength(3));
    const reports = screen.getAllByRole('link', { name: 'Dit bericht melden' });
    expect(reports.map((link) => link.textContent)).toEqual(['Melden', 'Melden']);
    expect(reports.map((link) => link.getAttribute('href'))).toEqual(
      [1, 3].map((n) => `/complaints?member=${card(1).id}&message=${chatMessage(n).id}`),
    );
    expect(within(screen.getAllByTestId('chat-message')[1]!).queryByTestId('report-message')).toBeNull();
  });

  it('shows text as plain text, links not clickable', async () => {
    renderConversation([chatPage(1, [chatMessage(1, { text: '<b>hoi</b> https://example.com' })])]);
    await waitFor(() => expect(texts()).toEqual(['<b>hoi</b> https://example.com']));
    expect(screen.getByRole('log').querySelector('.chat-bubble a')).toBeNull();
    expect(screen.getByRole('log').querySelector('b')).toBeNull();
  });

  it('loads older messages above the newest', async () => {
    const { fetch } = renderConversation([
      chatPage(1, [chatMessage(31), chatMessage(32)], { more: true }),
      chatPage(1, [chatMessage(1), chatMessage(2)], { more: false }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Oudere berichten laden' }));
    await waitFor(() => expect(texts()).toEqual(['Bericht 1', 'Bericht 2', 'Bericht 31', 'Bericht 32']));
    const older = requests(fetch, '/api/chat.php').at(-1)![0];
    expect(new URL(older, 'http://x').searchParams.get('before')).toBe(chatMessage(31).id);
    expect(screen.queryByRole('button', { name: 'Oudere berichten laden' })).toBeNull();
  });

  it('warns about a fictional profile, marks it, and shows held and photo and gift messages', async () => {
    renderConversation([
      chatPage(
        1,
        [
          chatMessage(1, { kind: 'photo', text: '', photo: { thumb: 'c/thumb.jpg', full: 'c/full.jpg' } }),
          chatMessage(2, { kind: 'gift', text: '', gift: { key: 'rose' } }),
          chatMessage(3, { mine: true, held: true }),
        ],
        { profile: card(1, { fictional: true }) },
      ),
    ]);
    expect((await screen.findByTestId('fictional-warning')).textContent).toBe('Dit profiel is fictief.');
    expect(within(screen.getByTestId('chat-top-bar')).getByText('Fictief')).toBeTruthy();
    expect(screen.getByTestId('held-note').textContent).toContain('Wacht op een controle');
    expect(screen.getAllByTestId('chat-message')[1]!.textContent).toContain('Roos');
    await userEvent.click(screen.getByRole('button', { name: 'Foto groot bekijken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/media/c/full.jpg');
  });

  it('keeps the history of a blocked member readable and offers no sending', async () => {
    renderConversation([chatPage(1, [chatMessage(1)], { blocked: true })]);
    expect((await screen.findByTestId('chat-blocked')).textContent).toContain('Je hebt Lid 1 geblokkeerd.');
    expect(texts()).toEqual(['Bericht 1']);
    expect(screen.queryByTestId('send-footer')).toBeNull();
  });

  it('says so when the conversation is not there', async () => {
    renderConversation([], (path) =>
      path === '/api/chat.php' ? [404, { statusCode: 404, code: 'not_found', message: 'Niet gevonden.' }] : undefined,
    );
    expect((await screen.findByTestId('chat-not-found')).textContent).toContain('Dit gesprek bestaat niet');
  });

  it('shows the free messages left instead of the price, and the counter near the longest text', async () => {
    renderConversation([
      chatPage(1, [chatMessage(1)], { costs: { message: 2, photo: 3, free_messages: 1 }, max_length: 10 }),
    ]);
    expect((await screen.findByTestId('cost-line')).textContent).toBe('Gratis berichten over: 1');
    expect(screen.queryByTestId('length-counter')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bericht'), { target: { value: 'abcdefghi' } });
    expect(screen.getByTestId('length-counter').textContent).toBe('9/10');
  });
});
