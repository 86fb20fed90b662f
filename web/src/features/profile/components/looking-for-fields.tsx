import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, MAX_AGE, MIN_AGE } from '../../../../../shared/constants.ts';
import { FieldNote } from '../../../components/forms/field-note.tsx';
import type { FieldProps } from '../../../components/forms/form.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';

interface LookingForFieldsProps {
  /** The genders' checkboxes (`form.register('seeking_genders')`) and their error. */
  genders: UseFormRegisterReturn;
  gendersError?: string;
  minAge: FieldProps;
  maxAge: FieldProps;
}

/** Who the member looks for (issue 39): one or more genders and an age band; in signup's personal step and the profile. */
export function LookingForFields({ genders, gendersError, minAge, maxAge }: LookingForFieldsProps) {
  const { t } = useTranslation();
  const age = (label: string, field: FieldProps) => (
    <TextField
      className="col-6"
      label={label}
      type="number"
      inputMode="numeric"
      min={MIN_AGE}
      max={MAX_AGE}
      {...field}
    />
  );
  return (
    <fieldset className="mb-1" data-testid="looking-for">
      <legend className="form-label fs-6">{t('signup_steps.looking_for')}</legend>
      <div className="mb-3">
        {GENDERS.map((gender) => (
          <div className="form-check form-check-inline" key={gender}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`seeking-${gender}`}
              value={gender}
              aria-describedby={`${genders.name}-note`}
              {...genders}
            />
            <label className="form-check-label" htmlFor={`seeking-${gender}`}>
              {t(`members.genders.${gender}`)}
            </label>
          </div>
        ))}
        <FieldNote id={`${genders.name}-note`} error={gendersError} block />
      </div>
      <div className="row">
        {age(t('members.min_age'), minAge)}
        {age(t('members.max_age'), maxAge)}
      </div>
    </fieldset>
  );
}
