import { z } from 'zod';
import './common.ts';

/** POST /api/page-hidden.php: the empty JSON beacon of SPEC §7. */
export const pageHiddenBody = z.object({}).strict();
