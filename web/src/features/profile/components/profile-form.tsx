import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  MAX_NOTE_LENGTH,
  type OwnProfile,
  type OwnProfileFields,
  PROFILE_NOTES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '../../../../../shared/contracts/profile.ts';
import type { InterestsResponse, RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveOwnProfile } from '../api/own-profile.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { InterestPicker } from './interest-picker.tsx';

const CHOICES = [
  ['gender', GENDERS],
  ['sexuality', SEXUALITIES],
  ['hair_colour', HAIR_COLOURS],
  ['eye_colour', EYE_COLOURS],
  ['body_type', BODY_TYPES],
  ['relationship_status', RELATIONSHIP_STATUSES],
] as const;

const fieldsOf = ({ age: _age, date_of_birth: _dob, ...fields }: OwnProfile): OwnProfileFields => fields;

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

/** The profile fields of SPEC §3 the site shows (the age follows from the birth date, which is not edited here). */
export function ProfileForm({ profile, regions, interests, visibleFields, visibleNotes }: ProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveOwnProfile();
  const [draft, setDraft] = useState<OwnProfileFields>(() => fieldsOf(profile));
  const set = <K extends keyof OwnProfileFields>(key: K, value: OwnProfileFields[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const asked = (field: string) => ALWAYS_ASKED.includes(field) || visibleFields.includes(field);
  const country = regions.countries.find((c) => c.code === draft.country) ?? regions.countries[0]!;
  const fields = save.error instanceof ApiError ? (save.error.body.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="card border-0 shadow-sm mb-4" onSubmit={submit} noValidate data-testid="profile-form">
      <div className="card-body">
        <h2 className="h5">{t('own_profile.details_title')}</h2>
        <p className="small text-body-secondary">{t('own_profile.age', { age: profile.age })}</p>
        <ErrorAlert message={save.error && !Object.keys(fields).length ? save.error.message : undefined} />
        <TextField
          label={t('signup.name')}
          value={draft.name}
          error={fields.name}
          maxLength={40}
          onChange={(e) => set('name', e.target.value)}
        />
        <div className="row">
          <div className="col-sm-6 mb-3">
            <CodeSelect
              id="profile-country"
              label={t('signup_steps.country')}
              options={regions.countries}
              value={draft.country}
              invalid={Boolean(fields.country)}
              onChange={(code) => setDraft((d) => ({ ...d, country: code, region: null }))}
            />
          </div>
          <div className="col-sm-6 mb-3">
            <CodeSelect
              id="profile-region"
              label={country.region_label_text}
              options={country.regions}
              value={draft.region ?? ''}
              invalid={Boolean(fields.region)}
              onChange={(code) => set('region', code || null)}
              emptyLabel={t('signup_steps.region_choose')}
            />
          </div>
        </div>
        <TextField
          label={t('signup_steps.city')}
          value={draft.city ?? ''}
          maxLength={80}
          onChange={(e) => set('city', e.target.value || null)}
        />
        <div className="row">
          {CHOICES.filter(([field]) => asked(field)).map(([field, options]) => (
            <div className="col-sm-6" key={field}>
              <ChoiceSelect
                label={t(`member_profile.fields.${field}`)}
                labels={`profile.${field}`}
                options={options}
                value={draft[field] ?? ''}
                onChange={(v) => set(field, (v || null) as never)}
              />
            </div>
          ))}
          {asked('tattoos') && (
            <div className="col-sm-6">
              <ChoiceSelect
                label={t('member_profile.fields.tattoos')}
                labels="signup_steps"
                options={['yes', 'no']}
                value={draft.tattoos === null ? '' : draft.tattoos ? 'yes' : 'no'}
                onChange={(v) => set('tattoos', v ? v === 'yes' : null)}
              />
            </div>
          )}
        </div>
        {(['about', 'signup_message'] as const).filter(asked).map((field) => (
          <TextAreaField
            key={field}
            label={t(field === 'about' ? 'member_profile.about' : 'member_profile.reason')}
            rows={field === 'about' ? 4 : 2}
            maxLength={2000}
            value={draft[field]}
            onChange={(e) => set(field, e.target.value)}
          />
        ))}
        {PROFILE_NOTES.filter((prompt) => visibleNotes.includes(prompt)).map((prompt) => (
          <TextAreaField
            key={prompt}
            label={t(`profile_notes.${prompt}`)}
            rows={2}
            maxLength={MAX_NOTE_LENGTH}
            value={draft.notes[prompt] ?? ''}
            onChange={(e) => set('notes', { ...draft.notes, [prompt]: e.target.value })}
          />
        ))}
        {asked('interests') && (
          <InterestPicker
            interests={interests}
            chosen={draft.interests}
            onChange={(chosen: string[]) => set('interests', chosen as OwnProfileFields['interests'])}
          />
        )}
        <div className="d-flex align-items-center gap-3">
          <button type="submit" className="btn btn-secondary fw-semibold" disabled={save.isPending}>
            {t('own_profile.save')}
          </button>
          {save.isSuccess && !save.isPending && (
            <span className="text-success" role="status">
              {t('own_profile.saved')}
            </span>
          )}
        </div>
      </div>
    </form>
  );
}
