import { useTranslation } from 'react-i18next';
import { type Toast, dismissToast } from '../lib/toasts.ts';

/**
 * The toasts (SPEC §9: at most 350 px wide, above modals: `$toast-max-width`, `$zindex-toast` in the theme), bottom
 * right, each with a close button. Loaded with the first toast (app/app-frame.tsx), never with the first screen.
 */
export default function Toaster({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  return (
    <div className="toast-container position-fixed bottom-0 end-0 p-3" role="status" data-testid="toaster">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast show align-items-center" aria-atomic="true">
          <div className="d-flex">
            <div className="toast-body">{toast.text}</div>
            <button
              type="button"
              className="btn-close me-2 m-auto"
              aria-label={t('app.close')}
              onClick={() => dismissToast(toast.id)}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
