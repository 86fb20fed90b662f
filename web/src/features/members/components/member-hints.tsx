import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';

interface MemberHintsProps {
  member: Pick<MemberCard, 'activity' | 'distance'>;
  /** Over a photo's dark foot (the swipe card's caption): in the caption's own colour, not the muted one. */
  onPhoto?: boolean;
  className?: string;
}

/**
 * How recently the member was on the site (a green dot when online now) and how far away their town is, as coarse
 * as the server gives them (decision 033); nothing when neither is known.
 */
export function MemberHints({ member, onPhoto = false, className = '' }: MemberHintsProps) {
  const { t } = useTranslation();
  const { activity, distance } = member;
  if (!activity && !distance) return null;
  return (
    <div
      className={`member-hints small text-truncate ${onPhoto ? '' : 'text-body-secondary'} ${className}`}
      data-testid="member-hints"
    >
      {activity && (
        <span data-testid="member-activity" data-activity={activity}>
          {activity === 'online' && <span className="member-online-dot" aria-hidden="true" />}
          {t(`discovery.activity.${activity}`)}
        </span>
      )}
      {activity && distance && ' · '}
      {distance && (
        <span data-testid="member-distance">
          {t('discovery.distance', { distance: t(`discovery.bands.${distance}`) })}
        </span>
      )}
    </div>
  );
}
