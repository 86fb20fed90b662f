import { useEffect, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIME_BONUS_MODAL_DELAY_MS } from '../../../../shared/constants.ts';
import type { User } from '../../../../shared/contracts/auth.ts';
import { formatCountdown } from '../../../../shared/time-bonus.ts';
import { TitledModal } from '../../components/titled-modal.tsx';
import { useAlertDismissal } from '../../lib/alert-dismissal.ts';
import { paths } from '../../lib/paths.ts';
import { type RunningTimeBonus, timeBonusPopupAllowed } from './time-bonus.ts';

/** Hours the popup text names as time left (SPEC §4: "passes 4 as time left"). */
const TIME_LEFT_HOURS = 4;

interface TimeBonusModalProps {
  user: User;
  bonus: RunningTimeBonus | null;
  inMembersArea: boolean;
}

/** The welcome-bonus popup: 40 s into the members area, once per member (closing is stored on the account). */
export function TimeBonusModal({ user, bonus, inMembersArea }: TimeBonusModalProps) {
  const { t } = useTranslation();
  const { dismissed, dismiss: close } = useAlertDismissal(user, 'time_bonus');
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!inMembersArea) return;
    const timer = setTimeout(() => setDelayPassed(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inMembersArea]);
  const show = delayPassed && timeBonusPopupAllowed(user.credits, bonus, dismissed);
  return (
    <TitledModal title={t('time_bonus.title')} show={show} onHide={close} data-testid="time-bonus-modal">
      <Modal.Body className="text-center">
        <p>{t('time_bonus.text', { percentage: bonus?.percentage, count: TIME_LEFT_HOURS })}</p>
        <p className="mb-0 text-body-secondary small">{t('time_bonus.time_left')}</p>
        <p className="display-6 fw-semibold countdown" data-testid="time-bonus-countdown">
          {formatCountdown(bonus?.secondsLeft ?? 0)}
        </p>
        <Link className="btn btn-primary btn-lg" to={paths.credits()} onClick={close}>
          {t('time_bonus.cta')}
        </Link>
      </Modal.Body>
    </TitledModal>
  );
}
