import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Discount, discountCodeText } from '../../../../../shared/contracts/payments.ts';
import { FieldNote } from '../../../components/forms/field-note.tsx';
import { Form } from '../../../components/forms/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { PaymentMethod } from '../../../../../shared/payment-methods.ts';
import { useCheckDiscountCode } from '../api/payments.ts';

interface DiscountCodeFormProps {
  order: { bundle_id: string; method?: PaymentMethod; country?: string };
  applied: Discount | undefined;
  onApplied: (discount: Discount | undefined) => void;
}

const typedCode = z.object({ code: discountCodeText });

/**
 * Whatever stops the check is said under the one field there is, as before: a refusal of the code names no field
 * ('Code niet gevonden'), and this form has no place for a message of the whole form.
 */
function underTheCode(error: unknown, genericMessage: string): ApiError {
  const refusal = error instanceof ApiError ? error : new ApiError(0, { message: genericMessage });
  const fields = { code: refusal.body.fields?.code ?? refusal.message };
  return new ApiError(refusal.status, { ...refusal.body, fields });
}

/** A typed discount code: applied when the server accepts it for this order, cleared with one tap. */
export function DiscountCodeForm({ order, applied, onApplied }: DiscountCodeFormProps) {
  const { t } = useTranslation();
  const check = useCheckDiscountCode();
  if (applied) {
    return (
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3" role="status" data-testid="discount-applied">
        <span>{t('checkout.code_applied', { code: applied.code, percentage: applied.percentage })}</span>
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onApplied(undefined)}>
          {t('checkout.code_clear')}
        </button>
      </div>
    );
  }
  return (
    <Form
      schema={typedCode}
      defaultValues={{ code: '' }}
      onSubmit={async ({ code }) => {
        try {
          onApplied(await check.mutateAsync({ ...order, code }));
        } catch (error) {
          throw underTheCode(error, t('errors.generic'));
        }
      }}
      className="mb-3"
    >
      {({ field }) => {
        // The button sits in the field's input group, so the field is drawn here rather than by a TextField.
        const { error, ...input } = field('code');
        return (
          <>
            <label className="form-label" htmlFor="discount-code">
              {t('checkout.code')}
            </label>
            <div className="input-group has-validation">
              <input
                id="discount-code"
                className={`form-control${error ? ' is-invalid' : ''}`}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'discount-code-error' : undefined}
                {...input}
              />
              <button className="btn btn-outline-secondary" type="submit" disabled={check.isPending}>
                {t('checkout.code_apply')}
              </button>
              <FieldNote id="discount-code-error" error={error} />
            </div>
          </>
        );
      }}
    </Form>
  );
}
