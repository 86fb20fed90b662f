import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../../shared/payment-methods.ts';

interface MethodListProps {
  methods: PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
}

/** The payment methods as one radio group. */
export function MethodList({ methods, value, onChange }: MethodListProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="list-group mb-3" data-testid="method-list">
      <legend className="h6">{t('checkout.method')}</legend>
      {methods.map((method) => (
        <label className="list-group-item d-flex gap-2 align-items-center" key={method}>
          <input
            className="form-check-input m-0"
            type="radio"
            name="method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          {t(`payment_methods.${method}`)}
        </label>
      ))}
    </fieldset>
  );
}
