import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../lib/paths.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(join(projectRoot, 'data')),
  /**
   * Photo files in this bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Garage) instead of
   * DATA_DIR/files: what several instances must share. With it, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required.
   */
  S3_BUCKET: z.string().min(1).optional(),
  /** The store's URL (MinIO, R2, Garage); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket in the URL's path instead of its host name; unset: true with S3_ENDPOINT, false for AWS S3. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'smtp:// or smtps:// URL')
    .optional(),
  /**
   * How long a stop (SIGTERM, SIGINT) may take: requests under way finish, jobs are handed back, then the process
   * exits; whatever still runs at the deadline is cut (server/lifecycle/stop.ts).
   */
  STOP_TIMEOUT_SECONDS: z.coerce.number().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') context.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? false : parsed;
    }),
  /** Redis for what instances share: per-IP rate limits now, realtime fan-out later. Unset: this process only. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'redis:// or rediss:// URL')
    .optional(),
  /**
   * The per-reader limits on search pages, profiles and photos (server/plugins/read-limits.ts): on unless `off`, which
   * only a bench or a closed test install should set.
   */
  READ_LIMITS: z.enum(['on', 'off']).default('on'),
  GEOIP_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .optional(),
  /**
   * Bearer token with which the mail system posts spam complaints and bounces to /api/mail-feedback.php; without it
   * that route does not exist.
   */
  MAIL_FEEDBACK_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  /**
   * The Prometheus metrics (/metrics) are served only to `Authorization: Bearer <METRICS_TOKEN>`, or on METRICS_PORT
   * (a server of their own on METRICS_HOST, loopback by default; the token is asked there too when set). Neither: no
   * /metrics at all.
   */
  METRICS_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The install's Mollie API key (a site's own key in its settings comes first); without any, no Mollie. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(live|test)_\w{20,}$/, 'a Mollie API key: live_... or test_...')
    .optional(),
  /**
   * Twilio, which sends the direct-debit codes by SMS: all three or none, and not with BIRD_* (config/sms-sender.ts). TWILIO_FROM is the
   * sender number (E.164), an alphanumeric sender id, or a Messaging Service SID (MG...). Without them: codes go to
   * files under DATA_DIR/sms outside production, and direct debit is off in production.
   */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, 'a Twilio account SID: AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-f]{32}|(?=.*[a-z])[a-z0-9 ]{1,11})$/i, 'E.164 number, sender id or MG... SID')
    .optional(),
  /** Twilio's API root: a regional one (https://api.dublin.ie1.twilio.com) or a stand-in; https://api.twilio.com. */
  TWILIO_API_URL: z.string().url().optional(),
  /** Bird (MessageBird) instead of Twilio: the access key and the sender (E.164 number or sender id), both or none. */
  BIRD_ACCESS_KEY: z.string().min(16, 'at least 16 characters').optional(),
  BIRD_ORIGINATOR: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|(?=.*[a-z])[a-z0-9 ]{1,11})$/i, 'E.164 number or sender id')
    .optional(),
  /** Bird's API root (a stand-in in tests); https://rest.messagebird.com. */
  BIRD_API_URL: z.string().url().optional(),
  /**
   * Whether sites without Mollie keys take payments through the built-in test provider, whose checkout page lets the
   * payer choose the outcome: only when set to `true` (`npm start` sets it for the demo), never by default.
   */
  TEST_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Seed the demo site (with its published login) into an empty database. Unset: only outside production on a
   * loopback HOST (config/safety.ts); `true` seeds it anywhere (a staging demo).
   */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * The niche (1–7: general, she, bdsm, bbw, gilf, milf, gay) of the demo site the seed makes, with demo members who
   * fit it (decision 032); 1 by default. Only read when the demo is seeded into an empty database.
   */
  DEMO_NICHE: z.coerce.number().int().min(1).max(7).default(1),
  /** Serve development mail, test payments or the demo on a non-loopback HOST anyway (config/safety.ts). */
  ALLOW_UNSAFE_ON_PUBLIC_HOST: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Set by npm to the script it runs (`start`): the boot line says when `npm start` turned test payments on. */
  npm_lifecycle_event: z.string().optional(),
});

/** Variables that only work together: one set without the others is named at boot. */
const TOGETHER = [
  ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  ['BIRD_ACCESS_KEY', 'BIRD_ORIGINATOR'],
] as const;

export type Env = z.infer<typeof envSchema>;

/** The names of every variable this server reads (a near miss of one is named at boot: env-typos.ts). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** A bucket without the keys to sign for it is refused at boot, naming the missing variable. */
function requireS3Keys(env: Env, context: z.RefinementCtx): void {
  if (!env.S3_BUCKET) return;
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
  }
}

/** The only reader of process.env: validated once at boot, with a clear message for each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema
    .superRefine(requireS3Keys)
    .superRefine((env, context) => {
      for (const names of TOGETHER) {
        if (names.every((name) => env[name] === undefined)) continue;
        for (const name of names.filter((n) => env[n] === undefined)) {
          context.addIssue({ code: 'custom', path: [name], message: `missing: set it with ${names.join(', ')}` });
        }
      }
      if (env.TWILIO_ACCOUNT_SID && env.BIRD_ACCESS_KEY) {
        context.addIssue({ code: 'custom', path: ['BIRD_ACCESS_KEY'], message: 'one SMS provider: Twilio or Bird' });
      }
    })
    .safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
