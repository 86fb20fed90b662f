import { type TextareaHTMLAttributes, forwardRef, useId } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

/** A labelled Bootstrap textarea, the multi-line sibling of TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, className = '', ...area },
  ref,
) {
  const id = useId();
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea ref={ref} id={id} className="form-control" {...area} />
    </div>
  );
});
