import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as InboxScreen } from './inbox-screen.tsx';

/** A stand-in for the browser's WebSocket: the test pushes the server's messages. */
class FakeSocket {
  static last: FakeSocket | undefined;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
}
beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));

const member = {
  id: 'm1',
  name: 'Kees',
  age: 41,
  country: 'NL',
  region: null,
  city: 'Zwolle',
  photo: null,
  fictional: false,
};
const entry = (claim: object | null) => ({
  conversation_id: 'c1',
  profile: { ...member, id: 'f1', name: 'Iris', fictional: true },
  member: { ...member, credits: 12, premium: true },
  num_unread_messages: 1,
  last_message_at: '2026-11-27T10:00:00.000Z',
  claim,
});
const history = (claim: object | null) => ({
  ...entry(claim),
  messages: [{ id: 'x', mine: false, kind: 'text', text: 'Ben je er?', created_at: '2026-11-27T10:00:00.000Z' }],
  more: false,
});

describe('the inbox', () => {
  it('says so when nobody waits', async () => {
    stubApi(() => [200, { conversations: [] }]);
    renderScreen(<InboxScreen />);
    expect(await screen.findByText('Geen lid wacht op een antwoord.')).toBeTruthy();
    expect(FakeSocket.last?.url).toMatch(/\/api\/admin\/live$/);
  });

  it('opens a conversation, claims it, shows the member and answers; a live message reads the list again', async () => {
    const mine = { staff_name: 'Op', mine: true, until: '2026-11-27T10:05:00.000Z' };
    const fetch = stubApi((path) => {
      if (path === '/api/admin/inbox-claim.php') return [200, { claim: mine }];
      if (path === '/api/admin/inbox-conversation.php') return [200, history(mine)];
      if (path === '/api/admin/message.php') return [200, { message: {} }];
      return [200, { conversations: [entry(null)] }];
    });
    renderScreen(<InboxScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /Kees → Iris/ }));
    expect((await screen.findByTestId('member-summary')).textContent).toContain('Credits: 12');
    expect(screen.getByTestId('inbox-history').textContent).toContain('Ben je er?');
    expect(await screen.findByText('Jij beantwoordt dit gesprek')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Je antwoord'), 'Hoi!');
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(fetch.mock.calls.find(([url]) => url.startsWith('/api/admin/message.php'))?.[1]?.body).toBe(
        JSON.stringify({ conversation_id: 'c1', text: 'Hoi!' }),
      ),
    );
    const lists = () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/admin/inbox.php')).length;
    const before = lists();
    act(() => FakeSocket.last!.onmessage!({ data: JSON.stringify({ type: 'inbox.message', conversation_id: 'c1' }) }));
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it('shows who holds a conversation taken by another operator, and no sending', async () => {
    const theirs = { staff_name: 'Anna', mine: false, until: '2026-11-27T10:05:00.000Z' };
    stubApi((path) => {
      if (path === '/api/admin/inbox-claim.php')
        return [
          409,
          { statusCode: 409, code: 'conversation_claimed', message: 'Dit gesprek wordt al beantwoord door Anna.' },
        ];
      if (path === '/api/admin/inbox-conversation.php') return [200, history(theirs)];
      return [200, { conversations: [entry(theirs)] }];
    });
    renderScreen(<InboxScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /Kees → Iris/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Dit gesprek wordt al beantwoord door Anna.');
    expect(screen.getAllByText('Wordt beantwoord door Anna').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Versturen' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
