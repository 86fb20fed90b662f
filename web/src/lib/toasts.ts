import { useSyncExternalStore } from 'react';
import { SECOND_MS } from '../../../shared/constants.ts';

/** A short confirmation (saved, uploaded, blocked...) shown as a toast (components/toaster.tsx). */
export interface Toast {
  id: number;
  text: string;
}

/** How long a toast stays unless closed. */
export const TOAST_DURATION_MS = 4 * SECOND_MS;

const NONE: Toast[] = [];
let toasts = NONE;
let lastId = 0;
const listeners = new Set<() => void>();

function set(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Takes the toast away (its close button, or its time up). */
export const dismissToast = (id: number) => set(toasts.filter((toast) => toast.id !== id));

/** Shows `text` as a toast for TOAST_DURATION_MS. */
export function showToast(text: string): void {
  const id = ++lastId;
  set([...toasts, { id, text }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The toasts shown now. */
export const currentToasts = () => toasts;

/** The toasts shown now, kept up to date (none while the server draws the page). */
export const useToasts = () => useSyncExternalStore(subscribe, currentToasts, () => NONE);
