import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DATA_EXPORT_TOKEN_PARAM } from '../../../../shared/contracts/endpoints/data-export.ts';
import { LoginFirst } from '../login-first.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useAccountSettings } from '../../features/account/api/settings.ts';
import { DataExportSection } from '../../features/account/components/data-export-section.tsx';
import { DeleteAccountForm } from '../../features/account/components/delete-account-form.tsx';
import { EmailChangeForm } from '../../features/account/components/email-change-form.tsx';
import { InviteFriendForm } from '../../features/account/components/invite-friend-form.tsx';
import { PasswordChangeForm } from '../../features/account/components/password-change-form.tsx';
import { PreferencesForm } from '../../features/account/components/preferences-form.tsx';
import { BlockedMembers } from '../../features/members/components/blocked-members.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { useScrollToHash } from '../../lib/use-scroll-to-hash.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/**
 * /settings: preferences, blocked members, inviting friends, email and password, downloading one's data (`?export=`:
 * the mailed link) and deleting the account.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useSuspenseQuery(userQuery);
  const { data: site } = useSuspenseQuery(settingsQuery);
  const { data: settings } = useAccountSettings();
  // A link to a setting (`#geolocation`, from the search's nearest sort) brings it into view.
  useScrollToHash(Boolean(settings));
  if (!user) return <LoginFirst />;
  return (
    <div className="container py-4 settings-page" data-testid="settings-page">
      <h1 className="h3 mb-4">{t('settings.title')}</h1>
      {settings ? <PreferencesForm settings={settings} siteName={site.name} memberId={user.id} /> : <PageLoading />}
      <BlockedMembers cdnPrefix={site.cdn_prefix} />
      {user.status === 'confirmed' && <InviteFriendForm siteName={site.name} />}
      <EmailChangeForm currentEmail={user.email} />
      <PasswordChangeForm />
      <DataExportSection token={params.get(DATA_EXPORT_TOKEN_PARAM)} />
      <DeleteAccountForm onDeleted={() => navigate('/account-deleted', { state: { deleted: true } })} />
    </div>
  );
}
