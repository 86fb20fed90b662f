import { and, eq, ne } from 'drizzle-orm';
import { DEMO_LOGIN } from '../../server/db/seed/demo-site.ts';
import type { Db } from '../../server/db/client.ts';
import { profiles, users } from '../../server/db/schema/index.ts';

export interface DemoTwin {
  id: string;
  email: string;
  name: string;
}

/**
 * A real premium member of the demo (not fictional, not the demo member) who logs in with the demo member's password
 * and reads the site in `language`, its photo and push alerts dismissed: for a journey in another language than the
 * demo member's (a member's own language wins once they log in), or a second member of a conversation.
 */
export async function demoTwin(db: Db, language: string): Promise<DemoTwin> {
  const [demo] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  const [twin] = await db
    .select({ id: users.id, email: users.email, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(ne(users.id, demo!.id), eq(users.fictional, false), eq(users.paidUser, true)))
    .limit(1);
  await db
    .update(users)
    .set({
      passwordHash: demo!.passwordHash,
      language,
      photoAlertDismissedAt: new Date(),
      pushAlertDismissedAt: new Date(),
    })
    .where(eq(users.id, twin!.id));
  return twin!;
}
