import { defineConfig } from 'vitest/config';

const unitFiles = ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.ts', 'bench/**/*.test.ts'];

/** Every test against embedded PGlite; the server tests again against PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true as const, test: { name: 'pglite', include: unitFiles, env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['server/test/postgres-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
