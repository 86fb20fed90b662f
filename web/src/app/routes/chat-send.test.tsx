import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { SendMessageResponse } from '../../../../shared/contracts/chats.ts';
import { chatsKeys } from '../../features/chats/api/keys.ts';
import { userQuery } from '../../lib/current-user.ts';
import { chatMessage, chatPage, conversationId, renderConversation, requests } from '../../test/chats.tsx';
import { FakeWebSocket } from '../../test/fake-websocket.ts';
import { card } from '../../test/members.ts';
import type { stubApi } from '../../test/screen.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const refusal = (statusCode: number, code: string, message: string, fields?: Record<string, string>) =>
  [statusCode, { statusCode, code, message, fields }] as [number, unknown];
const texts = () => screen.getAllByTestId('chat-message').map((m) => m.querySelector('.chat-bubble')?.textContent);
const input = () => screen.getByLabelText('Bericht') as HTMLTextAreaElement;
const sentBodies = (fetch: ReturnType<typeof stubApi>) =>
  requests(fetch, '/api/message.php', 'POST').map(([, init]) => JSON.parse(init!.body as string));

/** The answer of POST message.php for `text`, with the client id it was sent with. */
const stored = (init: RequestInit | undefined, n: number, credits = 6): SendMessageResponse => {
  const body = JSON.parse(init!.body as string);
  return {
    message: chatMessage(n, { mine: true, text: body.text ?? '', client_id: body.client_id }),
    conversation: { id: conversationId(1) },
    credits,
  };
};

/** Holds every POST message.php until the test answers it: the request it was, and how to answer. */
function holdSends(fetch: ReturnType<typeof stubApi>) {
  const held: { request?: RequestInit; answer: (response: Response) => void } = { answer: () => {} };
  const stubbed = fetch.getMockImplementation()!;
  fetch.mockImplementation((url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/message.php')) return stubbed(url, init);
    held.request = init;
    return new Promise<Response>((resolve) => (held.answer = resolve));
  });
  return held;
}

