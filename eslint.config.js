import path from 'node:path';
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

/** The module `server/modules/<module>/` a file lies in (`cwd` is the project), else undefined. */
const moduleOf = (cwd, file) =>
  /^server\/modules\/([^/]+)\//.exec(path.relative(cwd, file).split(path.sep).join('/'))?.[1];

/** A module never imports another module's repo (DESIGN.md rule 2): it goes through that module's service or policy. */
const noForeignRepo = {
  meta: {
    type: 'problem',
    messages: { foreign: "'{{source}}' is the {{owner}} module's repo: use its service or policy." },
  },
  create(context) {
    const own = moduleOf(context.cwd, context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (!own || typeof source !== 'string' || !source.startsWith('.') || !source.endsWith('.repo.ts')) return;
      const owner = moduleOf(context.cwd, path.resolve(path.dirname(context.filename), source));
      if (owner && owner !== own) context.report({ node: node.source, messageId: 'foreign', data: { source, owner } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
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
  { files: ['web/public/after-paint.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  // One direction (DESIGN.md): shared imports neither side; server and web never import each other.
  { files: ['shared/**/*.ts'], rules: { 'no-restricted-imports': restrict(['**/server/**', '**/web/**']) } },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': restrict(['**/web/**']) } },
  // Plugins are cross-cutting: they take what they need from modules as options (e.g. plugins/auth.ts), never import them.
  { files: ['server/plugins/**/*.ts'], rules: { 'no-restricted-imports': restrict(['**/web/**', '**/modules/**']) } },
  // lib/ is what plugins and modules build on: it imports neither (server/lib/layering.test.ts).
  {
    files: ['server/lib/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['**/web/**', '**/plugins/**', '**/modules/**']) },
  },
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
  {
    files: ['server/modules/**/*.ts'],
    plugins: { boundaries: { rules: { 'no-foreign-repo': noForeignRepo } } },
    rules: { 'boundaries/no-foreign-repo': 'error' },
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
  // Web layers: components and lib never import features, app or the console; features never import app.
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', '**/features/**', '**/app/**', '**/console/**']) },
  },
  // The members' app never reaches into the operators' console (web/src/console/, its own entry), nor the console into
  // the members' screens and features: each loads only its own code, the shared components and lib.
  {
    files: ['web/src/app/**', 'web/src/main.tsx', 'web/src/first-screen.tsx'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', '**/console/**']) },
  },
  {
    files: ['web/src/console/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', '**/features/**', '**/app/**']) },
  },
  // ... and no feature imports another (DESIGN.md convention 2): app/ routes and layouts compose them.
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/app/**', '**/console/**'] },
        otherFeatures(feature),
      ]),
    },
  })),
);
