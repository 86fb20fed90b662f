import { type SelectHTMLAttributes, forwardRef } from 'react';
import { FieldFrame, type FrameProps } from './field-frame.tsx';

interface CodeSelectProps extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  options: readonly { code: string; name: string }[];
  /** The label of an empty first choice ("all countries", "not specified"); none without it. */
  emptyLabel?: string;
}

/** A labelled select over coded options (countries, regions, profile choices), with its error under it. */
export const CodeSelect = forwardRef<HTMLSelectElement, CodeSelectProps>(function CodeSelect(
  { label, error, hint, small, className, options, emptyLabel, ...select },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, hint, small, className }} controlClassName="form-select">
      {(control) => (
        <select ref={ref} {...select} {...control}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
