import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** What a request carries besides its URL: a body and its content type, either possibly missing. */
export interface Payload {
  contentType?: string;
  body?: string | Buffer;
}

/** Strings that broke servers before: NUL bytes, huge and empty text, odd unicode, numbers and paths in disguise. */
const hostileString = fc.constantFrom(
  ...['', ' ', 'a\u0000b', 'x'.repeat(100_000), '😀'.repeat(300), '\u202e\ufeffǅ\u0301', '\ud800', 'null'],
  ...['NaN', '-Infinity', '1e999', '-0', '0x1F', ' 1 ', "' OR '1'='1", '../../etc/passwd', '%00', '__proto__'],
);

/** Any value of any type: what a field gets when the client sends the wrong thing. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Valid values of a zod schema; `known` holds real ids and secrets, used wherever they fit. */
export function validValues(schema: z.ZodType, known: readonly string[]): fc.Arbitrary<unknown> {
  const valid = (inner: unknown) => validValues(inner as z.ZodType, known);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return fc.option(valid(schema.unwrap()), { nil: undefined });
  }
  if (schema instanceof z.ZodNullable) return fc.option(valid(schema.unwrap()), { nil: null });
  if (schema instanceof z.ZodPipe) return valid(pipeInput(schema));
  if (schema instanceof z.ZodUnion) return fc.oneof(...schema.options.map(valid));
  if (schema instanceof z.ZodArray) return fc.array(valid(schema.element), { maxLength: maxItems(schema) ?? 10 });
  if (schema instanceof z.ZodRecord) {
    return fc.dictionary(valid(schema.keyType).map(String), valid(schema.valueType), { maxKeys: 8 });
  }
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>);
    // Leaving out what may be left out is valid too: `{}` for an all-optional body.
    const required = fields.filter(([, field]) => !field.safeParse(undefined).success);
    const record = (entries: [string, z.ZodType][]) =>
      fc.record(Object.fromEntries(entries.map(([k, f]) => [k, valid(f)])));
    return fc.oneof(record(fields), record(required));
  }
  return validLeaf(jsonSchema(schema), known);
}

/**
 * Values around a zod schema: valid except in one place, which holds a wrong type, a value at or past a bound, a NUL
 * byte, or a missing or extra key; so the one bad value gets as far into the server as the schema lets it.
 */
