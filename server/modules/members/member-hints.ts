import { DAY_MS } from '../../../shared/constants.ts';
import type { MemberCard } from '../../../shared/contracts/members.ts';
import type { ActivityStatus } from '../../../shared/discovery.ts';
import type { Db } from '../../db/client.ts';
import { type Position, distanceBand } from '../../lib/coarse-distance.ts';
import { findHintFacts } from './member-hints.repo.ts';
import { canSeeActivity } from './members.policy.ts';

/** What a card or profile adds for a member viewer: how recently the member was on the site, how far they live. */
export type MemberHints = Pick<MemberCard, 'activity' | 'distance'>;

/** Online now while a tab is in view (the presence board); else on the site in the last day, or week; else nothing. */
export function activityOf(present: boolean, lastSeenAt: Date | null, now: Date): ActivityStatus | undefined {
  if (present) return 'online';
  const ago = lastSeenAt ? now.getTime() - lastSeenAt.getTime() : Infinity;
  if (ago < DAY_MS) return 'today';
  return ago < 7 * DAY_MS ? 'week' : undefined;
}

const positionOf = (row: { latitude: number | null; longitude: number | null }): Position | undefined =>
  row.latitude === null || row.longitude === null ? undefined : { latitude: row.latitude, longitude: row.longitude };

/**
 * The hints of members a viewer already may see (decision 033), read fresh for each viewer, never kept in the shared
 * search pages: the activity as the member policy allows (canSeeActivity), the distance band between the two town
 * centres (coarse-distance.ts) where both have one. Visitors get none.
 */
export class MemberHintsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async of(viewerId: string | undefined, memberIds: string[]): Promise<Map<string, MemberHints>> {
    const hints = new Map<string, MemberHints>();
    if (!viewerId || memberIds.length === 0) return hints;
    const now = this.clock();
    const rows = await findHintFacts(this.db, [...new Set([viewerId, ...memberIds])], now);
    const viewer = rows.find((row) => row.id === viewerId);
    if (!viewer) return hints;
    const from = positionOf(viewer);
    for (const row of rows) {
      if (row.id === viewerId) continue;
      const to = positionOf(row);
      hints.set(row.id, {
        activity: canSeeActivity(viewer, row) ? activityOf(row.present, row.lastSeenAt, now) : undefined,
        distance: from && to ? distanceBand(from, to) : undefined,
      });
    }
    return hints;
  }

  /** Each list of cards (of any card type) with the hints for the viewer, read in one statement, in their order. */
  async addTo<Lists extends MemberCard[][]>(viewerId: string | undefined, ...lists: Lists): Promise<Lists> {
    const hints = await this.of(
      viewerId,
      lists.flat().map((card) => card.id),
    );
    // The hints are optional fields of every card: each list keeps its card type.
    return lists.map((cards) => cards.map((card) => ({ ...card, ...hints.get(card.id) }))) as Lists;
  }
}
