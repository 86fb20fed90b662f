import { defineConfig } from 'vitest/config';

const unitFiles = ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.ts', 'bench/**/*.test.ts'];
/** Screen tests (Testing Library, helpers in web/src/test/screen.tsx): React screens in a jsdom document. */
const screenFiles = ['web/**/*.test.tsx'];
/** Tests of what instances share through Redis (`*.redis.test.ts`): run when TEST_REDIS_URL names a server. */
const redisFiles = ['server/**/*.redis.test.ts'];
/** Tests only PostgreSQL can answer (`*.postgres.test.ts`: a server process killed mid-flight on a real server). */
const postgresOnlyFiles = ['server/**/*.postgres.test.ts'];

/** Migrates one embedded database per run; each test file loads a copy of it. */
const pgliteSetup = 'server/test/pglite-setup.ts';
/**
 * Server test files share their worker's imported modules (and PGlite's compiled WebAssembly) instead of importing
 * the app again for each file: two thirds less time. Each file builds its own app on its own database, so no state
 * the app keeps crosses files; the screen tests keep a fresh document and modules per file.
 */
const sharedModules = { isolate: false };

/**
 * Every test against embedded PGlite, the screen tests in jsdom; the server tests again against PostgreSQL when
 * TEST_DATABASE_URL is set; the Redis tests when TEST_REDIS_URL is set (CI sets both).
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './server/test/slowest-files-reporter.ts'],
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: unitFiles,
          exclude: [...redisFiles, ...postgresOnlyFiles],
          env: { TEST_DB: 'pglite' },
          globalSetup: [pgliteSetup],
          ...sharedModules,
        },
      },
      { extends: true as const, test: { name: 'jsdom', include: screenFiles, environment: 'jsdom' } },
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'redis',
                include: redisFiles,
                env: { TEST_DB: 'pglite' },
                globalSetup: [pgliteSetup],
                ...sharedModules,
              },
            },
          ]
        : []),
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                exclude: redisFiles,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['server/test/postgres-setup.ts'],
                ...sharedModules,
              },
            },
          ]
        : []),
    ],
  },
});
