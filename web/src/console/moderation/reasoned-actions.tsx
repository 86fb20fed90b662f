import { useId, useState } from 'react';
import { SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from '../../../../shared/moderation.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';

interface ReasonedActionsProps<A extends string> {
  actions: readonly A[];
  /** Each action's button: its label and Bootstrap button style. */
  buttons: Record<A, { label: string; style: string }>;
  /** Whether an action needs the reason (all but dismissing a complaint). */
  needsReason: (action: A) => boolean;
  reasonLabel: string;
  daysLabel: string;
  busy: boolean;
  /** The refusal to show, or the confirmation once done. */
  error?: string;
  done?: string;
  onAct: (action: A, reason: string, days: number) => void;
  testId: string;
}

/** Actions on a member's standing with the reason they are told and the days of a suspension (complaints, a member's page). */
export function ReasonedActions<A extends string>(props: ReasonedActionsProps<A>) {
  const { actions, buttons, needsReason, busy, onAct } = props;
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(7);
  const reasonId = useId();
  const daysId = useId();
  return (
    <div className="border-top pt-3 mt-3" data-testid={props.testId}>
      <ErrorAlert message={props.error} />
      {props.done && (
        <p className="alert alert-success" role="status">
          {props.done}
        </p>
      )}
      <label className="form-label" htmlFor={reasonId}>
        {props.reasonLabel}
      </label>
      <textarea
        id={reasonId}
        className="form-control mb-2"
        rows={2}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <label className="form-label" htmlFor={daysId}>
        {props.daysLabel}
      </label>
      <input
        id={daysId}
        type="number"
        className="form-control mb-3"
        style={{ maxWidth: '8rem' }}
        min={SUSPENSION_MIN_DAYS}
        max={SUSPENSION_MAX_DAYS}
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
      />
      <div className="d-flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm ${buttons[action].style}`}
            disabled={busy || (needsReason(action) && reason.trim() === '')}
            onClick={() => onAct(action, reason.trim(), days)}
          >
            {buttons[action].label}
          </button>
        ))}
      </div>
    </div>
  );
}
