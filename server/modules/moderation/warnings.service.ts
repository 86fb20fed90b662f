import type { WarningsResponse } from '../../../shared/contracts/moderation.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './moderation.repo.ts';

/** A member's warnings from staff: shown on each visit until the member acknowledges them. */
export class Warnings {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async unseen(memberId: string): Promise<WarningsResponse> {
    const rows = await repo.listUnseenWarnings(this.db, memberId);
    return {
      warnings: rows.map((row) => ({ id: row.id, reason: row.reason, created_at: row.createdAt.toISOString() })),
    };
  }

  /** The member read one of their own warnings; another member's id changes nothing. */
  async acknowledge(memberId: string, id: string): Promise<void> {
    await repo.markWarningSeen(this.db, memberId, id, this.clock());
  }
}
