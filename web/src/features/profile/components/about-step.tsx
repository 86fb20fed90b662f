import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { aboutStep } from '../../../../../shared/contracts/profile.ts';
import type { InterestsResponse } from '../../../../../shared/contracts/sites.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { InterestPicker } from './interest-picker.tsx';

export type AboutValue = z.output<typeof aboutStep>;

/** Step 3: a few words and some interests. */
export function AboutStep({
  interests,
  onSubmit,
  onBack,
  busy,
}: {
  interests: InterestsResponse;
  onSubmit: (value: AboutValue) => Promise<unknown>;
  onBack: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form
      schema={aboutStep}
      defaultValues={{ step: 3, about: '', interests: [] }}
      onSubmit={onSubmit}
      testId="step-about"
    >
      {({ field, control }) => (
        <>
          <TextAreaField
            label={t('signup_steps.about')}
            rows={4}
            placeholder={t('signup_steps.about_placeholder')}
            {...field('about')}
          />
          <Controller
            control={control}
            name="interests"
            render={({ field: { value, onChange } }) => (
              <InterestPicker interests={interests} chosen={value} onChange={onChange} />
            )}
          />
          <FormActions className="d-flex gap-2">
            <button type="button" className="btn btn-outline-primary" onClick={onBack}>
              {t('signup_steps.previous')}
            </button>
            <button type="submit" className="btn btn-secondary flex-grow-1 fw-semibold" disabled={busy}>
              {t('signup_steps.finish')}
            </button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
