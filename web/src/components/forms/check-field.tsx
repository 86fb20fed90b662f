import { type InputHTMLAttributes, type ReactNode, forwardRef, useId } from 'react';

type CheckFieldProps = { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

/** A labelled Bootstrap checkbox: `form.register(name)` spread on it, as on a TextField. */
export const CheckField = forwardRef<HTMLInputElement, CheckFieldProps>(function CheckField(
  { label, id, ...input },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="form-check mb-3">
      <input ref={ref} id={inputId} className="form-check-input" type="checkbox" {...input} />
      <label className="form-check-label" htmlFor={inputId}>
        {label}
      </label>
    </div>
  );
});
