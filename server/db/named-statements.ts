import pg from 'pg';

/**
 * How many distinct statement texts a process names at most; later ones run unnamed. The code base has a few hundred
 * fixed texts; the cap only guards against texts that vary without bound (an IN list of every length, say).
 */
export const MAX_NAMED_STATEMENTS = 1_000;

const names = new Map<string, string>();

/** The name of a statement text, the same for every connection; undefined once the cap is reached. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) names.set(text, (name = `s${names.size}`));
  return name;
}

/**
 * A pool client that sends every statement with parameters as a named (prepared) statement, as postgres.js and
 * asyncpg do: PostgreSQL parses it once per connection and may keep its plan, instead of parsing and planning it on
 * every execution (decision 019: that was half of PostgreSQL's CPU per chat message). node-postgres keeps track of
 * what each connection has prepared. Statements without parameters (begin, commit, DDL) stay as they were.
 */
export class NamedStatementsClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => query(...named(args))) as pg.Client['query'];
  }
}

/** The arguments of `query`, the statement named when it has parameters and no name yet. */
function named(args: unknown[]): unknown[] {
  const [config, values] = args;
  if (typeof config !== 'object' || config === null) return args;
  const { text, name, values: own } = config as { text?: unknown; name?: unknown; values?: unknown };
  const params = Array.isArray(values) ? values : own;
  if (typeof text !== 'string' || name !== undefined || !Array.isArray(params) || params.length === 0) return args;
  const statement = statementName(text);
  return statement ? [{ ...config, name: statement }, ...args.slice(1)] : args;
}
