import type { JobQueueResponse } from '../../../shared/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { countQueue } from './job-queue.repo.ts';

/** How deep the outbox is, by kind of job: for the console's jobs panel beside the dead jobs. */
export class JobQueue {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async depth(): Promise<JobQueueResponse> {
    const kinds = await countQueue(this.db, this.clock());
    return {
      kinds: kinds.map(({ leasedOrRetrying, ...kind }) => ({ ...kind, leased_or_retrying: leasedOrRetrying })),
    };
  }
}
