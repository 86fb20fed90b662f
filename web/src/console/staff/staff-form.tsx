import { useTranslation } from 'react-i18next';
import { staffCreateBody } from '../../../../shared/contracts/staff.ts';
import { STAFF_ROLES } from '../../../../shared/staff-roles.ts';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import type { useCreateStaff } from './staff-api.ts';

/** Adds a staff account: address, name, role and a first password. */
export function StaffForm({ create }: { create: ReturnType<typeof useCreateStaff> }) {
  const { t } = useTranslation();
  const roles = STAFF_ROLES.map((role) => ({ code: role, name: t(`console.shell.roles.${role}`) }));
  return (
    <Form
      schema={staffCreateBody}
      defaultValues={{ email: '', name: '', role: 'moderator', password: '' }}
      onSubmit={async (values, form) => {
        await create.mutateAsync(values);
        form.reset();
      }}
      className="card mb-4"
      testId="staff-form"
    >
      {({ field }) => (
        <div className="card-body">
          <h2 className="h5">{t('console.staff.add_title')}</h2>
          <div className="row">
            <TextField className="col-md-6 mb-3" label={t('console.shell.email')} type="email" {...field('email')} />
            <TextField className="col-md-6 mb-3" label={t('console.staff.name')} {...field('name')} />
            <CodeSelect className="col-md-6 mb-3" label={t('console.staff.role')} options={roles} {...field('role')} />
            <TextField
              className="col-md-6 mb-3"
              label={t('console.staff.first_password')}
              hint={t('console.staff.first_password_hint')}
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
          </div>
          <FormActions>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('console.staff.add')}
            </button>
          </FormActions>
        </div>
      )}
    </Form>
  );
}
