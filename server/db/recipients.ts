import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { profiles, sites, users } from './schema/index.ts';

/**
 * What a mail or a push to a member needs: their address, name, language and status, their channels' preferences,
 * and their site's name, links and sender. One query for the account mails (modules/accounts) and the notices
 * (modules/away); undefined for an unknown member.
 */
export async function findRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      email: users.email,
      status: users.status,
      language: users.language,
      name: profiles.name,
      emailPreferences: users.emailPreferences,
      pushPreferences: users.pushPreferences,
      notificationsDisabled: users.notificationsDisabled,
      siteName: sites.name,
      baseUrl: sites.baseUrl,
      mailName: sites.mailName,
      supportEmail: sites.supportEmail,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  return row;
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;
