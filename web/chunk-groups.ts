import type { ChunkingContext } from 'rolldown';

/** Every module reachable from `from` through static imports, not entering `stop`'s modules. */
function staticClosure(ctx: ChunkingContext, from: string, stop = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The app's chunk groups (Rolldown `codeSplitting`), so that a screen's first load is a few files, not dozens of
 * small shared chunks, each a request (and a round trip on a phone's connection):
 * - `shell`: every module the entry imports statically (React, the router, the query cache, i18n, the layouts and
 *   what they use);
 * - `home-shared`: the app's own small modules the home screen (`home`) imports beyond the shell (the showcase's
 *   tiles): a visitor's first page loads them, not all of `screens-shared`;
 * - `landers-shared`: the app's own small modules two or more landers share (the landers' screens, `landers`): a paid
 *   visitor's first page loads them, not all of `screens-shared`;
 * - `screens-shared`: the app's own small modules that two or more lazy screens share (alerts, fields, the member
 *   grid, the stores). A module that brings a library along (zod and react-hook-form, which the forms load on
 *   demand) stays out, and so does any module loaded lazily, so that no screen fetches a library it does not use.
 * Modules only one lazy screen imports stay in its chunk.
 */
export function chunkGroups(entry: string, home: string, landers: readonly string[]) {
  let shell: Set<string> | undefined;
  let homeClosure: Set<string> | undefined;
  let landersClosure: Set<string> | undefined;
  const ofLanders = (ctx: ChunkingContext) =>
    (landersClosure ??= new Set(landers.flatMap((lander) => [...staticClosure(ctx, lander, shell)])));
  const inShell = (id: string, ctx: ChunkingContext) => (shell ??= staticClosure(ctx, entry)).has(id) && id !== entry;
  const lean = new Map<string, boolean>();
  const isLeanAppModule = (id: string, ctx: ChunkingContext) => {
    if (!lean.has(id)) {
      const closure = [...staticClosure(ctx, id, shell)];
      lean.set(
        id,
        closure.every(
          (module) => !module.includes('node_modules') && !ctx.getModuleInfo(module)?.dynamicImporters.length,
        ),
      );
    }
    return lean.get(id)!;
  };
  return [
    // Only `name` is given the module graph: it names the group for the modules it captures, null for the others.
    { name: (id: string, ctx: ChunkingContext) => (inShell(id, ctx) ? 'shell' : null) },
    {
      name: (id: string, ctx: ChunkingContext) =>
        id !== home &&
        !inShell(id, ctx) &&
        (homeClosure ??= staticClosure(ctx, home, shell)).has(id) &&
        isLeanAppModule(id, ctx)
          ? 'home-shared'
          : null,
    },
    {
      name: (id: string, ctx: ChunkingContext) =>
        !landers.includes(id) && !inShell(id, ctx) && ofLanders(ctx).has(id) && isLeanAppModule(id, ctx)
          ? 'landers-shared'
          : null,
      minShareCount: 2,
    },
    {
      name: (id: string, ctx: ChunkingContext) =>
        !inShell(id, ctx) && isLeanAppModule(id, ctx) ? 'screens-shared' : null,
      minShareCount: 2,
    },
  ];
}
