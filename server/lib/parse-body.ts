import type { ZodType } from 'zod';
import { AppError } from './app-error.ts';

/** Validates a body the route could not give one schema (one URL, two uses); fails like a schema would. */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  throw new AppError('validation_failed', 400, {}, fields);
}
