import type { ReactNode } from 'react';
import { type FieldError, get, useFormState } from 'react-hook-form';
import { ErrorAlert } from '../error-alert.tsx';
import { FORM_ERROR } from './form.tsx';

interface FormActionsProps {
  /** The submit button (and any beside it). */
  children: ReactNode;
  /** Classes of the row holding the buttons. */
  className?: string;
  errorTestId?: string;
  /** Shown after the form-level message, e.g. a link to ask for a new mail. */
  errorDetail?: ReactNode;
}

/** The buttons of a Form, with the form-level message (a refusal no field shows) right above them. */
export function FormActions({ children, className, errorTestId, errorDetail }: FormActionsProps) {
  const { errors } = useFormState();
  const error: FieldError | undefined = get(errors, FORM_ERROR);
  return (
    <>
      <ErrorAlert message={error?.message} testId={errorTestId}>
        {errorDetail}
      </ErrorAlert>
      {className ? <div className={className}>{children}</div> : children}
    </>
  );
}
