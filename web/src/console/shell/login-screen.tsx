import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { staffLogIn, staffSecondFactor } from '../../../../shared/contracts/endpoints/console-staff.ts';
import { secondFactorBody, staffLoginBody } from '../../../../shared/contracts/staff.ts';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { api } from '../../lib/api-client.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useSetStaff, useStaff } from './use-staff.ts';

/** The console's login: the password, then the authenticator's code (or a recovery code). */
export function LoginScreen() {
  const { t } = useTranslation();
  const staff = useStaff();
  const setStaff = useSetStaff();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const password = useMutation({ mutationFn: (body: typeof staffLoginBody._input) => api(staffLogIn, { body }) });
  const code = useMutation({ mutationFn: (body: typeof secondFactorBody._input) => api(staffSecondFactor, { body }) });
  if (staff.data) return <Navigate to="/admin" replace />;
  return (
    <main className="console-login container py-5">
      <div className="card shadow-sm mx-auto">
        <div className="card-body p-4">
          <div className="d-flex justify-content-between align-items-start mb-3">
            <h1 className="h4 mb-0">{t('console.shell.login_title')}</h1>
            <LanguageSwitch />
          </div>
          {step === 'password' ? (
            <Form
              key="password"
              schema={staffLoginBody}
              defaultValues={{ email: '', password: '' }}
              onSubmit={async (values) => {
                await password.mutateAsync(values);
                setStep('code');
              }}
              testId="console-login"
            >
              {({ field }) => (
                <>
                  <TextField
                    label={t('console.shell.email')}
                    type="email"
                    autoComplete="username"
                    {...field('email')}
                  />
                  <TextField
                    label={t('console.shell.password')}
                    type="password"
                    autoComplete="current-password"
                    {...field('password')}
                  />
                  <FormActions>
                    <button type="submit" className="btn btn-primary w-100" disabled={password.isPending}>
                      {t('console.shell.next')}
                    </button>
                  </FormActions>
                </>
              )}
            </Form>
          ) : (
            <Form
              key="code"
              schema={secondFactorBody}
              defaultValues={{ code: '' }}
              onSubmit={async (values) => setStaff(await code.mutateAsync(values))}
              testId="console-second-factor"
            >
              {({ field }) => (
                <>
                  <p className="text-body-secondary">{t('console.shell.code_help')}</p>
                  <TextField
                    label={t('console.shell.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    {...field('code')}
                  />
                  <FormActions>
                    <button type="submit" className="btn btn-primary w-100" disabled={code.isPending}>
                      {t('console.shell.log_in')}
                    </button>
                  </FormActions>
                </>
              )}
            </Form>
          )}
        </div>
      </div>
    </main>
  );
}
