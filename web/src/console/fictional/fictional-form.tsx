import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../../shared/constants.ts';
import {
  type FictionalProfile,
  type FictionalProfileFields,
  fictionalProfileFields,
} from '../../../../shared/contracts/fictional.ts';
import { SEXUALITIES } from '../../../../shared/contracts/profile.ts';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';

/** An empty choice is no answer (null), as the profile contract takes it. */
const orNull = (value: unknown) => (value === '' ? null : value);

/** The fields of a new profile: a country of the site, nothing else filled in. */
export const emptyFields = (country: string): FictionalProfileFields => ({
  name: '',
  gender: null,
  sexuality: null,
  date_of_birth: '',
  country,
  region: null,
  city: null,
  about: '',
  signup_message: '',
  interests: [],
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  notes: {},
});

/** The fields a profile already has, to edit. */
export const fieldsOf = ({ id: _id, site_id: _site, age: _age, photos: _photos, ...fields }: FictionalProfile) =>
  fields as FictionalProfileFields;

/** A fictional profile's fields: name, gender, sexuality, date of birth, where, about. */
export function FictionalForm({
  initial,
  saving,
  onSave,
}: {
  initial: FictionalProfileFields;
  saving: boolean;
  onSave: (fields: FictionalProfileFields) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const choices = (field: string, codes: readonly string[]) =>
    codes.map((code) => ({ code, name: t(`profile.${field}.${code}`) }));
  return (
    <Form schema={fictionalProfileFields} defaultValues={initial} onSubmit={onSave} testId="fictional-form">
      {({ field }) => (
        <div className="row">
          <TextField className="col-md-6 mb-3" label={t('console.fictional.name')} {...field('name')} />
          <TextField
            className="col-md-6 mb-3"
            label={t('console.fictional.date_of_birth')}
            type="date"
            {...field('date_of_birth')}
          />
          <CodeSelect
            className="col-md-6 mb-3"
            label={t('console.fictional.gender')}
            emptyLabel={t('console.fictional.not_given')}
            options={choices('gender', GENDERS)}
            {...field('gender', { setValueAs: orNull })}
          />
          <CodeSelect
            className="col-md-6 mb-3"
            label={t('console.fictional.sexuality')}
            emptyLabel={t('console.fictional.not_given')}
            options={choices('sexuality', SEXUALITIES)}
            {...field('sexuality', { setValueAs: orNull })}
          />
          <TextField className="col-md-4 mb-3" label={t('console.fictional.country')} {...field('country')} />
          <TextField
            className="col-md-4 mb-3"
            label={t('console.fictional.region')}
            {...field('region', { setValueAs: orNull })}
          />
          <TextField
            className="col-md-4 mb-3"
            label={t('console.fictional.city')}
            {...field('city', { setValueAs: orNull })}
          />
          <TextAreaField className="col-12 mb-3" label={t('console.fictional.about')} rows={4} {...field('about')} />
          <FormActions>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {t('console.fictional.save')}
            </button>
          </FormActions>
        </div>
      )}
    </Form>
  );
}
