import { useTranslation } from 'react-i18next';
import type { MemberHit } from '../../../../shared/contracts/member-desk.ts';

/** A member's status in words, and the fictional mark beside it when the profile is one of the site's own. */
export function MemberStatus({ member }: { member: Pick<MemberHit, 'status' | 'fictional'> }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`console.members.statuses.${member.status}`)}
      {member.fictional && (
        <span className="badge text-bg-warning ms-2" data-testid="fictional-mark">
          {t('console.members.fictional')}
        </span>
      )}
    </>
  );
}
