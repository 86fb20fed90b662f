import { editDistance } from '../../shared/edit-distance.ts';
import { ENV_VARIABLES } from './env.ts';

/**
 * Variables of the system, npm and other tools that sit within a few edits of one of ours; never a typo of ours.
 * PG* are libpq's (PGHOST, PGPORT); npm_* are npm's (the one of ours among them is matched before).
 */
const FOREIGN_PREFIXES = ['npm_', 'PG', 'LC_', 'XDG_', 'SSH_'];

/**
 * How far a name may be from ours and still be taken for a typo of it: two edits, but one for a name of four letters
 * (HOST, PORT), which two edits turn into another everyday variable (HOME, PGPORT).
 */
const allowedEdits = (ours: string) => (ours.length <= 4 ? 1 : 2);

/** Variables this server read once and no longer does, with what took their place. */
const RETIRED: Record<string, string> = {
  STAFF_API_TOKEN: 'staff log in to the console at /admin (npm run staff -- create makes the first admin)',
};

/**
 * One line for each set variable that was ours and is retired, saying what replaced it, and for each that looks like
 * one of ours but is not (REDIS_ULR, DATABSE_URL, smtp_url), naming
 * the one meant: a misspelt variable is otherwise ignored in silence, and the server runs without what it configures.
 */
export function envTypoWarnings(source: NodeJS.ProcessEnv = process.env): string[] {
  const ours = new Set(ENV_VARIABLES);
  const warnings: string[] = [];
  for (const name of Object.keys(source)) {
    if (RETIRED[name]) warnings.push(`${name} is no longer read: ${RETIRED[name]}.`);
    if (ours.has(name) || RETIRED[name] || FOREIGN_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const meant = ENV_VARIABLES.find((our) => editDistance(name.toUpperCase(), our.toUpperCase()) <= allowedEdits(our));
    if (meant) warnings.push(`${name} is not a variable this server reads — did you mean ${meant}?`);
  }
  return warnings;
}
