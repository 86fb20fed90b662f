import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle (SPEC §9: prefetch idle timeout 2000 ms)', () => {
  it('asks the browser for an idle moment at most 2000 ms away, and can cancel it', () => {
    const request = vi.fn(() => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback: request, cancelIdleCallback: cancelIdle });
    const task = () => {};
    const cancel = whenIdle(task);
    expect(request).toHaveBeenCalledWith(task, { timeout: 2000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs the task after 2000 ms', () => {
    vi.stubGlobal('window', {
      setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
      clearTimeout: (timer: number) => clearTimeout(timer),
    });
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
