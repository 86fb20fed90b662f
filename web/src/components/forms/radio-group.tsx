import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNote } from './field-note.tsx';

interface RadioGroupProps<V extends string> extends UseFormRegisterReturn {
  legend: string;
  options: readonly V[];
  labelOf: (value: V) => string;
  error?: string;
}

/** Inline radios under a legend, with the group's error under them; `{...form.register(name)}` fills it in. */
export function RadioGroup<V extends string>({ legend, options, labelOf, error, ...radio }: RadioGroupProps<V>) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((value) => (
        <div className="form-check form-check-inline" key={value}>
          <input className="form-check-input" type="radio" id={`${radio.name}-${value}`} value={value} {...radio} />
          <label className="form-check-label" htmlFor={`${radio.name}-${value}`}>
            {labelOf(value)}
          </label>
        </div>
      ))}
      <FieldNote id={`${radio.name}-note`} error={error} block />
    </fieldset>
  );
}
