import { Suspense, lazy, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { SIGNUP_MODAL_PARAM } from '../../../../shared/page-routes.ts';
import { returnPathOf } from '../../lib/return-path.ts';

// The form and its validation (react-hook-form, the zod contracts) load when the modal first opens.
export const loadSignupForm = () => import('../../features/account/components/signup-form.tsx');
const SignupForm = lazy(() => loadSignupForm().then((module) => ({ default: module.SignupForm })));

/**
 * SPEC §4: the signup form over the current page. While a signup is in progress (typed in, or being sent) the
 * backdrop and Escape do not close it; its close button does (signupClosed). It also closes when the form goes
 * on to the signup steps or to the login page, since both leave this URL.
 */
export function SignupModal({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [inProgress, setInProgress] = useState(false);
  const { pathname, search } = useLocation();
  const close = () =>
    setParams(
      (current) => {
        current.delete(SIGNUP_MODAL_PARAM);
        return current;
      },
      { replace: true },
    );
  return (
    <Modal
      show={!loggedIn && params.has(SIGNUP_MODAL_PARAM)}
      onHide={close}
      backdrop={inProgress ? 'static' : true}
      keyboard={!inProgress}
      centered
      // Named as the form's heading, which sits inside the form (the /signup page shows the same form).
      aria-label={t('signup.title')}
      data-testid="signup-modal"
    >
      <Modal.Header closeButton closeLabel={t('app.close')} className="border-0 pb-0" />
      <Modal.Body className="pt-0">
        <Suspense fallback={<PageLoading />}>
          <SignupForm onProgress={setInProgress} returnTo={returnPathOf(pathname, search)} />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}
