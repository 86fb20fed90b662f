import { useTranslation } from 'react-i18next';
import { MAX_INTERESTS } from '../../../../../shared/contracts/profile.ts';
import type { InterestsResponse } from '../../../../../shared/contracts/sites.ts';

/** The interest tags as toggles, at most MAX_INTERESTS chosen. */
export function InterestPicker({
  interests,
  chosen,
  onChange,
}: {
  interests: InterestsResponse;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id].slice(0, MAX_INTERESTS));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('signup_steps.interests', { max: MAX_INTERESTS })}</legend>
      <div className="d-flex flex-wrap gap-2">
        {interests.interests.map(({ id, name }) => (
          <button
            key={id}
            type="button"
            className={`btn btn-sm rounded-pill ${chosen.includes(id) ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={chosen.includes(id)}
            disabled={!chosen.includes(id) && chosen.length >= MAX_INTERESTS}
            onClick={() => toggle(id)}
          >
            {name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
