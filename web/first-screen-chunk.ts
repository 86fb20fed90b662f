import type { ChunkingContext } from 'rolldown';

/**
 * One chunk for every module the entry imports statically (the app shell: React, the router, the query cache, i18n,
 * the layouts and what they use), so that the first load is the entry, this chunk and the screen's own chunk, not
 * dozens of small shared chunks, each a request. Modules only lazy screens import stay in their chunks.
 */
export function firstScreenGroup(entry: string) {
  let reachable: Set<string> | undefined;
  const staticallyReachable = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  // Only `name` is given the module graph: it names the group for the modules it captures, null for the others.
  return {
    name: (id: string, ctx: ChunkingContext) =>
      id !== entry && (reachable ??= staticallyReachable(ctx)).has(id) ? 'shell' : null,
  };
}
