import type { z } from 'zod';

/**
 * Validation messages are catalogue keys, so that the server and the web app can say them in the member's language.
 * A message that needs numbers carries them after a bar as JSON: `validation.too_long|{"count":2000}`. It has to be
 * one string because that is all that travels from a zod issue to Fastify's validation error and to react-hook-form's
 * field error; `fieldMessage` writes it and `translateFieldMessage` is the one reader (server and web).
 */
type Params = Record<string, string | number>;

const KEY_PREFIX = 'validation.';
const SEPARATOR = '|';

/** A catalogue key with the values its text fills in, as one message string. */
export function fieldMessage(key: `validation.${string}`, params?: Params): string {
  return params ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

/** The message in the reader's language when it is a catalogue key; any other text (already translated) as it is. */
export function translateFieldMessage(t: (key: string, params: Params) => string, message: string): string {
  if (!message.startsWith(KEY_PREFIX)) return message;
  const bar = message.indexOf(SEPARATOR);
  if (bar < 0) return t(message, {});
  return t(message.slice(0, bar), JSON.parse(message.slice(bar + 1)) as Params);
}

type Issue = z.core.$ZodRawIssue;
type Bounded = Extract<Issue, { code: 'too_small' | 'too_big' }>;

/** Keys by what was measured: text length, a number's size, a list's length. */
const BOUND_KEYS = {
  too_small: { string: 'validation.too_short', number: 'validation.too_small', array: 'validation.too_few' },
  too_big: { string: 'validation.too_long', number: 'validation.too_big', array: 'validation.too_many' },
} as const;
const MEASURED_AS: Record<string, keyof (typeof BOUND_KEYS)['too_small']> = {
  string: 'string',
  number: 'number',
  bigint: 'number',
  array: 'array',
  set: 'array',
};

const FORMAT_KEYS: Record<string, `validation.${string}`> = {
  uuid: 'validation.invalid_id',
  guid: 'validation.invalid_id',
  email: 'validation.email_invalid',
  url: 'validation.invalid_url',
  date: 'validation.invalid_date',
  datetime: 'validation.invalid_date',
};

function boundMessage(issue: Bounded): string {
  const measured = MEASURED_AS[issue.origin];
  // An exclusive bound (gt, lt) would need "more than" wording; the contracts use inclusive ones only.
  if (!measured || issue.inclusive === false) return 'validation.invalid';
  if (issue.code === 'too_small') {
    if (measured === 'string' && Number(issue.minimum) === 1) return 'validation.required';
    return fieldMessage(BOUND_KEYS.too_small[measured], { count: Number(issue.minimum) });
  }
  return fieldMessage(BOUND_KEYS.too_big[measured], { count: Number(issue.maximum) });
}

/**
 * The message of an issue whose schema gave none (zod's global `customError`): a catalogue key for every kind, so
 * no member ever reads zod's English. A schema's own message (`.max(40, 'validation.name_length')`) still wins.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalid';
    case 'too_small':
    case 'too_big':
      return boundMessage(issue);
    case 'invalid_format':
      return FORMAT_KEYS[issue.format] ?? 'validation.invalid';
    case 'invalid_value':
      return 'validation.invalid_choice';
    default:
      return 'validation.invalid';
  }
}