describe('sending a message', () => {
  it('shows it at once as pending, sends it with a fresh client id, then shows the stored one and the credits', async () => {
    const { fetch, client } = renderConversation([chatPage(1, [chatMessage(1)])]);
    const held = holdSends(fetch);
    await userEvent.type(await screen.findByLabelText('Bericht'), 'Hallo daar{Shift>}{Enter}{/Shift}jij');
    expect(input().value).toBe('Hallo daar\njij');
    await userEvent.keyboard('{Enter}');
    expect(input().value).toBe('');
    expect(texts()).toEqual(['Bericht 1', 'Hallo daar\njij']);
    expect(screen.getAllByTestId('chat-message')[1]!.dataset.pending).toBe('true');
    const body = JSON.parse(held.request!.body as string);
    expect(body).toEqual({ profile_id: card(1).id, client_id: expect.stringMatching(UUID), text: 'Hallo daar\njij' });
    await act(async () => held.answer(new Response(JSON.stringify(stored(held.request, 5, 6)), { status: 200 })));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')[1]!.dataset.pending).toBeUndefined());
    expect(texts()).toEqual(['Bericht 1', 'Hallo daar\njij']);
    expect(client.getQueryData<User>(userQuery.queryKey)?.credits).toBe(6);
    expect(within(screen.getByTestId('chat-top-bar')).getByTestId('credit-badge').textContent).toBe('6');
    expect(sentBodies(fetch)).toHaveLength(1);
  });

  it('shows a message held for a check with its note, and the member as held, charging nothing', async () => {
    const { fetch, client } = renderConversation([chatPage(1, [chatMessage(1)])]);
    const held = holdSends(fetch);
    const credits = client.getQueryData<User>(userQuery.queryKey)!.credits;
    await userEvent.type(await screen.findByLabelText('Bericht'), 'Hoi!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(held.request).toBeDefined());
    const answer = stored(held.request, 5, credits);
    answer.message.held = true;
    await act(async () => held.answer(new Response(JSON.stringify(answer), { status: 200 })));
    expect((await screen.findByTestId('held-note')).textContent).toContain('Wacht op een controle');
    expect(client.getQueryData<User>(userQuery.queryKey)).toMatchObject({ contact_hold: 'open', credits });
  });

  it('takes a refused message away, puts the text back, and offers credits when there are not enough', async () => {
    const { fetch } = renderConversation([chatPage(1, [chatMessage(1)])], (path) =>
      path === '/api/message.php' ? refusal(402, 'credits_insufficient', 'Je hebt onvoldoende credits') : undefined,
    );
    await userEvent.type(await screen.findByLabelText('Bericht'), 'Hoi{Enter}');
    const alert = await screen.findByTestId('send-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Je hebt onvoldoende credits');
    expect(within(alert).getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    expect(texts()).toEqual(['Bericht 1']);
    expect(input().value).toBe('Hoi');
    // Sent again, it is the same message to the server.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(2));
    const [first, second] = sentBodies(fetch);
    expect(second.client_id).toBe(first.client_id);
    await userEvent.click(within(await screen.findByTestId('send-error')).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('send-error')).toBeNull();
  });

  it.each([
    ['premium_required', 'Deze functie is alleen voor premium leden.'],
    ['conversation_limit', 'Als gratis lid kun je met maximaal 2 leden chatten.'],
  ])('offers premium when the server answers 403 %s', async (code, message) => {
    renderConversation([chatPage(1, [chatMessage(1)])], (path) =>
      path === '/api/message.php' ? refusal(403, code, message) : undefined,
    );
    await userEvent.type(await screen.findByLabelText('Bericht'), 'Hoi{Enter}');
    const alert = await screen.findByTestId('send-error');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: 'Word premium' }).getAttribute('href')).toBe('/premium');
  });

  it('tells a member in invisible mode to switch it off to write first, with the way to the settings', async () => {
    const message =
      'Je staat op onzichtbaar, dus dit lid kan je profiel niet zien. Zet onzichtbaar uit in je instellingen om als eerste te schrijven.';
    renderConversation(
      [chatPage(1, [], { conversation: null })],
      (path) => (path === '/api/message.php' ? refusal(403, 'invisible_contact', message) : undefined),
      { url: `/members/${card(1).id}/chat` },
    );
    const modal = await screen.findByRole('dialog', { name: 'Breek het ijs met Lid 1' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Nee, bedankt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.type(screen.getByLabelText('Bericht'), 'Hoi{Enter}');
    const alert = await screen.findByTestId('send-error');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: 'Instellingen' }).getAttribute('href')).toBe('/settings');
    expect(input().value).toBe('Hoi');
  });

  it('says to wait when messages come too fast, and a too long text by its field message', async () => {
    let answer = refusal(429, 'message_rate_limit', 'Je verstuurt te veel berichten achter elkaar.');
    renderConversation([chatPage(1, [chatMessage(1)])], (path) => (path === '/api/message.php' ? answer : undefined));
    await userEvent.type(await screen.findByLabelText('Bericht'), 'Hoi{Enter}');
    const alert = await screen.findByTestId('send-error');
    expect(alert.textContent).toContain('Je verstuurt te veel berichten achter elkaar.');
    expect(within(alert).queryByRole('link')).toBeNull();
    answer = refusal(400, 'validation_failed', 'Controleer de ingevulde gegevens.', {
      text: 'validation.too_long|{"count":1000}',
    });
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('send-error').textContent).toContain('Gebruik hoogstens 1000 tekens.'),
    );
  });

  it('asks an unconfirmed member to confirm their address, with a new activation mail, and keeps the text', async () => {
    const message = 'Bevestig eerst je e-mailadres via de link in de activatiemail.';
    const { fetch } = renderConversation([chatPage(1, [chatMessage(1)])], (path) =>
      path === '/api/message.php' ? refusal(403, 'activation_required', message) : undefined,
    );
    await userEvent.type(await screen.findByLabelText('Bericht'), 'Hoi{Enter}');
    const alert = await screen.findByTestId('send-error');
    expect(alert.textContent).toContain(message);
    expect(texts()).toEqual(['Bericht 1']);
    expect(input().value).toBe('Hoi');
    expect(requests(fetch, '/api/activation-mail.php', 'POST')).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Stuur de e-mail opnieuw' }));
    expect((await within(alert).findByTestId('activation-resent')).textContent).toBe('De e-mail is opnieuw verstuurd.');
    expect(requests(fetch, '/api/activation-mail.php', 'POST')).toHaveLength(1);
  });

  it('sends a photo as multipart with the profile and client id', async () => {
    const { fetch } = renderConversation([chatPage(1, [chatMessage(1)])], (path, init) =>
      path === '/api/message-photo.php'
        ? [
            200,
            {
              message: chatMessage(9, {
                mine: true,
                kind: 'photo',
                text: '',
                photo: { thumb: 't.jpg', full: 'f.jpg' },
              }),
              conversation: { id: conversationId(1) },
              credits: 5,
              init,
            },
          ]
        : undefined,
    );
    const file = new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' });
    await userEvent.upload(await screen.findByTestId('photo-input'), file);
    await waitFor(() => expect(requests(fetch, '/api/message-photo.php', 'POST')).toHaveLength(1));
    const [url, init] = requests(fetch, '/api/message-photo.php', 'POST')[0]!;
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('profile_id')).toBe(card(1).id);
    expect(query.get('client_id')).toMatch(UUID);
    expect((init!.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: 'Foto groot bekijken' })).toBeTruthy();
    expect((screen.getByTestId('photo-input') as HTMLInputElement).accept).toBe('image/*');
  });
});

