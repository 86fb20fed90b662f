import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { CreditBadge } from '../../../components/credit-badge.tsx';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { ChatSiteMenu } from './chat-site-menu.tsx';

interface ChatTopBarProps {
  member: MemberCard;
  cdnPrefix: string;
  /** The site's fictional warning when it marks fictional profiles. */
  fictionalWarning?: string;
  credits: number;
}

/**
 * The chat's top bar (SPEC §2): back to the list (on a phone, where the list is a screen of its own), the other
 * member's photo and name leading to their profile, the fictional badge, the member's credits, and on a phone the
 * site's menu (beside the list on a wider screen).
 */
export function ChatTopBar({ member, cdnPrefix, fictionalWarning, credits }: ChatTopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="chat-top-bar d-flex align-items-center gap-2" data-testid="chat-top-bar">
      <Link className="btn btn-link px-1 d-md-none" to={paths.chats()} aria-label={t('chat.back_to_list')}>
        <span aria-hidden="true">‹</span>
      </Link>
      <Link
        className="d-flex align-items-center gap-2 text-reset min-w-0 me-auto"
        to={paths['members-id'](member.id)}
        data-testid="chat-profile-link"
      >
        <ChatAvatar member={member} cdnPrefix={cdnPrefix} />
        <h1 className="h6 mb-0 text-truncate">
          {member.name}, {member.age}
        </h1>
      </Link>
      {fictionalWarning && member.fictional && <FictionalBadge warning={fictionalWarning} />}
      <Link className="btn btn-sm btn-outline-primary text-nowrap" to={paths.credits()} data-testid="chat-credits">
        {t('nav.credits')} <CreditBadge credits={credits} always />
      </Link>
      <div className="d-md-none">
        <ChatSiteMenu compact />
      </div>
    </header>
  );
}
