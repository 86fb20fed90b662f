import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, memberPresence, users } from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * No fake activity: a fictional profile has no login, so it never has a session, a socket or a row on the presence
 * board (never online), and it has not viewed or liked anyone unless an operator really did.
 */
let t: TestApp;
let member: ChatMember;
let operator: Record<string, string>;
let fictional: { id: string; email: string };
const newIp = addresses(172);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 3 });
  [member] = (await realMembers(t, 1)) as [ChatMember];
  await t.database.db.update(users).set({ paidUser: true, status: 'confirmed' }).where(eq(users.id, member.id));
  await setCredits(t.database.db, member.id, 20);
  await t.settled();
  operator = (await staffSession(t, 'operator')).headers;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/fictional.php',
    headers: operator,
    payload: {
      site_id: t.app.services.sites.all()[0]!.id,
      name: 'Iris',
      gender: 'female',
      sexuality: 'hetero',
      date_of_birth: '1990-06-01',
      country: 'NL',
      region: null,
      city: null,
      about: '',
      signup_message: '',
      interests: [],
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      notes: {},
    },
  });
  const [row] = await t.database.db.select().from(users).where(eq(users.id, created.json().id));
  fictional = { id: row!.id, email: row!.email };
});
afterAll(() => t.close());

describe('a fictional profile', () => {
  it('cannot log in, so it never has a session nor a socket', async () => {
    for (const password of ['', 'password', fictional.email]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: CLIENT_HEADERS,
        payload: { email: fictional.email, password },
        remoteAddress: newIp(),
      });
      expect(res.statusCode).not.toBe(200);
    }
  });

  it('never shows as online, nor as having liked the member, while an operator answers as it', async () => {
    const sent = await sendMessage(t, member, { profile_id: fictional.id, text: 'Hoi Iris' });
    const conversationId = sent.json().conversation.id;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/message.php',
      headers: operator,
      payload: { conversation_id: conversationId, text: 'Hoi!' },
    });
    expect(answer.statusCode).toBe(200);
    await t.app.services.realtime.presenceSettled();
    expect(await t.app.services.presence.isPresent(fictional.id)).toBe(false);
    expect(await t.database.db.select().from(memberPresence).where(eq(memberPresence.userId, fictional.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(likes).where(eq(likes.likerId, fictional.id))).toEqual([]);
    const liked = (await asMember(t, member, 'GET', '/api/likes.php')).json();
    expect(liked.liked_by.map((like: { id: string }) => like.id)).not.toContain(fictional.id);
    // What members read of a profile carries no presence at all: nothing to fake.
    const card = (await asMember(t, member, 'GET', `/api/member.php?id=${fictional.id}`)).json();
    expect(card).toMatchObject({ id: fictional.id, fictional: true });
    expect(Object.keys(card).filter((key) => /online|present|last_seen/.test(key))).toEqual([]);
  });
});
