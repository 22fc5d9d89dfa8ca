import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '**/.docusaurus/', '.docusaurus-*-test/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@docusaurus': docusaurus, 'react-hooks': reactHooks },
    rules: {
      ...docusaurus.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-untranslated-text': [
        'warn',
        { ignoredStrings: ['SagooIOT', 'GitHub', 'Gitee', '·', '—'] },
      ],
    },
  },
  {
    // Tests take node:test from tests/testing.ts, which gives every test and hook a time limit.
    files: ['tests/**/*.ts'],
    ignores: ['tests/testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'node:test', message: 'Import from tests/testing.ts (time limits).' }] },
      ],
    },
  },
);
