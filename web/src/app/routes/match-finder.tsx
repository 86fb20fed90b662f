import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GENDERS } from '../../../../shared/contracts/profile.ts';
import { PageCard } from '../../components/page-card.tsx';
import { useRegions } from '../../features/site/api/regions.ts';
import { settingsQuery } from '../../features/site/api/settings.ts';
import { paths } from '../../lib/paths.ts';

/** Age bands offered by the match finder. */
const AGE_BANDS = [
  [18, 25],
  [25, 35],
  [35, 45],
  [45, 55],
  [55, 99],
] as const;

type Answers = { gender?: string; min_age?: string; max_age?: string; country?: string };

/** /match-finder: the member search as three questions (who, how old, where), then the results. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const regions = useRegions();
  const [answers, setAnswers] = useState<Answers>({});
  const [step, setStep] = useState(0);
  const finish = (last: Answers) => {
    const query = new URLSearchParams(
      Object.entries({ ...answers, ...last }).filter(([, v]) => v) as [string, string][],
    );
    navigate(`${paths.members()}?${query}`);
  };
  const answer = (next: Answers) => {
    setAnswers((a) => ({ ...a, ...next }));
    setStep((s) => s + 1);
  };
  const choice = (label: string, onClick: () => void) => (
    <button key={label} type="button" className="btn btn-outline-primary btn-lg w-100 mb-2" onClick={onClick}>
      {label}
    </button>
  );
  return (
    <PageCard>
      <div data-testid="match-finder">
        <p className="small text-body-secondary mb-1">{t('signup_steps.step_of', { step: step + 1, total: 3 })}</p>
        {step === 0 && (
          <>
            <h1 className="h4 mb-3">{t('match_finder.who')}</h1>
            {GENDERS.map((g) => choice(t(`members.genders.${g}`), () => answer({ gender: g })))}
            {choice(t('members.everyone'), () => answer({}))}
          </>
        )}
        {step === 1 && (
          <>
            <h1 className="h4 mb-3">{t('match_finder.age')}</h1>
            {AGE_BANDS.map(([min, max]) =>
              choice(t('match_finder.age_band', { min, max }), () =>
                answer({ min_age: String(min), max_age: String(max) }),
              ),
            )}
          </>
        )}
        {step === 2 && (
          <>
            <h1 className="h4 mb-3">{t('match_finder.where')}</h1>
            {regions.data?.countries
              .filter((c) => settings.countries.includes(c.code))
              .map((c) => choice(c.name, () => finish({ country: c.code })))}
            {choice(t('members.all_countries'), () => finish({}))}
          </>
        )}
      </div>
    </PageCard>
  );
}
