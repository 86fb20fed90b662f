import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COMPLETE_ABOUT_LENGTH,
  COMPLETE_PHOTO_COUNT,
  type Completeness,
  type CompletenessStep,
} from '../../../../../shared/profile-completeness.ts';
import { paths } from '../../../lib/paths.ts';
import { PROFILE_ANCHORS } from '../../../lib/profile-anchors.ts';

/** Where on /profile each step is done: the photos, or the profile's fields. */
const STEP_ANCHORS: Record<CompletenessStep, string> = {
  main_photo: PROFILE_ANCHORS.photos,
  photos: PROFILE_ANCHORS.photos,
  about: PROFILE_ANCHORS.fields,
  town: PROFILE_ANCHORS.fields,
  details: PROFILE_ANCHORS.fields,
};
/** The number some steps' texts name. */
const STEP_COUNTS: Partial<Record<CompletenessStep, number>> = {
  photos: COMPLETE_PHOTO_COUNT,
  about: COMPLETE_ABOUT_LENGTH,
};

/** A profile's completeness (decision 033) as a bar, and the next step as a link to where on /profile it is done. */
export function CompletenessMeter({
  completeness: { percent, next },
  className = 'mb-4',
}: {
  completeness: Completeness;
  /** Its spacing where it stands. */
  className?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <section className={`card border-0 shadow-sm ${className}`} data-testid="profile-completeness">
      <div className="card-body">
        <p id={labelId} className="fw-semibold mb-2">
          {t('completeness.label', { percent })}
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        {next && (
          <p className="mt-2 mb-0 small" data-testid="completeness-next">
            {t('completeness.next')}{' '}
            <Link to={`${paths.profile()}#${STEP_ANCHORS[next]}`}>
              {t(`completeness.steps.${next}`, { count: STEP_COUNTS[next] })}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
