import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Discount } from '../../../../../shared/contracts/payments.ts';
import type { PaymentMethod } from '../../../../../shared/payment-methods.ts';
import { useCheckDiscountCode } from '../api/payments.ts';

interface DiscountCodeFormProps {
  order: { bundle_id: string; method?: PaymentMethod; country?: string };
  applied: Discount | undefined;
  onApplied: (discount: Discount | undefined) => void;
}

/** A typed discount code: applied when the server accepts it for this order, cleared with one tap. */
export function DiscountCodeForm({ order, applied, onApplied }: DiscountCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const check = useCheckDiscountCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) check.mutate({ ...order, code: code.trim() }, { onSuccess: (discount) => onApplied(discount) });
  };
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
    <form className="mb-3" onSubmit={submit} noValidate>
      <label className="form-label" htmlFor="discount-code">
        {t('checkout.code')}
      </label>
      <div className="input-group has-validation">
        <input
          id="discount-code"
          className={`form-control${check.error ? ' is-invalid' : ''}`}
          value={code}
          maxLength={40}
          autoComplete="off"
          aria-describedby={check.error ? 'discount-code-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button className="btn btn-outline-secondary" type="submit" disabled={check.isPending}>
          {t('checkout.code_apply')}
        </button>
        {check.error && (
          <div id="discount-code-error" className="invalid-feedback" data-testid="discount-error">
            {check.error.message}
          </div>
        )}
      </div>
    </form>
  );
}
