import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type CodePart, SCREEN_CHUNKS_FILE } from '../shared/screen-chunks.ts';

/** Each screen's module in app/screens.ts (`name: () => import('./routes/x.tsx')`), by route name. */
function screenModules(screensFile: string): Map<string, string> {
  const source = readFileSync(screensFile, 'utf8');
  const modules = new Map<string, string>();
  for (const [, name, path] of source.matchAll(/'?([a-z0-9-]+)'?: \(\) => import\('([^']+)'\)/g)) {
    modules.set(name!, resolve(dirname(screensFile), path!));
  }
  return modules;
}

/**
 * Writes, per screen, the script files its code needs beyond those the entry loads anyway, then their stylesheets, so
 * that the server can name them in the page (`modulepreload`, `stylesheet`) and the browser fetches the screen's code
 * together with the app's, not after it, and paints a screen the server drew with its own styles (no shift once the
 * script has loaded them); the app reads the same list to prefetch the screens likely opened next (web/src/app/prefetch.ts). A screen
 * that loads a file per language (`perLanguage`: the info pages their texts) gets an entry per language too,
 * `<screen>:<language>`; each of `parts` (code loaded on demand apart from the screens, by the module it imports)
 * an entry of its name.
 */
export function screenChunks(
  screensFile: string,
  { perLanguage, parts }: { perLanguage: Record<string, RegExp>; parts: Record<CodePart, string> },
): Plugin {
  return {
    name: 'screen-chunks',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
      );
      const withImports = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      // The stylesheets of a chunk and its imports beyond `loaded`'s, those of the imports first (as Vite loads them).
      const stylesOf = (fileName: string, loaded: Set<string>): Set<string> => {
        const visited = new Set(loaded);
        const styles = new Set<string>();
        const visit = (file: string) => {
          if (visited.has(file)) return;
          visited.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
          for (const style of chunks.get(file)?.viteMetadata?.importedCss ?? []) styles.add(style);
        };
        visit(fileName);
        return styles;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
      const loadedWithEntry = withImports(entry.fileName);
      const files: Record<string, string[]> = {};
      const modules = screenModules(screensFile);
      for (const [name, specifier] of Object.entries(parts)) {
        const resolved = await this.resolve(specifier);
        if (!resolved) throw new Error(`part ${name}: cannot resolve ${specifier}`);
        modules.set(name, resolved.id);
      }
      for (const [name, module] of modules) {
        const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === module);
        if (!chunk) throw new Error(`${name}: no chunk for ${module}`);
        const scripts = [...withImports(chunk.fileName)].filter((file) => !loadedWithEntry.has(file));
        const styles = stylesOf(chunk.fileName, loadedWithEntry);
        files[name] = [...scripts, ...styles].map((file) => `/${file}`);
      }
      for (const chunk of chunks.values()) {
        for (const [name, pattern] of Object.entries(perLanguage)) {
          const language = chunk.facadeModuleId && pattern.exec(chunk.facadeModuleId)?.[1];
          if (language) files[`${name}:${language}`] = [`/${chunk.fileName}`];
        }
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: JSON.stringify(files) });
    },
  };
}
