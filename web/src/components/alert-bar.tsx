import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AlertBarProps {
  /** Bootstrap's alert colour. */
  variant: 'info' | 'light' | 'warning';
  testId: string;
  /** Closes it; without it the alert has no close button (it stays while its cause does). */
  onClose?: () => void;
  /** The text (it takes the free width) and any buttons before the close button. */
  children: ReactNode;
}

/**
 * A member alert under the top bar (SPEC §4): a full-width strip with a text, its actions and, unless it stays while
 * its cause does, a close button.
 */
export function AlertBar({ variant, testId, onClose, children }: AlertBarProps) {
  const { t } = useTranslation();
  return (
    <div className={`alert alert-${variant} mb-0 rounded-0 border-0 border-bottom`} role="status" data-testid={testId}>
      <div className="container small d-flex align-items-center gap-2">
        {children}
        {onClose && <button type="button" className="btn-close" aria-label={t('app.close')} onClick={onClose} />}
      </div>
    </div>
  );
}
