/**
 * The console's roles and what each may do: one table, read by the server's checks (every console route declares
 * its permission) and by the console's menu. Admins may do everything.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = {
  /** Open the console at all (who am I, my session). */
  'console.use': ['admin', 'moderator', 'operator'],
  /** Staff accounts: create, disable, end sessions. */
  'staff.manage': ['admin'],
  /** Read the audit log. */
  'audit.read': ['admin'],
  /** Create and edit sites, their bundles, gifts and discount codes. */
  'sites.manage': ['admin'],
  /** The dashboard's figures and the jobs panel. */
  'dashboard.read': ['admin'],
  'jobs.manage': ['admin'],
  /** The photo review queue. */
  'photos.review': ['admin', 'moderator'],
  /** The complaints queue, held messages and messages flagged for scam patterns. */
  'complaints.handle': ['admin', 'moderator'],
  /** A member's standing: warn, suspend, ban, lift. */
  'members.standing': ['admin', 'moderator'],
  /** Find members and read their page. */
  'members.read': ['admin', 'moderator', 'operator'],
  /** Credits, refunds, activation mails, direct-debit blocks, deletion. */
  'members.manage': ['admin'],
  /** Create and edit fictional profiles. */
  'fictional.manage': ['admin', 'operator'],
  /** The operators' inbox: answer as a fictional profile. */
  'fictional.answer': ['admin', 'operator'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
