/**
 * Search pages shared by every searcher of a site for a short time, keyed by site, filters and page. A page is dropped
 * when any member on it changes (the member_changed announcements), so that someone who turns invisible, leaves or
 * is disabled vanishes at once; new members show up within `ttlMs`.
 */
export class SearchCache<Page extends { memberIds: string[] }> {
  private readonly pages = new Map<string, { page: Page; expires: number }>();
  private readonly keysByMember = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxPages = 10_000,
  ) {}

  get(key: string, now: number): Page | undefined {
    const entry = this.pages.get(key);
    if (entry && entry.expires > now) return entry.page;
    if (entry) this.drop(key);
    return undefined;
  }

  set(key: string, page: Page, now: number): void {
    if (this.pages.size >= this.maxPages) this.drop(this.pages.keys().next().value!);
    this.pages.set(key, { page, expires: now + this.ttlMs });
    for (const id of page.memberIds) {
      let keys = this.keysByMember.get(id);
      if (!keys) this.keysByMember.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  evictMember(memberId: string): void {
    for (const key of this.keysByMember.get(memberId) ?? []) this.drop(key);
    this.keysByMember.delete(memberId);
  }

  clear(): void {
    this.pages.clear();
    this.keysByMember.clear();
  }

  private drop(key: string): void {
    const entry = this.pages.get(key);
    this.pages.delete(key);
    for (const id of entry?.page.memberIds ?? []) this.keysByMember.get(id)?.delete(key);
  }
}
