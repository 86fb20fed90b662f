import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../config/env.ts';

export interface ModuleOptions {
  env: Pick<Env, 'GEOIP_COUNTRY_HEADER' | 'STAFF_API_TOKEN' | 'MAIL_FEEDBACK_TOKEN'>;
}

/**
 * A domain module's one registration (its `index.ts`): a Fastify plugin that registers the module's routes on the
 * services app.ts built (`app.services`). app.ts lists the modules; each route declares its `config.auth`.
 */
export type AppModule = FastifyPluginAsync<ModuleOptions>;
