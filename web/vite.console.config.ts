import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserCatalogues } from './browser-catalogues.ts';
import { precompress } from './precompress.ts';

/**
 * The operators' console (/admin, web/admin.html): a build of its own beside the members' app, into `admin-assets/`,
 * so that no chunk a member page loads holds a byte of it and the members' chunks stay as they are.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), browserCatalogues(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: false,
    assetsDir: 'admin-assets',
    sourcemap: true,
    rolldownOptions: { input: join(import.meta.dirname, 'admin.html') },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
