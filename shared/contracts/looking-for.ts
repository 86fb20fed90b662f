import { z } from 'zod';
import { GENDERS, MAX_AGE, MIN_AGE } from '../constants.ts';
import type { LookingFor } from '../looking-for.ts';
import { fieldMessage } from './messages.ts';

const seekingAge = z.coerce.number().int().min(MIN_AGE).max(MAX_AGE);

/** The looking-for fields as signup's personal step and the profile editor send them (each form checks the order). */
export const lookingForFields = z.object({
  seeking_genders: z.array(z.enum(GENDERS)).min(1, fieldMessage('validation.seeking_genders')).max(GENDERS.length),
  seeking_min_age: seekingAge,
  seeking_max_age: seekingAge,
});

/** A refinement of a schema with the looking-for fields: the band's youngest age is not above its oldest. */
export function checkAgeBand(value: Partial<LookingFor>, ctx: z.RefinementCtx): void {
  const { seeking_min_age: min, seeking_max_age: max } = value;
  if (min !== undefined && max !== undefined && min > max) {
    ctx.addIssue({ code: 'custom', path: ['seeking_max_age'], message: 'validation.age_range' });
  }
}
