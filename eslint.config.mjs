import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // `const { dropped, ...kept } = value` is how a field is left out of an object.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      // Dependencies run one way (a provider mounts its modals; the modals read a separate store
      // module), dynamic imports included; eslint-config-next already brings the plugin.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Issue 10: next/dynamic's runtime costs every page ~2.5 kB of first load; lazyPart is the same.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/dynamic', message: 'Use lazyPart from components/app/lazy-part.' }],
        },
      ],
    },
  },
  {
    // Issue 20: a first visit stays within 200 kB because the visitor's forms are typeable without
    // zod, the schemas and libphonenumber, which load on intent: schemas through
    // lib/client/validation.ts, the phone widget through components/form-fields/load-phone-field.ts.
    files: ['components/{app,form-fields,forms,lead-capture,spot}/**/*.{ts,tsx}'],
    // The widget itself, loaded on intent.
    ignores: ['components/form-fields/{phone-field,country-select}.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/dynamic', message: 'Use lazyPart from components/app/lazy-part.' }],
          patterns: [
            {
              group: [
                'zod',
                '@hookform/resolvers/*',
                'libphonenumber-js',
                'libphonenumber-js/*',
                'react-phone-number-input',
                ...[
                  'agent-schema',
                  'booking',
                  'conversion',
                  'fields',
                  'forms',
                  'lead',
                  'listing-enquiry',
                  'questionnaire',
                  'questionnaire-form',
                  'questionnaire-steps',
                  'spot-wizard',
                ].map((module) => `@/lib/leads/${module}`),
              ],
              allowTypeImports: true,
              message:
                'zod and libphonenumber load on intent (issue 20): use lib/client/validation.ts (lazyResolver, useValidation, loadValidation) or load-phone-field.ts.',
            },
          ],
        },
      ],
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
