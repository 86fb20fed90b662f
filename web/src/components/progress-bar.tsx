import { useEffect, useState } from 'react';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '../../../shared/constants.ts';

type Phase = 'idle' | 'running' | 'finishing';

/** How long the bar takes to fill its last part and fade once the load is done. */
const FINISH_MS = 300;

/**
 * The thin bar at the top of the window while a screen or its data loads (SPEC §9): it appears only when a load takes
 * longer than PROGRESS_BAR_THROTTLE_MS, creeps towards the end over PROGRESS_BAR_DURATION_MS, and fills and fades
 * when the load is done. Hidden from assistive technology: the screens announce their own loading.
 */
export function ProgressBar({ busy }: { busy: boolean }) {
  // Shown a throttle's time after a load starts, hidden a fade's time after it ends.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(busy), busy ? PROGRESS_BAR_THROTTLE_MS : FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  const phase: Phase = !shown ? 'idle' : busy ? 'running' : 'finishing';
  if (phase === 'idle') return null;
  return (
    <div
      className={`progress-bar-top progress-bar-top-${phase}`}
      style={{ ['--progress-duration' as string]: `${phase === 'running' ? PROGRESS_BAR_DURATION_MS : FINISH_MS}ms` }}
      aria-hidden="true"
      data-testid="progress-bar"
    />
  );
}
