import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

/** The web features (web/src/features/<name>/), each of which may import no other. */
const features = readdirSync(`${import.meta.dirname}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeatures = (feature) => ({
  group: features.filter((other) => other !== feature).map((other) => `**/${other}/**`),
  message: 'A feature imports no other feature: compose them in app/, or move what they share to lib/ or components/.',
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/db/migrations', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  { files: ['web/public/sw.js'], languageOptions: { globals: globals.serviceworker } },
  // One direction (DESIGN.md): shared imports neither side; server and web never import each other.
  { files: ['shared/**/*.ts'], rules: { 'no-restricted-imports': restrict(['**/server/**', '**/web/**']) } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': restrict(['**/web/**']) } },
  // Every contract string goes through text() (shared/contracts/common.ts), which refuses NUL characters.
  {
    files: ['shared/contracts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use text() from ./common.ts: it refuses NUL characters.',
        },
      ],
    },
  },
  // A route never touches the database: routes go through their service.
  {
    files: ['server/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': restrict(['**/db/**', '*.repo.ts', '**/*.repo.ts']) },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-imports': restrict(['**/server/**']),
    },
  },
  // Web layers: components and lib never import features or app; features never import app.
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', '**/features/**', '**/app/**']) },
  },
  // ... and no feature imports another (DESIGN.md convention 2): app/ routes and layouts compose them.
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/server/**', '**/app/**'] }, otherFeatures(feature)]) },
  })),
);