describe('the icebreaker modal and the gift picker', () => {
  it('offers opener lines with their price on an empty conversation; no thanks closes it', async () => {
    const { fetch } = renderConversation([chatPage(1, [], { conversation: null })], undefined, {
      url: `/members/${card(1).id}/chat`,
    });
    const modal = await screen.findByRole('dialog', { name: 'Breek het ijs met Lid 1' });
    const lines = within(modal).getAllByTestId('icebreaker-line');
    expect(lines).toHaveLength(6);
    expect(lines[0]!.textContent).toBe('Je glimlach maakte mijn dag goed! Hoe gaat het met je?2 credits');
    await userEvent.click(within(modal).getByRole('button', { name: 'Nee, bedankt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new URL(requests(fetch, '/api/chat.php')[0]![0], 'http://x').searchParams.get('profile_id')).toBe(
      card(1).id,
    );
    // No conversation yet: nothing to mark read.
    expect(requests(fetch, '/api/chat.php', 'PUT')).toHaveLength(0);
  });

  it('closes with its close button, says "free" while free messages last', async () => {
    renderConversation([chatPage(1, [], { costs: { message: 2, photo: 3, free_messages: 2 } })]);
    const modal = await screen.findByRole('dialog', { name: 'Breek het ijs met Lid 1' });
    expect(within(modal).getAllByText('Gratis')).toHaveLength(6);
    await userEvent.click(within(modal).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the chosen line, shown at once in the conversation', async () => {
    const { fetch } = renderConversation(
      [chatPage(1, [], { conversation: null })],
      (path, init) => (path === '/api/message.php' ? [200, stored(init, 3)] : undefined),
      { url: `/members/${card(1).id}/chat` },
    );
    const modal = await screen.findByRole('dialog', { name: 'Breek het ijs met Lid 1' });
    await userEvent.click(within(modal).getByRole('button', { name: /Zin om een keer samen koffie/ }));
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1));
    expect(sentBodies(fetch)[0]).toEqual({
      profile_id: card(1).id,
      client_id: expect.stringMatching(UUID),
      icebreaker: 'coffee',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('lists the gifts with picture, name and price, and sends the chosen one', async () => {
    const gifts = [
      { id: 'g1', key: 'rose', credits: 3 },
      { id: 'g2', key: 'diamond', credits: 1 },
    ];
    const { fetch } = renderConversation([chatPage(1, [chatMessage(1)])], (path, init) => {
      if (path === '/api/gifts.php') return [200, { gifts }];
      if (path === '/api/message.php') {
        const body = JSON.parse(init!.body as string);
        const message = chatMessage(4, {
          mine: true,
          kind: 'gift',
          text: '',
          gift: { key: 'rose' },
          client_id: body.client_id,
        });
        return [200, { message, conversation: { id: conversationId(1) }, credits: 5 }];
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cadeau sturen' }));
    const picker = await screen.findByRole('dialog', { name: 'Stuur Lid 1 een cadeau' });
    const choices = await within(picker).findAllByTestId('gift-choice');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Roos3 credits', 'Diamant1 credit']);
    expect(choices[0]!.querySelector('img')!.getAttribute('src')).toBe('/gifts/rose.svg');
    await userEvent.click(choices[0]!);
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(1));
    expect(sentBodies(fetch)[0]).toEqual({
      profile_id: card(1).id,
      client_id: expect.stringMatching(UUID),
      gift_id: 'g1',
    });
    await waitFor(() => expect(texts().at(-1)).toBe('Roos'));
  });
});

describe('live messages', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it('shows the own message once when its live copy arrives before the answer of the POST', async () => {
    const held = holdSends(renderConversation([chatPage(1, [chatMessage(1)])], undefined, { live: true }).fetch);
    await userEvent.type(await screen.findByLabelText('Bericht'), 'Tot zo{Enter}');
    const answered = stored(held.request, 7);
    act(() =>
      FakeWebSocket.latest.receive({
        type: 'message.created',
        conversation_id: conversationId(1),
        profile_id: card(1).id,
        message: answered.message,
      }),
    );
    await act(async () => held.answer(new Response(JSON.stringify(answered), { status: 200 })));
    await waitFor(() => expect(texts()).toEqual(['Bericht 1', 'Tot zo']));
    expect(screen.getAllByTestId('chat-message')[1]!.dataset.pending).toBeUndefined();
  });

  it('appends the other member’s message once and reads it at once in the open conversation', async () => {
    const { fetch, client } = renderConversation([chatPage(1, [chatMessage(1)])], undefined, { live: true });
    await waitFor(() => expect(texts()).toEqual(['Bericht 1']));
    await waitFor(() => expect(requests(fetch, '/api/chat.php', 'PUT')).toHaveLength(1));
    const live = {
      type: 'message.created' as const,
      conversation_id: conversationId(1),
      profile_id: card(1).id,
      message: chatMessage(50, { text: 'Ben je er?' }),
    };
    act(() => FakeWebSocket.latest.receive(live));
    act(() => FakeWebSocket.latest.receive(live));
    await waitFor(() => expect(texts()).toEqual(['Bericht 1', 'Ben je er?']));
    await waitFor(() => expect(requests(fetch, '/api/chat.php', 'PUT')).toHaveLength(2));
    const entry = client.getQueryData<{ chats: { num_unread_messages: number }[] }>(chatsKeys.list())!.chats[0]!;
    expect(entry.num_unread_messages).toBe(0);
    expect(screen.getAllByTestId('chat-preview')[0]!.textContent).toBe('Ben je er?');
  });
});
