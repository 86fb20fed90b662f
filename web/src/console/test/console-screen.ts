import i18next from 'i18next';
import { consoleTexts } from '../console-i18n.ts';

/** Console screen tests read the console's Dutch texts beside the members' catalogue (web/src/test/screen.tsx). */
i18next.addResourceBundle('nl', 'translation', { console: consoleTexts('nl') }, true, true);

export * from '../../test/screen.tsx';

/** A logged-in staff member as GET /api/admin/me.php answers: for the cache key of useStaff. */
export const staffAnswer = (role: 'admin' | 'moderator' | 'operator', permissions: string[]) => ({
  staff: { id: 'staff-1', email: `${role}@staff.test`, name: '', role },
  permissions,
});
