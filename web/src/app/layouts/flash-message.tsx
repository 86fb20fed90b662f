import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type Flash, flashOf } from '../page-guards.ts';

/** The flashes that tell the visitor what to do first (an info), not that something was done (a success). */
const INFO_FLASHES: ReadonlySet<Flash> = new Set(['login_required', 'choose_bundle']);

/** The confirmation the screen was sent here with (logged out, password changed...), until closed. */
export function FlashMessage() {
  const { t } = useTranslation();
  const location = useLocation();
  const flash = flashOf(location.state);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!flash || closedFor === location.key) return null;
  return (
    <div className="container pt-3">
      <div
        className={`alert ${INFO_FLASHES.has(flash) ? 'alert-info' : 'alert-success'} d-flex align-items-center mb-0`}
        role="status"
        data-testid="flash"
      >
        <span className="flex-grow-1">{t(`flash.${flash}`)}</span>
        <button
          type="button"
          className="btn-close"
          aria-label={t('app.close')}
          onClick={() => setClosedFor(location.key)}
        />
      </div>
    </div>
  );
}
