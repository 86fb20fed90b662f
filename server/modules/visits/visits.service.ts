import type { Db } from '../../db/client.ts';
import { pageBounces } from '../../db/schema/index.ts';

const MAX_PATH = 300;

/** The path (and query) of a page URL, at most MAX_PATH characters; null when there is none or it is no URL. */
export function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`.replaceAll('\u0000', '').slice(0, MAX_PATH);
  } catch {
    return null;
  }
}

/** Page-bounce logging (SPEC §4 `lb`): a row per page left, for the operator's traffic-source figures. */
export class VisitsService {
  constructor(private readonly db: Db) {}

  async logBounce(siteId: string, memberId: string | undefined, pageUrl: string | undefined): Promise<void> {
    await this.db.insert(pageBounces).values({ siteId, userId: memberId, path: pathOf(pageUrl) });
  }
}
