/** A cached session: the member's row as the session query read it, and when the session itself runs out. */
interface Entry<Row> {
  row: Row;
  userId: string;
  sessionExpiresAt: number;
  cachedAt: number;
}

/**
 * Session token -> the member's session row, so that the requests of a logged-in member (GET /api/user.php above
 * all, polled by every open tab) need no database round trip, nor the token's hash (the database keeps only hashes;
 * this process holds the tokens it is sent anyway). Entries are dropped when the database announces a change
 * to the member (migration 0001: the member_changed channel, heard by every instance), when a request of the member
 * changes something, and after `maxAgeMs` in any case, so that a missed announcement cannot keep a stale row long.
 */
export class SessionCache<Row> {
  private readonly byToken = new Map<string, Entry<Row>>();
  private readonly tokensByMember = new Map<string, Set<string>>();
  /** Counts evictions; a row read before an eviction is not stored after it (it may be older than the change). */
  private generation = 0;

  constructor(
    private readonly maxEntries = 100_000,
    private readonly maxAgeMs = 30_000,
  ) {}

  /** The current generation, to pass to `set` with a row read after this call. */
  get version(): number {
    return this.generation;
  }

  get(token: string, now: number): Row | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    if (entry.sessionExpiresAt <= now || entry.cachedAt + this.maxAgeMs <= now) {
      this.remove(token, entry.userId);
      return undefined;
    }
    return entry.row;
  }

  set(token: string, entry: { row: Row; userId: string; sessionExpiresAt: number }, now: number, version: number) {
    if (version !== this.generation) return;
    if (this.byToken.size >= this.maxEntries) this.evictOldest();
    this.byToken.set(token, { ...entry, cachedAt: now });
    let tokens = this.tokensByMember.get(entry.userId);
    if (!tokens) this.tokensByMember.set(entry.userId, (tokens = new Set()));
    tokens.add(token);
  }

  /** The member of a cached token, if it is cached. */
  memberOf(token: string): string | undefined {
    return this.byToken.get(token)?.userId;
  }

  evictMember(userId: string): void {
    this.generation++;
    for (const token of this.tokensByMember.get(userId) ?? []) this.byToken.delete(token);
    this.tokensByMember.delete(userId);
  }

  clear(): void {
    this.generation++;
    this.byToken.clear();
    this.tokensByMember.clear();
  }

  get size(): number {
    return this.byToken.size;
  }

  private remove(token: string, userId: string): void {
    this.byToken.delete(token);
    const tokens = this.tokensByMember.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByMember.delete(userId);
  }

  /** Maps keep insertion order: the first entry is the oldest. */
  private evictOldest(): void {
    const oldest = this.byToken.entries().next().value;
    if (oldest) this.remove(oldest[0], oldest[1].userId);
  }
}
