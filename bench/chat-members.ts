import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { sites } from '../server/db/schema/index.ts';
import { hashToken, randomToken } from '../server/lib/tokens.ts';
import { ledgerMismatches } from '../server/modules/credits/credits.ts';
import { generateProfiles } from './generate-profiles.ts';

/** Credits each bench member starts with: far more than any run spends. */
export const BENCH_CREDITS = 100_000;

export interface ChatMembers {
  ids: string[];
  /** Each member's session token (the `auth` cookie), in the order of `ids`. */
  tokens: string[];
}

/**
 * `count` generated members of the demo site who may chat: confirmed, visible, active, premium (no free-conversation
 * limit), each with BENCH_CREDITS credits booked as one 'admin' ledger entry (so that balance = ledger sum holds), and
 * a fresh session.
 */
export async function seedChatMembers(databaseUrl: string, count: number): Promise<ChatMembers> {
  const database = openDatabase({ url: databaseUrl });
  try {
    const [site] = await database.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    await generateProfiles(database.db, site!.id, site!.countries, Math.ceil(count * 1.1));
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select u.id from users u join profiles p on p.user_id = u.id
       where u.password_hash = 'x' and not u.invisible and u.status = 'confirmed' and p.status = 'active'
       order by u.email limit $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} of ${count} bench members`);
    const ids = rows.map((row) => row.id);
    const tokens = ids.map(() => randomToken());
    await client.query('begin');
    await client.query(`update users set credits = credits + $2, paid_user = true where id = any($1::uuid[])`, [
      ids,
      BENCH_CREDITS,
    ]);
    await client.query(`insert into credit_ledger (user_id, delta, reason) select unnest($1::uuid[]), $2, 'admin'`, [
      ids,
      BENCH_CREDITS,
    ]);
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`,
      [tokens.map(hashToken), ids],
    );
    await client.query('commit');
    await client.query('vacuum analyze users');
    return { ids, tokens };
  } finally {
    await client.end();
  }
}

/** How many members' balance differs from the sum of their ledger: the credits module's audit (must be 0). */
export async function ledgerMismatchCount(databaseUrl: string): Promise<number> {
  const database = openDatabase({ url: databaseUrl });
  try {
    return (await ledgerMismatches(database.db)).length;
  } finally {
    await database.close();
  }
}

/**
 * What the senders `ids` have stored: messages and the credits they say they cost, message debits in the ledger and
 * the credits those took.
 */
export async function sentBy(client: pg.Client, ids: readonly string[]) {
  const { rows } = await client.query<Record<'messages' | 'charged' | 'debits' | 'spent', string>>(
    `select m.messages, m.charged, l.debits, l.spent
     from (select count(*) as messages, coalesce(sum(credits_spent), 0) as charged
           from messages where sender_id = any($1::uuid[])) m,
          (select count(*) as debits, coalesce(-sum(delta), 0) as spent
           from credit_ledger where user_id = any($1::uuid[]) and reason = 'message') l`,
    [ids],
  );
  const row = rows[0]!;
  return {
    messages: Number(row.messages),
    charged: Number(row.charged),
    debits: Number(row.debits),
    spent: Number(row.spent),
  };
}

/**
 * The address a proxy in front of the app would report for the bench's n-th sender (X-Forwarded-For, believed with
 * TRUST_PROXY=loopback): each member sends from their own address, as members do, so that the per-address limits
 * count each one's sends rather than the whole bench's.
 */
export const senderAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
