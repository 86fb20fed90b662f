import { ageOn } from '../../../shared/contracts/accounts.ts';
import type { ModeratedMember } from '../../../shared/contracts/moderation.ts';
import type { MemberRow } from './moderation.repo.ts';

/** A member as a moderator sees them, on `today`. */
export function toModeratedMember(row: MemberRow, today: Date): ModeratedMember {
  const suspended = row.suspendedUntil && row.suspendedUntil > today ? row.suspendedUntil.toISOString() : null;
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.dateOfBirth, today),
    site: row.site,
    status: row.status,
    suspended_until: suspended,
    banned: row.bannedAt !== null,
    strikes: row.strikes,
  };
}
