import { type InputHTMLAttributes, forwardRef, useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled Bootstrap input with its error (announced) or hint under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className = '', ...input },
  ref,
) {
  const id = useId();
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        {...input}
      />
      {error ? (
        <div id={`${id}-note`} className="invalid-feedback" role="alert">
          {error}
        </div>
      ) : (
        hint && (
          <div id={`${id}-note`} className="form-text">
            {hint}
          </div>
        )
      )}
    </div>
  );
});
