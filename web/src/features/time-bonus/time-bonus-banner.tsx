import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCountdown } from '../../../../shared/time-bonus.ts';
import { paths } from '../../lib/paths.ts';
import type { RunningTimeBonus } from './time-bonus.ts';

/**
 * The welcome-bonus strip under the top bar: the percentage, the time left, and the way to the credits. Only the
 * offer is a status message, announced once as the strip arrives; the countdown ticks outside it, readable but never
 * read out every second.
 */
export function TimeBonusBanner({ bonus }: { bonus: RunningTimeBonus }) {
  const { t } = useTranslation();
  return (
    <div className="time-bonus-banner" data-testid="time-bonus-banner">
      <div className="container d-flex flex-wrap align-items-center justify-content-center gap-2 small text-center">
        <span role="status">{t('time_bonus.banner', { percentage: bonus.percentage })}</span>
        <span className="fw-semibold countdown">{formatCountdown(bonus.secondsLeft)}</span>
        <Link className="btn btn-light btn-sm" to={paths.credits()}>
          {t('time_bonus.cta')}
        </Link>
      </div>
    </div>
  );
}
