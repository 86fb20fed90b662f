import { type AnyColumn, type SQL, and, eq, ne, sql } from 'drizzle-orm';
import { blocks, profiles, users } from './schema/index.ts';

/** No block between the viewer and the member in `memberId`, in either direction. */
export function notBlocked(viewerId: string, memberId: AnyColumn): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
    or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId}))`;
}

/**
 * Whether the member in `users`/`profiles` may be shown to the viewer (a member, or a visitor when undefined): not
 * deleted, not invisible, an active profile, not the viewer, and no block between the two in either direction.
 * Every list and view of other members filters with it (search uses profiles.searchable, the same rule kept ready).
 */
export function visibleToViewer(viewerId: string | undefined): SQL {
  const shown = and(ne(users.status, 'deleted'), eq(users.invisible, false), eq(profiles.status, 'active'))!;
  if (!viewerId) return shown;
  return and(shown, ne(users.id, viewerId), notBlocked(viewerId, users.id))!;
}
