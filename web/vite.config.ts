import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenGroup } from './first-screen-chunk.ts';
import { precompress } from './precompress.ts';
import { screenChunks } from './screen-chunks.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // The info pages load their texts per language (web/src/lib/i18n.ts).
    screenChunks(join(import.meta.dirname, 'src', 'app', 'screens.ts'), { pages: /shared\/i18n\/pages\/(\w+)\.json$/ }),
    precompress(),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstScreenGroup(join(import.meta.dirname, 'src', 'main.tsx'))] } },
    },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
