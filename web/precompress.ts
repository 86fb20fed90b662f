import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files, which compress. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) twin beside every text file of the build that they make
 * smaller, once, at build time: the server sends the twin the client accepts (@fastify/static `preCompressed`), with
 * no work per request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        const twins = {
          br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz: gzipSync(bytes, { level: 9 }),
        };
        for (const [suffix, packed] of Object.entries(twins)) {
          if (packed.length < bytes.length) writeFileSync(`${path}.${suffix}`, packed);
        }
      }
    },
  };
}
