import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The channel every change to a site's rows is announced on; modules/sites/site-changes.ts listens. */
export const SITE_CHANGED_CHANNEL = 'site_changed';

/**
 * The tables each server instance holds in memory (modules/sites/sites.service.ts: every site with its company and
 * hosts, and the answers made of them). Credit bundles, gifts and discount codes are read per request, so a change
 * to them is served at once without being announced.
 */
export const SITE_TABLES = ['sites', 'companies', 'site_domains'] as const;

/**
 * (Re)creates a statement-level trigger on each of SITE_TABLES that announces any change (an operator's plain SQL
 * included) on SITE_CHANGED_CHANNEL, once per statement however many rows it touched; the table's name is the payload.
 */
export async function applySiteChangeTriggers(db: Db): Promise<void> {
  await db.execute(
    sql.raw(
      `CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
        `BEGIN PERFORM pg_notify('${SITE_CHANGED_CHANNEL}', TG_TABLE_NAME); RETURN NULL; END $$`,
    ),
  );
  for (const table of SITE_TABLES) {
    await db.execute(
      sql.raw(
        `CREATE OR REPLACE TRIGGER ${table}_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed()`,
      ),
    );
  }
}
