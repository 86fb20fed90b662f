import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  personalStep,
} from '../../../../../shared/contracts/profile.ts';
import { GENDERS } from '../../../../../shared/constants.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { RadioGroup } from '../../../components/forms/radio-group.tsx';
import type { LookingFor } from '../../../../../shared/looking-for.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { LookingForFields } from './looking-for-fields.tsx';

export type PersonalValue = z.output<typeof personalStep>;

const OPTIONAL = [
  ['hair_colour', HAIR_COLOURS],
  ['eye_colour', EYE_COLOURS],
  ['body_type', BODY_TYPES],
  ['relationship_status', RELATIONSHIP_STATUSES],
] as const;

/** An optional choice left at "not specified" is not sent. */
const unsaid = { setValueAs: (value: string) => value || undefined };

/**
 * Step 2: gender (none chosen for the member) and orientation, needed to be found; who they look for, its age band
 * starting around their own age (`lookingFor`, the user answer's); the rest may stay unsaid.
 */
export function PersonalStep({
  lookingFor,
  onSubmit,
  onBack,
  busy,
}: {
  lookingFor: LookingFor;
  onSubmit: (value: PersonalValue) => Promise<unknown>;
  onBack: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { seeking_min_age, seeking_max_age } = lookingFor;
  return (
    <Form
      schema={personalStep}
      defaultValues={{ step: 2, sexuality: 'hetero', seeking_genders: [], seeking_min_age, seeking_max_age }}
      onSubmit={onSubmit}
      testId="step-personal"
    >
      {({ register, errorOf, field }) => (
        <>
          <RadioGroup
            legend={t('signup_steps.gender')}
            options={GENDERS}
            labelOf={(value) => t(`profile.gender.${value}`)}
            error={errorOf('gender')}
            {...register('gender')}
          />
          <ChoiceSelect
            label={t('signup_steps.sexuality')}
            labels="profile.sexuality"
            options={SEXUALITIES}
            optional={false}
            error={errorOf('sexuality')}
            {...register('sexuality')}
          />
          <LookingForFields
            genders={register('seeking_genders')}
            gendersError={errorOf('seeking_genders')}
            minAge={field('seeking_min_age')}
            maxAge={field('seeking_max_age')}
          />
          {OPTIONAL.map(([field, options]) => (
            <ChoiceSelect
              key={field}
              label={t(`signup_steps.${field}`)}
              labels={`profile.${field}`}
              options={options}
              error={errorOf(field)}
              {...register(field, unsaid)}
            />
          ))}
          <ChoiceSelect
            label={t('signup_steps.tattoos')}
            labels="signup_steps"
            options={['yes', 'no']}
            error={errorOf('tattoos')}
            {...register('tattoos', { setValueAs: (value: string) => (value ? value === 'yes' : undefined) })}
          />
          <FormActions className="d-flex gap-2">
            <button type="button" className="btn btn-outline-primary" onClick={onBack}>
              {t('signup_steps.previous')}
            </button>
            <button type="submit" className="btn btn-primary flex-grow-1" disabled={busy}>
              {t('signup_steps.next')}
            </button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
