import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  type OwnProfile,
  type OwnProfileFields,
  PROFILE_NOTES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  ownProfileFields,
} from '../../../../../shared/contracts/profile.ts';
import { GENDERS } from '../../../../../shared/constants.ts';
import type { InterestsResponse, RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import { Form, type FormApi } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { useSaveOwnProfile } from '../api/own-profile.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { PROFILE_ANCHORS } from '../../../lib/profile-anchors.ts';
import { InterestPicker } from './interest-picker.tsx';
import { LookingForFields } from './looking-for-fields.tsx';
import { showToast } from '../../../lib/toasts.ts';

const CHOICES = [
  ['gender', GENDERS],
  ['sexuality', SEXUALITIES],
  ['hair_colour', HAIR_COLOURS],
  ['eye_colour', EYE_COLOURS],
  ['body_type', BODY_TYPES],
  ['relationship_status', RELATIONSHIP_STATUSES],
] as const;

const fieldsOf = ({ age: _age, date_of_birth: _dob, ...fields }: OwnProfile): OwnProfileFields => fields;
/** An empty choice or text is stored as "not said" (null). */
const unsaid = { setValueAs: (value: string) => value || null };

/** Fields every site asks for, whatever it shows to others: search and matching need them. */
const ALWAYS_ASKED: readonly string[] = ['gender', 'sexuality'];

interface ProfileFormProps {
  profile: OwnProfile;
  regions: RegionsResponse;
  interests: InterestsResponse;
  /** The site's `visible_profile_fields` and `visible_profile_notes`: only what others will see is asked. */
  visibleFields: readonly string[];
  visibleNotes: readonly string[];
}

/** The choice fields the site asks for, tattoos (yes, no, unsaid) among them. */
function ChoiceFields({ form, asked }: { form: FormApi<typeof ownProfileFields>; asked: (field: string) => boolean }) {
  const { t } = useTranslation();
  return (
    <div className="row">
      {CHOICES.filter(([field]) => asked(field)).map(([field, options]) => (
        <div className="col-sm-6" key={field}>
          <ChoiceSelect
            label={t(`member_profile.fields.${field}`)}
            labels={`profile.${field}`}
            options={options}
            error={form.errorOf(field)}
            {...form.register(field, unsaid)}
          />
        </div>
      ))}
      {asked('tattoos') && (
        <div className="col-sm-6">
          <Controller
            control={form.control}
            name="tattoos"
            render={({ field: { value, onChange, ...tattoos } }) => (
              <ChoiceSelect
                label={t('member_profile.fields.tattoos')}
                labels="signup_steps"
                options={['yes', 'no']}
                value={value === null ? '' : value ? 'yes' : 'no'}
                onChange={(e) => onChange(e.target.value ? e.target.value === 'yes' : null)}
                error={form.errorOf('tattoos')}
                {...tattoos}
              />
            )}
          />
        </div>
      )}
    </div>
  );
}

/** The profile fields of SPEC §3 the site shows (the age follows from the birth date, which is not edited here). */
export function ProfileForm({ profile, regions, interests, visibleFields, visibleNotes }: ProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveOwnProfile();
  const asked = (field: string) => ALWAYS_ASKED.includes(field) || visibleFields.includes(field);
  return (
    <Form
      schema={ownProfileFields}
      defaultValues={fieldsOf(profile)}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        showToast(t('own_profile.saved'));
      }}
      className="card border-0 shadow-sm mb-4"
      testId="profile-form"
    >
      {(form) => {
        const country = regions.countries.find((c) => c.code === form.watch('country')) ?? regions.countries[0]!;
        return (
          <div className="card-body" id={PROFILE_ANCHORS.fields}>
            <h2 className="h5">{t('own_profile.details_title')}</h2>
            <p className="small text-body-secondary">{t('own_profile.age', { age: profile.age })}</p>
            <TextField label={t('signup.name')} {...form.field('name')} />
            <div className="row">
              <CodeSelect
                className="col-sm-6 mb-3"
                label={t('signup_steps.country')}
                options={regions.countries}
                error={form.errorOf('country')}
                {...form.register('country', { onChange: () => form.setValue('region', null) })}
              />
              <CodeSelect
                className="col-sm-6 mb-3"
                label={country.region_label_text}
                options={country.regions}
                emptyLabel={t('signup_steps.region_choose')}
                error={form.errorOf('region')}
                {...form.register('region', unsaid)}
              />
            </div>
            <TextField label={t('signup_steps.city')} {...form.field('city', unsaid)} />
            <ChoiceFields form={form} asked={asked} />
            <LookingForFields
              genders={form.register('seeking_genders')}
              gendersError={form.errorOf('seeking_genders')}
              minAge={form.field('seeking_min_age')}
              maxAge={form.field('seeking_max_age')}
            />
            {(['about', 'signup_message'] as const).filter(asked).map((field) => (
              <TextAreaField
                key={field}
                label={t(field === 'about' ? 'member_profile.about' : 'member_profile.reason')}
                rows={field === 'about' ? 4 : 2}
                {...form.field(field)}
              />
            ))}
            {PROFILE_NOTES.filter((prompt) => visibleNotes.includes(prompt)).map((prompt) => (
              <TextAreaField
                key={prompt}
                label={t(`profile_notes.${prompt}`)}
                rows={2}
                {...form.field(`notes.${prompt}`)}
              />
            ))}
            {asked('interests') && (
              <Controller
                control={form.control}
                name="interests"
                render={({ field: { value, onChange } }) => (
                  <InterestPicker interests={interests} chosen={value} onChange={onChange} />
                )}
              />
            )}
            <FormActions className="d-flex align-items-center gap-3">
              <button type="submit" className="btn btn-secondary fw-semibold" disabled={save.isPending}>
                {t('own_profile.save')}
              </button>
            </FormActions>
          </div>
        );
      }}
    </Form>
  );
}