export function hostileValues(schema: z.ZodType, known: readonly string[]): fc.Arbitrary<unknown> {
  const valid = (inner: unknown) => validValues(inner as z.ZodType, known);
  const hostile = (inner: unknown) => hostileValues(inner as z.ZodType, known);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) {
    return hostile(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return hostile(pipeInput(schema));
  if (schema instanceof z.ZodUnion) return fc.oneof(...schema.options.map(hostile));
  if (schema instanceof z.ZodArray) {
    const max = maxItems(schema);
    const tooMany =
      max === undefined ? [] : [fc.array(valid(schema.element), { minLength: max + 1, maxLength: max + 1 })];
    return fc.oneof(
      fc.tuple(valid(schema), hostile(schema.element)).map(([a, bad]) => [...(a as unknown[]), bad]),
      ...tooMany,
      junk,
    );
  }
  if (schema instanceof z.ZodRecord) {
    const key = fc.oneof(valid(schema.keyType).map(String), extraKey);
    return fc.oneof(
      fc.tuple(valid(schema), key, hostile(schema.valueType)).map(([d, k, v]) => withKey(d, k, v)),
      junk,
    );
  }
  if (schema instanceof z.ZodObject) {
    const base = valid(schema);
    const keys = Object.keys(schema.shape);
    const oneBad = keys.map((k) => fc.tuple(base, hostile(schema.shape[k])).map(([v, bad]) => withKey(v, k, bad)));
    const missing = keys.length
      ? [fc.tuple(base, fc.constantFrom(...keys)).map(([v, k]) => withKey(v, k, undefined))]
      : [];
    return fc.oneof(
      ...oneBad,
      ...missing,
      fc.tuple(base, extraKey, junk).map(([v, k, x]) => withKey(v, k, x)),
      junk,
    );
  }
  return fc.oneof({ weight: 2, arbitrary: hostileLeaf(jsonSchema(schema), known) }, junk);
}

/** Half valid, half hostile: valid values reach the deep code, hostile ones its edges. */
const validOrHostile = (schema: z.ZodType, known: readonly string[]) =>
  fc.oneof(validValues(schema, known), hostileValues(schema, known));

/** A transform's output says nothing about its input; a pipe into a format (email) says more than its input. */
const pipeInput = (pipe: z.ZodPipe) => (pipe.out instanceof z.ZodTransform ? pipe.in : pipe.out);
const jsonSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const maxItems = (schema: z.ZodArray) => jsonSchema(schema).maxItems;
const extraKey = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype'));

/** A copy with one key set (an own property, even `__proto__`) or, for undefined, left out. */
function withKey(value: unknown, key: string, item: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy[key];
  if (item !== undefined) Object.defineProperty(copy, key, { value: item, enumerable: true });
  return copy;
}

function validLeaf(json: JsonSchema, known: readonly string[]): fc.Arbitrary<unknown> {
  if (json.enum) return fc.constantFrom(...json.enum);
  if (json.const !== undefined) return fc.constant(json.const);
  if (json.type === 'boolean') return fc.boolean();
  if (json.type === 'null') return fc.constant(null);
  const { minimum: min = -(2 ** 31), maximum: max = 2 ** 31 - 1 } = json;
  if (json.type === 'integer') return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  if (json.type === 'number') return fc.double({ min, max, noNaN: true });
  if (json.type === 'string') return validString(json, known);
  return junk;
}

function validString(json: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const { minLength = 0, maxLength } = json;
  const pattern = json.pattern === undefined ? undefined : new RegExp(json.pattern);
  const fitting = known.filter(
    (s) => s.length >= minLength && s.length <= (maxLength ?? Infinity) && (pattern?.test(s) ?? true),
  );
  const generated =
    json.format === 'uuid'
      ? fc.uuid()
      : json.format === 'uri'
        ? fc.webUrl()
        : pattern
          ? fc.stringMatching(pattern)
          : fc.string({ minLength, maxLength });
  return fitting.length > 0 ? fc.oneof(generated, fc.constantFrom(...fitting)) : generated;
}

/** Leaf values at and past the bounds; strings also with NUL bytes and in odd encodings. */
function hostileLeaf(json: JsonSchema, known: readonly string[]): fc.Arbitrary<unknown> {
  const { minimum: min = NaN, maximum: max = NaN, minLength = 0, maxLength } = json;
  if (json.type === 'integer' || json.type === 'number') {
    return fc.constantFrom(...[min, max, min - 1, max + 1].filter(Number.isFinite), 0.5, -0, 2 ** 53, 1e308, -1e308);
  }
  if (json.type !== 'string' || json.enum) return hostileString;
  const lengths = [minLength - 1, ...(maxLength === undefined ? [] : [maxLength, maxLength + 1])].filter((n) => n > 0);
  const valid = validString(json, known);
  return fc.oneof(
    fc
      .tuple(valid, fc.nat())
      .map(([s, at]) => `${s.slice(0, at % (s.length + 1))}\u0000${s.slice(at % (s.length + 1))}`),
    hostileString,
    fc.string({ unit: 'binary' }),
    fc.constantFrom('', ...lengths.map((n) => 'x'.repeat(n))),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Percent-encodes any string (Buffer turns lone surrogates, which encodeURIComponent refuses, into U+FFFD). */
const encode = (value: unknown) => encodeURIComponent(Buffer.from(text(value)).toString());

/** Query strings no schema describes: bad escapes, nested and prototype keys. */
const rawQuery = fc.constantFrom('%', '%zz', 'a=%E0%A4%A', 'a=%00', '&&==&', 'a[b][c]=1', '__proto__[x]=1', '=');

/** Query strings (without the '?') for a querystring schema: valid, hostile or malformed. */
export function queries(schema: z.ZodType, known: readonly string[]): fc.Arbitrary<string> {
  const serialised = validOrHostile(schema, known).map((value) => {
    if (!isRecord(value)) return encode(value);
    const params = new URLSearchParams();
    for (const [key, item] of Object.entries(value)) {
      for (const v of [item].flat()) if (v !== undefined) params.append(key, text(v));
    }
    return params.toString();
  });
  return fc.oneof({ weight: 6, arbitrary: serialised }, rawQuery);
}

/** Path segments no schema describes: bad escapes, traversal, encoded slashes and NUL, an empty or long one. */
const rawSegment = fc.constantFrom('%', '%zz', '%00', '..', '%2e%2e%2f', '%2F', '%E0%A4%A', '%ff', '', 'a'.repeat(200));

/** Paths of a route URL: its `:name` params (values from the params schema) and `*` encoded, or raw junk. */
export function paths(url: string, schema: z.ZodType | undefined, known: readonly string[]): fc.Arbitrary<string> {
  const slots = url.match(/:\w+|\*/g) ?? [];
  if (slots.length === 0) return fc.constant(url);
  const params = schema ? validOrHostile(schema, known) : fc.record({ '*': fc.oneof(fc.string(), hostileString) });
  const raw = fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, rawSegment), {
    minLength: slots.length,
    maxLength: slots.length,
  });
  return fc.tuple(params, raw).map(([values, segments]) => {
    let slot = 0;
    return url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
      const value = isRecord(values) ? values[name ?? '*'] : values;
      return segments[slot++] ?? encode(value);
    });
  });
}

