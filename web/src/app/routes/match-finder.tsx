import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { GENDERS, MAX_AGE } from '../../../../shared/constants.ts';
import { PageCard } from '../../components/page-card.tsx';
import { useRegions } from '../../features/site/api/regions.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/** Age bands offered by the match finder: each age in exactly one band. */
export const AGE_BANDS = [
  [18, 24],
  [25, 34],
  [35, 44],
  [45, 54],
  [55, MAX_AGE],
] as const;

const QUESTIONS = 3;
type Answers = { gender?: string; min_age?: string; max_age?: string; country?: string };

/**
 * /match-finder: the member search as three questions (who, how old, where), then the results. The question and
 * the answers so far live in the URL, so that Back returns to the previous question.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const regions = useRegions();
  const [params] = useSearchParams();
  const step = Math.min(Math.max(Math.trunc(Number(params.get('step'))) || 0, 0), QUESTIONS - 1);
  const withAnswers = (next: Answers) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) query.set(key, value);
    query.delete('step');
    return query;
  };
  const finish = (last: Answers) => navigate(`${paths.members()}?${withAnswers(last)}`);
  const answer = (next: Answers) => {
    const query = withAnswers(next);
    query.set('step', String(step + 1));
    navigate(`?${query}`);
  };
  const choice = (label: string, onClick: () => void) => (
    <button key={label} type="button" className="btn btn-outline-primary btn-lg w-100 mb-2" onClick={onClick}>
      {label}
    </button>
  );
  return (
    <PageCard>
      <div data-testid="match-finder">
        <p className="small text-body-secondary mb-1">
          {t('signup_steps.step_of', { step: step + 1, total: QUESTIONS })}
        </p>
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
              choice(
                max === MAX_AGE
                  ? t('match_finder.age_band_open', { count: min })
                  : t('match_finder.age_band', { min, count: max }),
                () => answer({ min_age: String(min), max_age: String(max) }),
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
