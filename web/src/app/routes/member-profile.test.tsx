import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatsResponse } from '../../../../shared/contracts/chats.ts';
import type { LikesResponse } from '../../../../shared/contracts/likes.ts';
import type { MemberProfile } from '../../../../shared/contracts/members.ts';
import { chatsKeys } from '../../features/chats/api/keys.ts';
import { likesKeys } from '../../features/likes/api/keys.ts';
import { MatchModal } from '../../features/likes/components/match-modal.tsx';
import { membersKeys } from '../../features/members/api/keys.ts';
import { closeMatch, currentMatch } from '../../features/likes/match-store.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { chatEntry } from '../../test/chats.tsx';
import { card, testSettings, testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as MemberProfilePage } from './member-profile.tsx';

afterEach(closeMatch);

const anna = card(1);
const profile = (extra: Partial<MemberProfile> = {}): MemberProfile => ({
  id: anna.id,
  name: anna.name,
  age: anna.age,
  country: 'NL',
  region: null,
  city: anna.city,
  fictional: false,
  fields: {},
  notes: {},
  photos: [{ id: 'p1', main: true, locked: false, thumb: 'p1/thumb.jpg', profile: 'p1/profile.jpg', full: null }],
  blocked: false,
  related: [],
  ...extra,
});

/** Anna's profile; she liked the member (new like) unless `likes` says otherwise; like.php answers `match`. */
function renderProfile(shown: MemberProfile, likes: LikesResponse, match = false) {
  let current = likes;
  const fetch = stubApi((path, init) => {
    if (path === '/api/member.php') {
      current = { ...current, liked_by: current.liked_by.map((like) => ({ ...like, like_new: false })) };
      return [200, shown];
    }
    if (path === '/api/like.php') return [200, init?.method === 'POST' ? { match } : { ok: true }];
    if (path === '/api/likes.php') return [200, current];
    return [200, path === '/api/regions.php' ? { countries: [] } : []];
  });
  const { client } = renderScreen(
    <>
      <MemberProfilePage />
      <MatchModal cdnPrefix="" ownPhoto="me/profile.jpg" ownName="Femke" />
    </>,
    [
      [settingsQuery.queryKey, testSettings],
      [userQuery.queryKey, testUser],
      [likesKeys.all(), likes],
    ],
    { url: `/likes/m/${shown.id}`, path: '/likes/m/:id' },
  );
  return { fetch, client };
}

const newLike: LikesResponse = { profiles: [{ ...anna, liked: false }], liked_by: [{ id: anna.id, like_new: true }] };
const likeCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/like.php').map(([, init]) => init?.method);

