import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ChoiceSelectProps {
  label: string;
  /** Catalogue prefix of the option labels, e.g. `profile.hair_colour`. */
  labels: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
}

/** A select over a profile choice, its options labelled from the catalogue; optional ones can stay unsaid. */
export function ChoiceSelect({ label, labels, options, value, onChange, optional = true }: ChoiceSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {optional && <option value="">{t('signup_steps.not_specified')}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${labels}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
