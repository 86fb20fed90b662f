import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, showToast } from '../lib/toasts.ts';
import { renderScreen } from '../test/screen.tsx';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const toastTexts = () => [...document.querySelectorAll('.toast')].map((toast) => toast.textContent);

describe('the toaster', () => {
  it('shows each toast for its time, in order, as a status message', async () => {
    renderScreen(<div />);
    expect(screen.queryByTestId('toaster')).toBeNull();
    act(() => showToast('Opgeslagen'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => showToast('Foto geüpload'));
    expect(screen.getByRole('status').textContent).toBe('OpgeslagenFoto geüpload');
    expect(toastTexts()).toEqual(['Opgeslagen', 'Foto geüpload']);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000));
    expect(toastTexts()).toEqual(['Foto geüpload']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('toaster')).toBeNull();
  });

  it('takes a toast away with its close button', () => {
    renderScreen(<div />);
    act(() => showToast('Opgeslagen'));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('toaster')).toBeNull();
  });
});
