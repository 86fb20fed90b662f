import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_INTERESTS } from '../../../../../shared/contracts/profile.ts';
import type { InterestsResponse } from '../../../../../shared/contracts/sites.ts';

export interface AboutValue {
  about: string;
  interests: string[];
}

/** Step 3: a few words and up to MAX_INTERESTS interests, chosen as toggles. */
export function AboutStep({
  interests,
  onSubmit,
  onBack,
  busy,
}: {
  interests: InterestsResponse;
  onSubmit: (value: AboutValue) => void;
  onBack: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [about, setAbout] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setChosen(
      chosen.includes(id) ? chosen.filter((c) => c !== id) : chosen.length < MAX_INTERESTS ? [...chosen, id] : chosen,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ about, interests: chosen });
  };
  return (
    <form onSubmit={submit} data-testid="step-about">
      <h2 className="h4 mb-3">{t('signup_steps.about_title')}</h2>
      <div className="mb-3">
        <label htmlFor="step-about-text" className="form-label">
          {t('signup_steps.about')}
        </label>
        <textarea
          id="step-about-text"
          className="form-control"
          rows={4}
          maxLength={2000}
          placeholder={t('signup_steps.about_placeholder')}
          value={about}
          onChange={(e) => setAbout(e.target.value)}
        />
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('signup_steps.interests', { max: MAX_INTERESTS })}</legend>
        <div className="d-flex flex-wrap gap-2">
          {interests.interests.map(({ id, name }) => (
            <button
              key={id}
              type="button"
              className={`btn btn-sm rounded-pill ${chosen.includes(id) ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={chosen.includes(id)}
              onClick={() => toggle(id)}
            >
              {name}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={onBack}>
          {t('signup_steps.previous')}
        </button>
        <button type="submit" className="btn btn-secondary flex-grow-1 fw-semibold" disabled={busy}>
          {t('signup_steps.finish')}
        </button>
      </div>
    </form>
  );
}
