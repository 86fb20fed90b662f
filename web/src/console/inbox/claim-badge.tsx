import { useTranslation } from 'react-i18next';
import type { ClaimState } from '../../../../shared/contracts/fictional.ts';

/** Who answers a conversation now, in words (never by colour alone). */
export function ClaimBadge({ claim }: { claim: ClaimState }) {
  const { t } = useTranslation();
  if (!claim) return <span className="badge text-bg-light">{t('console.fictional.inbox.free')}</span>;
  return claim.mine ? (
    <span className="badge text-bg-success">{t('console.fictional.inbox.yours')}</span>
  ) : (
    <span className="badge text-bg-warning">{t('console.fictional.inbox.taken_by', { name: claim.staff_name })}</span>
  );
}
