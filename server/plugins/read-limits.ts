import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MINUTE_MS } from '../../shared/constants.ts';
import { rateLimited } from '../lib/app-error.ts';
import { clientKey } from '../lib/client-address.ts';
import { addRouteHook } from './route-table.ts';

/** What a read costs against: a search page, a profile, a photo file. */
export type ReadKind = 'search' | 'profile' | 'photo';

/**
 * Reads per minute: a visitor's per IPv4 address or IPv6 /64, a logged-in member's per member (wherever from; an
 * unconfirmed account's at the visitor's ceiling). A person pages through search a page every ~3 s (20 a minute, each
 * with ~20 card photos: 400 photos) and opens a profile every ~2 s (30 a minute, each with a few photos); the visitor's
 * ceilings are about twice that, a member's three times the visitor's. A harvester reading 300 profiles a minute is
 * stopped after 60, a photo harvest after 900.
 */
export const READ_LIMITS: Readonly<Record<ReadKind, { visitor: number; member: number }>> = {
  search: { visitor: 40, member: 120 },
  profile: { visitor: 60, member: 180 },
  photo: { visitor: 900, member: 2700 },
};
const WINDOW_MS = MINUTE_MS;

export interface ReadLimits {
  /** Counts one read of `kind` for the request's reader: 0 while within the limit, else the seconds to wait. */
  take(request: FastifyRequest, kind: ReadKind): Promise<number>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read limited per reader (read-limits.ts): 429 rate_limited with Retry-After past the limit. */
    readLimit?: ReadKind;
  }
  interface FastifyInstance {
    readonly readLimits: ReadLimits;
  }
}

/**
 * Whose count a read adds to: a logged-in member's own (`member` once confirmed, `unconfirmed` before, at a visitor's
 * ceiling: signing up buys a harvester no more than a visitor gets), else the address's. A host no site serves counts
 * on the address (that route answers 404 itself).
 */
async function readerOf(request: FastifyRequest): Promise<string> {
  let member: { id: string; status: string } | undefined;
  try {
    member = (await request.findMember()) as typeof member;
  } catch {
    member = undefined;
  }
  if (!member) return `ip:${clientKey(request.ip)}`;
  return `${member.status === 'confirmed' ? 'member' : 'unconfirmed'}:${member.id}`;
}

/**
 * The per-reader limits on anonymous and member reads (search pages, profiles, photos) through @fastify/rate-limit
 * (its store: Redis with REDIS_URL, else this process), declared on a route as `config.readLimit` and taken by
 * `app.readLimits.take` where a page reads the same (the first search of /members). Register after the rate-limit
 * plugin and before the routes; `enabled: false` (READ_LIMITS=off, for the benches) counts nothing.
 */
export function registerReadLimits(app: FastifyInstance, enabled: boolean): void {
  const limiters = Object.fromEntries(
    Object.entries(READ_LIMITS).map(([kind, limits]) => [
      kind,
      app.createRateLimit({
        timeWindow: WINDOW_MS,
        keyGenerator: async (request) => `read-${kind}:${await readerOf(request)}`,
        max: (_request, key) => (key.startsWith(`read-${kind}:member:`) ? limits.member : limits.visitor),
      }),
    ]),
  ) as Record<ReadKind, ReturnType<FastifyInstance['createRateLimit']>>;

  const readLimits: ReadLimits = {
    async take(request, kind) {
      if (!enabled) return 0;
      const limit = await limiters[kind](request);
      return !limit.isAllowed && limit.isExceeded ? Math.max(1, limit.ttlInSeconds) : 0;
    },
  };
  app.decorate('readLimits', readLimits);

  const hooks = new Map<ReadKind, onRequestHookHandler>();
  const hookOf = (kind: ReadKind) => {
    let hook = hooks.get(kind);
    if (!hook) {
      hook = async (request, reply) => {
        const wait = await readLimits.take(request, kind);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw rateLimited();
        }
      };
      hooks.set(kind, hook);
    }
    return hook;
  };
  app.addHook('onRoute', (route) => {
    const kind = route.config?.readLimit;
    if (kind) route.onRequest = addRouteHook(route.onRequest, hookOf(kind));
  });
}
