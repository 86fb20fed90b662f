import { useTranslation } from 'react-i18next';
import { creditAdjustBody } from '../../../../shared/contracts/member-desk.ts';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useAdjustCredits } from './members-api.ts';

const adjustSchema = creditAdjustBody.omit({ member_id: true });

/** Adds or takes credits with a reason: through the ledger on the server, never below zero, audited. */
export function CreditsForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const adjust = useAdjustCredits(memberId);
  return (
    <Form
      schema={adjustSchema}
      defaultValues={{ reason: '' }}
      onSubmit={async (values, form) => {
        await adjust.mutateAsync(values);
        form.reset({ reason: '' });
      }}
      className="mb-3"
      testId="credits-form"
    >
      {({ field }) => (
        <>
          <h3 className="h6">{t('console.members.adjust_title')}</h3>
          <div className="row g-2">
            <TextField
              className="col-sm-4"
              label={t('console.members.adjust_delta')}
              type="number"
              step={1}
              {...field('delta', { valueAsNumber: true })}
            />
            <TextField className="col-sm-8" label={t('console.members.adjust_reason')} {...field('reason')} />
          </div>
          {adjust.data && (
            <p className="alert alert-success mt-2" role="status">
              {t('console.members.adjusted', { credits: adjust.data.credits })}
            </p>
          )}
          <FormActions className="mt-2">
            <button type="submit" className="btn btn-primary" disabled={adjust.isPending}>
              {t('console.members.adjust')}
            </button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
