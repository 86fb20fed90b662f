import type { User } from '../../../../shared/contracts/auth.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { LikeModal } from '../../features/likes/components/like-modal.tsx';
import { MatchModal } from '../../features/likes/components/match-modal.tsx';
import { TimeBonusModal } from '../../features/time-bonus/time-bonus-modal.tsx';
import type { RunningTimeBonus } from '../../features/time-bonus/time-bonus.ts';

interface MemberModalsProps {
  user: User;
  settings: Settings;
  timeBonus: RunningTimeBonus | null;
  inMembersArea: boolean;
}

/** The modals only a logged-in member sees (time bonus, new like, match): a chunk a visitor never loads. */
export default function MemberModals({ user, settings, timeBonus, inMembersArea }: MemberModalsProps) {
  const fictionalWarning = settings.fictional_icon ? settings.fictional_warning : undefined;
  return (
    <>
      <TimeBonusModal user={user} bonus={timeBonus} inMembersArea={inMembersArea} />
      <LikeModal cdnPrefix={settings.cdn_prefix} fictionalWarning={fictionalWarning} />
      <MatchModal
        cdnPrefix={settings.cdn_prefix}
        ownPhoto={user.profile.main_image?.filename ?? null}
        ownName={user.profile.name}
        fictionalWarning={fictionalWarning}
      />
    </>
  );
}
