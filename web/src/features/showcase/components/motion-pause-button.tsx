import { useTranslation } from 'react-i18next';
import { MediaIcon } from './media-icons.tsx';

/** The pause (or play again) button of a moving slideshow: moving content a visitor can stop (WCAG 2.2.2). */
export function MotionPauseButton({
  paused,
  onToggle,
  className = '',
}: {
  paused: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={onToggle} data-testid="motion-pause">
      <MediaIcon name={paused ? 'play' : 'pause'} size={20} filled={paused} />
      <span className="visually-hidden">
        {t(paused ? 'landers.transitionsvideolanding.resume' : 'landers.transitionsvideolanding.pause')}
      </span>
    </button>
  );
}
