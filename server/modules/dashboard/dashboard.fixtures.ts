import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conversations,
  emailTokens,
  messages,
  payments,
  sessions,
  sites,
  trackingData,
  trafficVisits,
  users,
} from '../../db/schema/index.ts';
import { DEMO_SITE } from '../../db/seed/demo-site.ts';

/** The two days the fixtures happen on (both before any seeded data). */
export const DAY_1 = '2024-03-10';
export const DAY_2 = '2024-03-11';

const at = (iso: string) => new Date(iso);

async function member(db: Db, siteId: string, signup: string, network?: string, fictional = false) {
  const [row] = await db
    .insert(users)
    .values({
      siteId,
      email: `${randomUUID()}@figures.test`,
      passwordHash: 'x',
      language: 'nl',
      fictional,
      signupDate: at(signup),
    })
    .returning({ id: users.id });
  if (network) await db.insert(trackingData).values({ userId: row!.id, network });
  return row!.id;
}

async function activation(db: Db, userId: string, usedAt: string) {
  await db.insert(emailTokens).values({
    tokenHash: randomUUID(),
    userId,
    purpose: 'activation',
    expiresAt: at('2030-01-01T00:00:00Z'),
    usedAt: at(usedAt),
  });
}

async function payment(
  db: Db,
  userId: string,
  fields: { amount: string; currency: string; status?: 'completed' | 'pending' | 'failed'; completedAt?: string },
  reversed: { refundedCents?: number; chargedBackCents?: number } = {},
) {
  const { completedAt, status = 'completed', ...rest } = fields;
  await db.insert(payments).values({
    userId,
    provider: 'test',
    credits: 100,
    paymentMethod: 'ideal',
    paymentCountry: 'NL',
    status,
    ...rest,
    ...(completedAt ? { completedAt: at(completedAt) } : {}),
    ...reversed,
  });
}

async function sendMessages(db: Db, senderId: string, createdAt: string, count: number) {
  const [conversation] = await db.insert(conversations).values({}).returning({ id: conversations.id });
  for (let n = 0; n < count; n++)
    await db
      .insert(messages)
      .values({ conversationId: conversation!.id, senderId, kind: 'text', body: 'hi', createdAt: at(createdAt) });
}

/**
 * Known figures on two days and two sites: the demo site (Europe/Amsterdam, UTC+1 in March) and a second one on UTC,
 * so that a moment late on the first UTC day falls on the second day of the Amsterdam site only.
 */
export async function insertFigures(db: Db, demoSiteId: string) {
  const [demo] = await db.select({ companyId: sites.companyId }).from(sites).where(eq(sites.id, demoSiteId));
  const [other] = await db
    .insert(sites)
    .values({
      ...DEMO_SITE,
      companyId: demo!.companyId,
      name: 'Zweite Seite',
      domain: 'figures.test',
      baseUrl: 'https://figures.test',
      timeZone: 'UTC',
    })
    .returning({ id: sites.id });
  const otherSiteId = other!.id;

  // The demo site: a1 from "adnet" on day 1, a2 without a source just after midnight of day 2 (Amsterdam).
  const a1 = await member(db, demoSiteId, `${DAY_1}T10:00:00Z`, 'adnet');
  await activation(db, a1, `${DAY_1}T11:00:00Z`);
  await activation(db, a1, `${DAY_2}T09:00:00Z`); // an older link used again: no second activation
  await payment(db, a1, { amount: '10.00', currency: 'EUR', completedAt: `${DAY_1}T12:00:00Z` });
  await payment(
    db,
    a1,
    { amount: '20.00', currency: 'EUR', completedAt: `${DAY_2}T12:00:00Z` },
    { refundedCents: 500 },
  );
  await db.insert(sessions).values({
    tokenHash: randomUUID(),
    userId: a1,
    createdAt: at(`${DAY_1}T10:00:00Z`),
    expiresAt: at('2030-01-01T00:00:00Z'),
  });
  await sendMessages(db, a1, `${DAY_1}T13:00:00Z`, 2);

  const a2 = await member(db, demoSiteId, `${DAY_1}T23:30:00Z`);
  await activation(db, a2, `${DAY_2}T08:00:00Z`);
  await sendMessages(db, a2, `${DAY_2}T08:30:00Z`, 1);
  await payment(db, a2, { amount: '5.00', currency: 'EUR', status: 'pending' });
  await payment(db, a2, { amount: '5.00', currency: 'EUR', status: 'failed' });

  const fictional = await member(db, demoSiteId, `${DAY_1}T00:00:00Z`, undefined, true);
  await sendMessages(db, fictional, `${DAY_2}T14:00:00Z`, 3);

  // The second site: b1 from "adnet" on day 2, a session late on day 1 (UTC), a payment charged back.
  const b1 = await member(db, otherSiteId, `${DAY_2}T10:00:00Z`, 'adnet');
  await db.insert(sessions).values({
    tokenHash: randomUUID(),
    userId: b1,
    createdAt: at(`${DAY_1}T23:30:00Z`),
    expiresAt: at('2030-01-01T00:00:00Z'),
  });
  await payment(
    db,
    b1,
    { amount: '15.00', currency: 'USD', completedAt: `${DAY_2}T15:00:00Z` },
    { chargedBackCents: 1500 },
  );
  await sendMessages(db, b1, `${DAY_2}T16:00:00Z`, 1);

  // Visits of the landing pages (counted per day already): a day before the range is not read.
  await db.insert(trafficVisits).values([
    { day: '2024-03-09', siteId: demoSiteId, source: 'adnet', visits: 99 },
    { day: DAY_1, siteId: demoSiteId, source: 'adnet', visits: 10 },
    { day: DAY_2, siteId: demoSiteId, source: 'none', visits: 4 },
    { day: DAY_2, siteId: otherSiteId, source: 'other', visits: 3 },
  ]);

  return { otherSiteId };
}