describe('liking from a profile', () => {
  it('likes back a member who liked the member, and a match opens the match modal', async () => {
    const { fetch } = renderProfile(profile(), newLike, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() => expect(currentMatch()?.id).toBe(anna.id));
    expect(currentMatch()?.photo).toEqual({ thumb: 'p1/thumb.jpg', profile: 'p1/profile.jpg' });
    expect(likeCalls(fetch)).toEqual(['POST']);
  });

  it('offers a way back to the profile in the match modal, not swiping on', async () => {
    renderProfile(profile(), newLike, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    const modal = await screen.findByRole('dialog', { name: 'Het is een match!' });
    expect(within(modal).queryByRole('button', { name: 'Verder swipen' })).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Terug naar het profiel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('member-profile')).toBeTruthy();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('takes a like back', async () => {
    const { fetch } = renderProfile(profile(), { profiles: [{ ...anna, liked: true }], liked_by: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Like intrekken' }));
    await waitFor(() => expect(likeCalls(fetch)).toEqual(['DELETE']));
  });

  it('shows the like as seen once the profile has been opened, and reads the likes again', async () => {
    const { fetch, client } = renderProfile(profile(), newLike);
    await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/likes.php')).toBe(true));
    expect(client.getQueryData<LikesResponse>(likesKeys.all())?.liked_by).toEqual([{ id: anna.id, like_new: false }]);
  });

  it('offers no like on a blocked profile', async () => {
    renderProfile(profile({ blocked: true }), newLike);
    await screen.findByTestId('blocked-notice');
    expect(screen.queryByTestId('like-button')).toBeNull();
  });

  it('offers no like on the own profile', async () => {
    renderProfile(profile({ id: testUser.id }), newLike);
    await screen.findByTestId('member-profile');
    expect(screen.queryByTestId('like-button')).toBeNull();
  });
});

describe('writing and giving from a profile', () => {
  it('leads the message button to the chat with the member', async () => {
    renderProfile(profile(), newLike);
    const button = await screen.findByRole('link', { name: 'Bericht sturen' });
    expect(button.getAttribute('href')).toBe(`/members/${anna.id}/chat`);
  });

  it('offers a visitor to sign up for writing and giving', async () => {
    const { client } = renderProfile(profile(), newLike);
    act(() => void client.setQueryData(userQuery.queryKey, null));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Bericht sturen' }).getAttribute('href')).toBe(
        `/likes/m/${anna.id}?signup=1`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Cadeau sturen' }).getAttribute('href')).toBe(
      `/likes/m/${anna.id}?signup=1`,
    );
  });

  it('sends a gift from the picker, and offers credits when there are not enough', async () => {
    const { fetch } = renderProfile(profile(), newLike);
    const gifts = [{ id: 'g1', key: 'teddy', credits: 5 }];
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/gifts.php') return new Response(JSON.stringify({ gifts }), { status: 200 });
      if (url === '/api/message.php') {
        const refusal = { statusCode: 402, code: 'credits_insufficient', message: 'Je hebt onvoldoende credits' };
        return new Response(JSON.stringify(refusal), { status: 402 });
      }
      return stubbed(url, init);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cadeau sturen' }));
    const picker = await screen.findByRole('dialog', { name: 'Stuur Lid 1 een cadeau' });
    await userEvent.click(await within(picker).findByRole('button', { name: /Teddybeer/ }));
    const alert = await screen.findByTestId('send-error');
    expect(alert.textContent).toContain('Je hebt onvoldoende credits');
    expect(within(alert).getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    const body = JSON.parse(fetch.mock.calls.find(([url]) => url === '/api/message.php')![1]!.body as string);
    expect(body).toMatchObject({ profile_id: anna.id, gift_id: 'g1' });
  });

  it('drops the member’s conversations from the list once they are blocked', async () => {
    const { client } = renderProfile(profile(), newLike);
    client.setQueryData(chatsKeys.list(), { chats: [chatEntry(1), chatEntry(2)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Blokkeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lid blokkeren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));
    await waitFor(() =>
      expect(client.getQueryData<ChatsResponse>(chatsKeys.list())?.chats.map((c) => c.profile.id)).toEqual([
        card(2).id,
      ]),
    );
  });
});

describe('blocking a member', () => {
  const blockCalls = (fetch: ReturnType<typeof stubApi>) =>
    fetch.mock.calls.filter(([url]) => url === '/api/block.php');

  it('asks in the app’s own dialog, named and described, with the focus inside, never the browser’s confirm', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { fetch } = renderProfile(profile(), newLike);
    await userEvent.click(await screen.findByRole('button', { name: 'Blokkeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lid blokkeren' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Wil je Lid 1 blokkeren? Jullie zien elkaar dan nergens meer.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeTruthy();
    expect(blockCalls(fetch)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));
    expect(await screen.findByText('Lid 1 is geblokkeerd')).toBeTruthy();
    expect(blockCalls(fetch).map(([, init]) => init?.method)).toEqual(['POST']);
    expect(confirm).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('blocks no one when the member cancels, or presses Escape', async () => {
    const { fetch } = renderProfile(profile(), newLike);
    await userEvent.click(await screen.findByRole('button', { name: 'Blokkeren' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lid blokkeren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Blokkeren' }));
    dialog = await screen.findByRole('dialog', { name: 'Lid blokkeren' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(blockCalls(fetch)).toHaveLength(0);
    expect(screen.queryByTestId('blocked-notice')).toBeNull();
  });
});

describe('blocking and the search', () => {
  it('marks every loaded search stale once the member is blocked, so its list and count are read again', async () => {
    const { client, fetch } = renderProfile(profile(), newLike);
    const searchKey = membersKeys.search({}, {}, 'newest');
    client.setQueryData(searchKey, {
      pages: [{ profiles: [anna], numResults: 7, more: false, similar: [], offers: [] }],
      pageParams: [1],
    });
    expect(client.getQueryState(searchKey)?.isInvalidated).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Blokkeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lid blokkeren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));
    await waitFor(() => expect(client.getQueryState(searchKey)?.isInvalidated).toBe(true));
    expect(
      fetch.mock.calls.some(([url, init]) => String(url).startsWith('/api/block.php') && init?.method === 'POST'),
    ).toBe(true);
  });
});

describe('the gallery’s locked photos', () => {
  const open = (id: string) => ({
    id,
    main: id === 'p1',
    locked: false,
    thumb: `${id}/t.jpg`,
    profile: `${id}/p.jpg`,
    full: null,
  });
  const locked = { id: 'p3', main: false, locked: true, thumb: null, profile: null, full: null };
  const gallery = () => screen.findByTestId('profile-gallery');

  it('shows a free member the private photos locked, as for premium members only, with the way to premium', async () => {
    renderProfile(profile({ photos: [open('p1'), open('p2'), locked] }), newLike);
    const strip = await gallery();
    expect(within(strip).getAllByRole('button', { name: 'Deze foto tonen' })).toHaveLength(2);
    const overlay = within(strip).getByTestId('locked-photo');
    expect(overlay.textContent).toBe('Alleen voor premium leden');
    expect(overlay.getAttribute('title')).toBe('Alleen voor premium leden');
    expect(overlay.querySelector('img')).toBeNull();
    const claim = screen.getByTestId('premium-claim');
    expect(claim.textContent).toContain('Premium leden hebben 46% meer kans op een reactie.');
    expect(within(claim).getByRole('link', { name: 'Word premium' }).getAttribute('href')).toBe('/premium');
  });

  it('tells a visitor to log in for the photos beyond the main one', async () => {
    const { client } = renderProfile(profile({ photos: [open('p1'), { ...locked, id: 'p2' }, locked] }), newLike);
    act(() => void client.setQueryData(userQuery.queryKey, null));
    await waitFor(() =>
      expect(screen.getAllByTestId('locked-photo').map((overlay) => overlay.textContent)).toEqual([
        "Log in om meer foto's te zien",
        "Log in om meer foto's te zien",
      ]),
    );
  });

  it('shows a premium member every photo open, the big one changing with the pick', async () => {
    const { client } = renderProfile(profile({ photos: [open('p1'), open('p2'), open('p3')] }), newLike);
    act(() => void client.setQueryData(userQuery.queryKey, { ...testUser, paid_user: true }));
    const strip = await gallery();
    expect(within(strip).queryByTestId('locked-photo')).toBeNull();
    await userEvent.click(within(strip).getAllByRole('button', { name: 'Deze foto tonen' })[2]!);
    expect(screen.getByRole('img', { name: anna.name }).getAttribute('src')).toBe('/media/p3/p.jpg');
    expect(screen.queryByTestId('premium-claim')).toBeNull();
  });

  it('opens the open photos full screen, the locked ones never among them', async () => {
    const photos = [open('p1'), locked, { ...open('p2'), full: 'p2/f.jpg' }];
    renderProfile(profile({ photos }), newLike);
    await userEvent.click(await screen.findByRole('button', { name: 'Foto groot bekijken' }));
    const dialog = await screen.findByRole('dialog', { name: "Foto's van Lid 1" });
    expect(within(dialog).getByTestId('lightbox-position').textContent).toBe('Foto 1 van 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByTestId('lightbox-position').textContent).toBe('Foto 2 van 2');
    expect(within(dialog).getByTestId('lightbox-photo').getAttribute('src')).toBe('/media/p2/f.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByTestId('lightbox-position').textContent).toBe('Foto 1 van 2');
    expect(dialog.querySelector('img[src*="p3"]')).toBeNull();
  });
});

describe('related profiles', () => {
  it('shows them under "Misschien ook leuk", each card leading to its profile', async () => {
    renderProfile(profile({ related: [card(2), card(3)] }), newLike);
    const related = await screen.findByTestId('related-members');
    expect(within(related).getByRole('heading').textContent).toBe('Misschien ook leuk');
    expect(
      within(related)
        .getAllByTestId('member-card')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/members/${card(2).id}`, `/members/${card(3).id}`]);
    expect(related.textContent).toContain('Lid 2');
  });

  it('shows no related section when there are none', async () => {
    renderProfile(profile({ related: [] }), newLike);
    await screen.findByTestId('member-profile');
    expect(screen.queryByTestId('related-members')).toBeNull();
    expect(screen.queryByText('Misschien ook leuk')).toBeNull();
  });
});

describe('activity and distance on a profile', () => {
  it('says the member is online now and how far away, coarse', async () => {
    renderProfile(profile({ activity: 'online', distance: '10_25' }), newLike);
    const hints = await screen.findByTestId('member-hints');
    expect(hints.textContent).toBe('Nu online · 10–25 km bij je vandaan');
  });

  it('says nothing where the server tells neither (hidden, invisible, too long ago, no town)', async () => {
    renderProfile(profile(), newLike);
    await screen.findByTestId('member-profile');
    expect(screen.queryByTestId('member-hints')).toBeNull();
  });
});
