import { type TextareaHTMLAttributes, forwardRef } from 'react';
import { FieldFrame, type FrameProps } from './field-frame.tsx';

type TextAreaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** A labelled Bootstrap textarea, the multi-line sibling of TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, small, className, ...area },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, hint, small, className }} controlClassName="form-control">
      {(control) => <textarea ref={ref} {...area} {...control} />}
    </FieldFrame>
  );
});
