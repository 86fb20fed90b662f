import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD, ENCODINGS } from '../lib/content-encoding.ts';

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
