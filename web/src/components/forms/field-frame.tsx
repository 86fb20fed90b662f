import { type ReactNode, useId } from 'react';
import { FieldNote } from './field-note.tsx';

/** What every labelled field takes besides its control's own attributes. */
export interface FrameProps {
  label: string;
  /** Shown under the control (and announced) instead of the hint. */
  error?: string;
  hint?: string;
  /** A smaller label, for dense forms such as the search filters. */
  small?: boolean;
  /** Classes of the wrapper; `mb-3` unless given. */
  className?: string;
}

/** The attributes that tie a control to its label and its note. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A Bootstrap form group: the label, the control, and under it the control's error or hint. */
export function FieldFrame({
  label,
  error,
  hint,
  small = false,
  className = 'mb-3',
  controlClassName,
  children,
}: FrameProps & { controlClassName: string; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={className}>
      <label htmlFor={id} className={small ? 'form-label small' : 'form-label'}>
        {label}
      </label>
      {children({
        id,
        className: error ? `${controlClassName} is-invalid` : controlClassName,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? noteId : undefined,
      })}
      <FieldNote id={noteId} error={error} hint={hint} />
    </div>
  );
}
