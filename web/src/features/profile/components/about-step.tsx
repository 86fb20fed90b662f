import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterestsResponse } from '../../../../../shared/contracts/sites.ts';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { InterestPicker } from './interest-picker.tsx';

export interface AboutValue {
  about: string;
  interests: string[];
}

/** Step 3: a few words and some interests. */
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ about, interests: chosen });
  };
  return (
    <form onSubmit={submit} data-testid="step-about">
      <h2 className="h4 mb-3">{t('signup_steps.about_title')}</h2>
      <TextAreaField
        label={t('signup_steps.about')}
        rows={4}
        maxLength={2000}
        placeholder={t('signup_steps.about_placeholder')}
        value={about}
        onChange={(e) => setAbout(e.target.value)}
      />
      <InterestPicker interests={interests} chosen={chosen} onChange={setChosen} />
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
