import type { MemberHit } from '../../../shared/contracts/member-desk.ts';
import type { memberColumns } from './member-search.repo.ts';

type MemberRow = Omit<{ [K in keyof typeof memberColumns]: (typeof memberColumns)[K]['_']['data'] }, 'name'> & {
  /** None before the profile exists. */
  name: string | null;
};

/** A member as the search lists them. */
export function toHit(row: MemberRow): MemberHit {
  return {
    id: row.id,
    site_id: row.siteId,
    site_name: row.siteName,
    name: row.name,
    email: row.email,
    status: row.status,
    premium: row.premium,
    credits: row.credits,
    fictional: row.fictional,
    signup_date: row.signupDate.toISOString(),
  };
}
