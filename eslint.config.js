import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import globals from 'globals';

const nodeOnly = ['electron', 'vue', 'pinia', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'url', 'lowdb', 'lowdb/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-electron/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    files: ['renderer/**/*.{ts,vue}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['electron/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}', '.ci/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
    },
  },
  // shared/ is the pure rules package: no Node, DOM, Electron or Vue.
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'shared/ must stay pure: no Node built-ins.' },
            { group: nodeOnly, message: 'shared/ must stay pure: no Node, Electron, Vue or storage imports.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'require', 'Buffer', 'localStorage', 'fetch'],
    },
  },
  // The tile-maze kit serves every ruleset and knows none (shared/kit/README.md); the purity patterns above still hold.
  {
    files: ['shared/kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'shared/ must stay pure: no Node built-ins.' },
            { group: nodeOnly, message: 'shared/ must stay pure: no Node, Electron, Vue or storage imports.' },
            { group: ['**/rulesets', '**/rulesets/**'], message: 'shared/kit/ serves every ruleset and imports none: pass what differs in.' },
          ],
        },
      ],
    },
  },
  // Main-process services are plain Node modules, testable without Electron; only the thin entry may import it.
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/main.ts', 'electron/preload.ts', 'electron/ipc-register.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: 'Only main.ts, preload.ts and ipc-register.ts may import electron.' }] }],
    },
  },
  // The renderer reaches the main process only through the typed API.
  {
    files: ['renderer/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['electron', 'node:*', 'lowdb', '**/electron/**'], message: 'The renderer talks to main only through the typed API.' }] }],
    },
  },
);
