import { useTranslation } from 'react-i18next';
import type { InterestsResponse } from '../../../../../shared/contracts/sites.ts';

/** Choice fields shown as a label and the catalogue's word for the value (`profile.<field>.<value>`). */
const CHOICE_FIELDS = ['gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status'] as const;

interface ProfileDetailsProps {
  fields: Record<string, string | boolean | string[]>;
  notes: Record<string, string>;
  /** The site's interests in the member's language, to name the chosen ones (their ids until they arrive). */
  interests: InterestsResponse | undefined;
}

/** The optional profile fields and note answers the site shows: about text, reason, notes, details, interests. */
export function ProfileDetails({ fields, notes, interests }: ProfileDetailsProps) {
  const { t } = useTranslation();
  const interestName = (id: string) => interests?.interests.find((i) => i.id === id)?.name ?? id;
  const details = CHOICE_FIELDS.filter((field) => typeof fields[field] === 'string');
  return (
    <div data-testid="profile-details">
      {typeof fields.about === 'string' && (
        <section className="mb-3">
          <h2 className="h6">{t('member_profile.about')}</h2>
          <p className="mb-0 profile-about">{fields.about}</p>
        </section>
      )}
      {typeof fields.signup_message === 'string' && (
        <section className="mb-3">
          <h2 className="h6">{t('member_profile.reason')}</h2>
          <p className="mb-0">{fields.signup_message}</p>
        </section>
      )}
      {Object.entries(notes).map(([prompt, answer]) => (
        <section className="mb-3" key={prompt} data-testid={`note-${prompt}`}>
          <h2 className="h6">{t(`profile_notes.${prompt}`)}</h2>
          <p className="mb-0 profile-about">{answer}</p>
        </section>
      ))}
      {(details.length > 0 || typeof fields.tattoos === 'boolean') && (
        <dl className="row small mb-3">
          {details.map((field) => (
            <div className="col-6 col-lg-4 mb-2" key={field}>
              <dt className="fw-normal text-body-secondary">{t(`member_profile.fields.${field}`)}</dt>
              <dd className="mb-0">{t(`profile.${field}.${String(fields[field])}`)}</dd>
            </div>
          ))}
          {typeof fields.tattoos === 'boolean' && (
            <div className="col-6 col-lg-4 mb-2">
              <dt className="fw-normal text-body-secondary">{t('member_profile.fields.tattoos')}</dt>
              <dd className="mb-0">{fields.tattoos ? t('signup_steps.yes') : t('signup_steps.no')}</dd>
            </div>
          )}
        </dl>
      )}
      {Array.isArray(fields.interests) && (
        <section className="mb-3">
          <h2 className="h6">{t('member_profile.interests')}</h2>
          <div className="d-flex flex-wrap gap-1">
            {fields.interests.map((id) => (
              <span key={id} className="badge rounded-pill text-bg-light border">
                {interestName(id)}
              </span>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
