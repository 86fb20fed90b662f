import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The first screen the server draws (src/first-screen.tsx, shared/first-screen.ts), built for Node beside the web
 * app, every dependency bundled in: the server imports the one file.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/first-screen.tsx',
    outDir: '../dist/first-screen',
    emptyOutDir: true,
    target: 'node20',
  },
});
