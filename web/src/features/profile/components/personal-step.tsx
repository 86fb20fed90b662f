import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '../../../../../shared/contracts/profile.ts';
import { ChoiceSelect } from './choice-select.tsx';

type Gender = (typeof GENDERS)[number];
type Sexuality = (typeof SEXUALITIES)[number];

export interface PersonalValue {
  gender: Gender;
  sexuality: Sexuality;
  hair_colour?: (typeof HAIR_COLOURS)[number];
  eye_colour?: (typeof EYE_COLOURS)[number];
  body_type?: (typeof BODY_TYPES)[number];
  relationship_status?: (typeof RELATIONSHIP_STATUSES)[number];
  tattoos?: boolean;
}

const OPTIONAL = [
  ['hair_colour', HAIR_COLOURS],
  ['eye_colour', EYE_COLOURS],
  ['body_type', BODY_TYPES],
  ['relationship_status', RELATIONSHIP_STATUSES],
] as const;

/** Step 2: gender and orientation (needed to be found), the rest may stay unsaid. */
export function PersonalStep({
  onSubmit,
  onBack,
  busy,
}: {
  onSubmit: (value: PersonalValue) => void;
  onBack: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [gender, setGender] = useState<Gender>('female');
  const [sexuality, setSexuality] = useState<Sexuality>('hetero');
  const [optional, setOptional] = useState<Record<string, string>>({});
  const [tattoos, setTattoos] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(optional).filter(([, v]) => v));
    onSubmit({ gender, sexuality, ...chosen, ...(tattoos ? { tattoos: tattoos === 'yes' } : {}) } as PersonalValue);
  };
  return (
    <form onSubmit={submit} data-testid="step-personal">
      <h2 className="h4 mb-3">{t('signup_steps.personal_title')}</h2>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('signup_steps.gender')}</legend>
        {GENDERS.map((value) => (
          <div className="form-check form-check-inline" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name="gender"
              id={`gender-${value}`}
              checked={gender === value}
              onChange={() => setGender(value)}
            />
            <label className="form-check-label" htmlFor={`gender-${value}`}>
              {t(`profile.gender.${value}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <ChoiceSelect
        label={t('signup_steps.sexuality')}
        labels="profile.sexuality"
        options={SEXUALITIES}
        value={sexuality}
        optional={false}
        onChange={(v) => setSexuality(v as Sexuality)}
      />
      {OPTIONAL.map(([field, options]) => (
        <ChoiceSelect
          key={field}
          label={t(`signup_steps.${field}`)}
          labels={`profile.${field}`}
          options={options}
          value={optional[field] ?? ''}
          onChange={(v) => setOptional({ ...optional, [field]: v })}
        />
      ))}
      <ChoiceSelect
        label={t('signup_steps.tattoos')}
        labels="signup_steps"
        options={['yes', 'no']}
        value={tattoos}
        onChange={setTattoos}
      />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={onBack}>
          {t('signup_steps.previous')}
        </button>
        <button type="submit" className="btn btn-primary flex-grow-1" disabled={busy}>
          {t('signup_steps.next')}
        </button>
      </div>
    </form>
  );
}
