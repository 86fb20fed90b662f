import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more time than the bytes it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/** What the app compresses with, in order of preference. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * Compresses API answers and the served HTML on the fly (brotli, else gzip, as the client accepts) once they pass
 * COMPRESSION_THRESHOLD. Brotli at the plugin's quality 4: close to gzip's speed, smaller than gzip at its best. The built assets
 * carry their own twins, compressed at build time (web/precompress.ts), and an answer kept as bytes carries its own
 * (lib/prepared-answer.ts): the hook leaves an answer that already has a Content-Encoding alone. Request bodies are
 * never decompressed (a small gzip can unpack to far more than the body limit). Registered before the static files,
 * as @fastify/compress requires.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ENCODINGS,
  });
}

/**
 * The encoding the plugin picks for an Accept-Encoding header (its rule: `*` and `x-gzip` count as gzip), or
 * undefined when the client takes neither.
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (header === undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS) ?? undefined;
}
