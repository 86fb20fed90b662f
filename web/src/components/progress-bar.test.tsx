import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '../../../shared/constants.ts';
import '../test/screen.tsx';
import { ProgressBar } from './progress-bar.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const bar = () => screen.queryByTestId('progress-bar');

describe('ProgressBar', () => {
  it('shows nothing for a load quicker than the throttle', () => {
    const { rerender } = render(<ProgressBar busy />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 10));
    rerender(<ProgressBar busy={false} />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_DURATION_MS));
    expect(bar()).toBeNull();
  });

  it('shows a longer load after the throttle, creeping over the duration, then fills and goes', () => {
    const { rerender } = render(<ProgressBar busy />);
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    expect(bar()?.className).toContain('progress-bar-top-running');
    expect(bar()?.style.getPropertyValue('--progress-duration')).toBe(`${PROGRESS_BAR_DURATION_MS}ms`);
    rerender(<ProgressBar busy={false} />);
    expect(bar()?.className).toContain('progress-bar-top-finishing');
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('runs again when a new load starts while it fades', () => {
    const { rerender } = render(<ProgressBar busy />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    rerender(<ProgressBar busy={false} />);
    rerender(<ProgressBar busy />);
    expect(bar()?.className).toContain('progress-bar-top-running');
  });
});
