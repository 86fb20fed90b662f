import type { FastifyInstance } from 'fastify';

/** Where the process is in its life, for whoever must know before it ends: the readiness probe (/readyz). */
export interface Lifecycle {
  /** True from the first stop signal on: a balancer that reads it stops sending requests here while they drain. */
  stopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's lifecycle (server/lifecycle/stop.ts sets `stopping`). */
    readonly lifecycle: Lifecycle;
  }
}

/** Decorates the app with its lifecycle, not stopping yet. */
export function registerLifecycle(app: FastifyInstance): void {
  app.decorate('lifecycle', { stopping: false });
}
