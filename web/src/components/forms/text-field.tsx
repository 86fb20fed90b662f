import { type InputHTMLAttributes, forwardRef } from 'react';
import { FieldFrame, type FrameProps } from './field-frame.tsx';

type TextFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled Bootstrap input with its error (announced) or hint under it; `{...form.field(name)}` fills it in. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, small, className, ...input },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, hint, small, className }} controlClassName="form-control">
      {(control) => <input ref={ref} {...input} {...control} />}
    </FieldFrame>
  );
});
