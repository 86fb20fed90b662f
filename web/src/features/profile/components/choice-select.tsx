import { type SelectHTMLAttributes, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeSelect } from '../../../components/forms/code-select.tsx';

interface ChoiceSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  /** Catalogue prefix of the option labels, e.g. `profile.hair_colour`. */
  labels: string;
  options: readonly string[];
  /** Optional choices can stay unsaid ("not specified" first). */
  optional?: boolean;
  error?: string;
}

/** A select over a profile choice, its options labelled from the catalogue. */
export const ChoiceSelect = forwardRef<HTMLSelectElement, ChoiceSelectProps>(function ChoiceSelect(
  { labels, options, optional = true, ...select },
  ref,
) {
  const { t } = useTranslation();
  return (
    <CodeSelect
      ref={ref}
      options={options.map((option) => ({ code: option, name: t(`${labels}.${option}`) }))}
      emptyLabel={optional ? t('signup_steps.not_specified') : undefined}
      {...select}
    />
  );
});
