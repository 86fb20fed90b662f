import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The call at a profile landing's foot: sign up for free (the signup modal, in place). */
export function FreeSignupLink({ signupTo }: { signupTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="text-center my-4">
      <Link to={signupTo} className="btn btn-secondary btn-lg fw-semibold">
        {t('landings.cta_free')}
      </Link>
    </div>
  );
}
