import { ageOn } from '../../../shared/contracts/accounts.ts';
import type { Db } from '../../db/client.ts';
import type { Seeker } from './looking-for.sql.ts';
import { findSeekerFacts } from './members.repo.ts';

/** Searchers whose facts are kept in memory at most. */
const MAX_SEEKERS = 100_000;

type Facts = NonNullable<Awaited<ReturnType<typeof findSeekerFacts>>>;

/**
 * Each searching member's gender and birth date, which order their results (two-sided search, issue 39), kept until
 * the member changes (their profile's gender and birth date are member-change columns). A read begun before a drop is
 * not kept after it.
 */
export class Seekers {
  private readonly facts = new Map<string, Facts>();
  private drops = 0;

  constructor(private readonly db: Db) {}

  /** The member as a seeker on `today`; undefined for a member without a profile. */
  async of(memberId: string, today: Date): Promise<Seeker | undefined> {
    let facts = this.facts.get(memberId);
    if (!facts) {
      const drops = this.drops;
      facts = await findSeekerFacts(this.db, memberId);
      if (!facts) return undefined;
      if (drops === this.drops) {
        if (this.facts.size >= MAX_SEEKERS) this.facts.delete(this.facts.keys().next().value!);
        this.facts.set(memberId, facts);
      }
    }
    return { gender: facts.gender, age: ageOn(facts.dateOfBirth, today) };
  }

  forget(memberId: string): void {
    this.drops++;
    this.facts.delete(memberId);
  }

  clear(): void {
    this.drops++;
    this.facts.clear();
  }
}
