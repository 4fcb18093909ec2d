import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // import/no-cycle follows imports: with Payload's packages it parsed their whole graph under
    // node_modules (53 s of 54 on lib/articles and components/blog alone). Their modules cannot
    // import ours, so a cycle never runs through them.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // `const { dropped, ...kept } = value` is how a field is left out of an object.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      // Dependencies run one way (a provider mounts its modals; the modals read a separate store
      // module), dynamic imports included; eslint-config-next already brings the plugin.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Issue 9: every e2e test fails on a CSP violation, which only the shared fixture checks.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './fixtures': it fails a test on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      // The Lighthouse floor's build (scripts/lighthouse-floor.mjs).
      'scripts/lighthouse-floor/.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'next-env.d.ts',
      // Payload's generated migrations (npm run -s content -- migration NAME).
      'lib/content/migrations/**',
    ],
  },
];

export default config;
