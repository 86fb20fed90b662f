import { z } from 'zod';
import { PAGE_BOUNCE_QUERY } from '../constants.ts';
import './common.ts';

/** POST /api/page-hidden.php: the empty JSON beacon of SPEC §7. */
export const pageHiddenBody = z.object({}).strict();

/** `?lb=1` when the tab logs page bounces; without it the beacon only says the member is away. */
export const pageHiddenQuery = z.object({ [PAGE_BOUNCE_QUERY]: z.literal('1').optional() });
