import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserCatalogues } from './browser-catalogues.ts';
import { chunkGroups } from './chunk-groups.ts';
import { precompress } from './precompress.ts';
import { screenChunks } from './screen-chunks.ts';

const src = join(import.meta.dirname, 'src');
const landersDir = join(src, 'app', 'routes', 'landers');
/** The landers' screens (web/src/app/routes/landers/<name>.tsx): what they share is a chunk of its own. */
const LANDERS = readdirSync(landersDir)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => join(landersDir, file));

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    browserCatalogues(),
    // The info pages load their texts per language (web/src/lib/i18n.ts).
    screenChunks(join(src, 'app', 'screens.ts'), {
      perLanguage: { pages: /shared\/i18n\/pages\/(\w+)\.json$/ },
      parts: {
        'search-filters': join(src, 'features', 'members', 'components', 'search-filters.tsx'),
        'signup-form': join(src, 'features', 'account', 'components', 'signup-form.tsx'),
        modal: 'react-bootstrap/Modal',
      },
    }),
    precompress(),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups(join(src, 'main.tsx'), join(src, 'app', 'routes', 'home.tsx'), LANDERS) },
      },
    },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
