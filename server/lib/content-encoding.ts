import negotiate from '@fastify/accept-negotiator';

/** Answers smaller than this go out as they are: compressing them costs more time than the bytes it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/** What the app compresses with, in order of preference. */
export const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The encoding the compression plugin (plugins/compression.ts) picks for an Accept-Encoding header (its rule: `*` and
 * `x-gzip` count as gzip), or undefined when the client takes neither: what an answer kept compressed
 * (prepared-answer.ts) is sent in.
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (header === undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS) ?? undefined;
}