const malformedJson = fc.constantFrom(
  ...['{', '{"a":', 'nul', '[1,]', "{'a':1}", '\u0000', '1e999', '"\\ud800"', '{"a":1}{"b":2}'],
  ...['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'],
);
const wrongContentType = fc.constantFrom(
  ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml'],
  ...['application/json; charset=utf-16', 'application/json; charset=latin1'],
);

/** Bodies for a body schema: valid or hostile JSON, malformed JSON, an empty body, a wrong content type, none. */
export function jsonBodies(schema: z.ZodType | undefined, known: readonly string[]): fc.Arbitrary<Payload> {
  const json = (schema ? validOrHostile(schema, known) : junk).map((value) => JSON.stringify(value) ?? '');
  return fc.oneof(
    { weight: 8, arbitrary: json.map((body) => ({ contentType: 'application/json', body })) },
    malformedJson.map((body) => ({ contentType: 'application/json', body })),
    fc.constant({ contentType: 'application/json', body: '' }),
    fc.tuple(wrongContentType, json).map(([contentType, body]) => ({ contentType, body })),
    fc.constant({}),
  );
}

const BOUNDARY = 'fuzz-boundary';

/** Uploads of a file field: whole, truncated, with a byte changed, a wrong or missing boundary, random bytes, JSON. */
export function multipartBodies(field: string, file: Buffer): fc.Arbitrary<Payload> {
  const bytes = fc.oneof(
    { weight: 3, arbitrary: fc.constant(file) },
    fc.nat(file.length).map((n) => file.subarray(0, n)),
    fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b)),
  );
  const name = fc.oneof({ weight: 4, arbitrary: fc.constant(field) }, fc.string());
  const filename = fc.oneof({ weight: 4, arbitrary: fc.constant('photo.png') }, hostileString);
  const form = fc
    .tuple(name, filename, bytes)
    .map(([n, f, b]) =>
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${n}"; filename="${f}"\r\n`),
        Buffer.from('Content-Type: image/png\r\n\r\n'),
        b,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    );
  const ours = `multipart/form-data; boundary=${BOUNDARY}`;
  const otherType = fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other', 'multipart/mixed');
  return fc.oneof(
    { weight: 3, arbitrary: form.map((body) => ({ contentType: ours, body })) },
    fc.tuple(form, fc.nat()).map(([body, cut]) => ({ contentType: ours, body: body.subarray(0, cut % body.length) })),
    fc.tuple(form, fc.nat(), fc.nat(255)).map(([body, at, byte]) => {
      const changed = Buffer.from(body);
      changed[at % changed.length] = byte;
      return { contentType: ours, body: changed };
    }),
    fc.tuple(otherType, form).map(([contentType, body]) => ({ contentType, body })),
    fc.uint8Array({ maxLength: 4096 }).map((b) => ({ contentType: ours, body: Buffer.from(b) })),
    jsonBodies(undefined, []),
  );
}
