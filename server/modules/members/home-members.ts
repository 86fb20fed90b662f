import { ageOn } from '../../../shared/contracts/accounts.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { MemberCard } from '../../../shared/contracts/members.ts';
import type { Db } from '../../db/client.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { findHomeMembers } from './home-members.repo.ts';
import { toCard } from './member-card.ts';
import type { MemberHintsService } from './member-hints.ts';
import { findSeekerFacts } from './members.repo.ts';

/** Members a member's home page shows: two rows on a desktop, four on a phone. */
const HOME_MEMBERS = 8;

/**
 * "Members who fit you" on a member's home page (decision 035): whom the member looks for (the user answer's
 * `looking_for`), those who would look for them too first, as search cards with the member's own hints. Read fresh
 * for each member, never shared.
 */
export class HomeMembersService {
  constructor(
    private readonly db: Db,
    private readonly hints: MemberHintsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async fitting(site: SiteRow, member: User): Promise<MemberCard[]> {
    const today = this.clock();
    const facts = await findSeekerFacts(this.db, member.id);
    const seeker = facts && { gender: facts.gender, age: ageOn(facts.dateOfBirth, today) };
    const rows = await findHomeMembers(
      this.db,
      { siteId: site.id, memberId: member.id, lookingFor: member.profile.looking_for, seeker },
      HOME_MEMBERS,
      today,
    );
    const [cards] = await this.hints.addTo(
      member.id,
      rows.map((row) => toCard(row, today)),
    );
    return cards!;
  }
}
