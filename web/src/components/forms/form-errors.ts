import type { FieldErrors } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** Path -> message of react-hook-form's nested errors (`notes.looking_for`); form-level (root) ones left out. */
export function flattenErrors(errors: FieldErrors, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(errors)) {
    if (!value || (!prefix && key === 'root')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && typeof value.type === 'string') flat.set(path, value.message);
    else for (const [p, m] of flattenErrors(value as FieldErrors, path)) flat.set(p, m);
  }
  return flat;
}

/** The form's controls that carry one of the paths as their name, in page order. */
export function controlsNamed(form: HTMLFormElement, paths: Iterable<string>): HTMLElement[] {
  const wanted = new Set(paths);
  return [...form.elements].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && wanted.has(element.getAttribute('name') ?? ''),
  );
}

/** What the server refused: messages by field (already in the member's language) and, without those, why. */
export function serverRefusal(
  error: unknown,
  genericMessage: string,
): { fields: Map<string, string>; message?: string } {
  if (!(error instanceof ApiError)) return { fields: new Map(), message: genericMessage };
  const fields = new Map(Object.entries(error.body.fields ?? {}));
  return { fields, message: fields.size ? undefined : error.message || genericMessage };
}
