import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DELETION_GRACE_DAYS } from '../../../../../shared/constants.ts';
import { passwordBody } from '../../../../../shared/contracts/accounts.ts';
import { CheckField } from '../../../components/forms/check-field.tsx';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { useDeleteAccount } from '../api/settings.ts';

/** The password the server checks, and the confirmation that enables the button (not sent). */
const deletionForm = passwordBody.extend({ confirmed: z.boolean() });

/** Deletion with the password and an explicit confirmation; the grace period is stated before, not after. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  return (
    <Form
      schema={deletionForm}
      defaultValues={{ password: '', confirmed: false }}
      onSubmit={async (values) => {
        await remove.mutateAsync(values.password);
        onDeleted();
      }}
      className="card border-danger-subtle shadow-sm mb-4"
      testId="delete-account"
    >
      {({ field, register, watch }) => (
        <div className="card-body">
          <h2 className="h5 text-danger">{t('settings.delete_title')}</h2>
          <p>{t('settings.delete_intro', { count: DELETION_GRACE_DAYS })}</p>
          <TextField
            label={t('settings.password')}
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <CheckField id="delete-confirm" label={t('settings.delete_confirm')} {...register('confirmed')} />
          <FormActions>
            <button type="submit" className="btn btn-danger" disabled={!watch('confirmed') || remove.isPending}>
              {t('settings.delete_submit')}
            </button>
          </FormActions>
        </div>
      )}
    </Form>
  );
}
