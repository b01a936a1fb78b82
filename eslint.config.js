import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const nodeOnly = ['electron', 'vue', 'pinia', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'url', 'lowdb', 'lowdb/*'];

const sharedPure = [
  { group: ['node:*'], message: 'shared/ must stay pure: no Node built-ins.' },
  { group: nodeOnly, message: 'shared/ must stay pure: no Node, Electron, Vue or storage imports.' },
];
const rendererApi = { group: ['electron', 'node:*', 'lowdb', '**/electron/**'], message: 'The renderer talks to main only through the typed API.' };

/**
 * The house rule: a ruleset's internals (shared/rulesets/<id>/, renderer/src/rulesets/<id>/) are reached only from its
 * own folders, the registries (shared/rulesets/registry.ts and its lazy twin registry-lazy.ts, renderer/src/rulesets/index.ts) and tests; everything
 * else goes through `Ruleset` (shared/engine/ruleset.ts). Matches relative paths and the @shared alias alike.
 */
const rulesetInternals = {
  group: ['**/rulesets/*', '**/rulesets/*/**', '!**/rulesets/registry', '!**/rulesets/registry.ts', '!**/rulesets/registry-lazy', '!**/rulesets/registry-lazy.ts', '!**/rulesets/index', '!**/rulesets/index.ts'],
  message: 'Only a ruleset’s own folders, the ruleset registries and tests may import a ruleset’s internals: go through `Ruleset` (shared/engine/ruleset.ts) or the renderer registry (renderer/src/rulesets/index.ts).',
};
/** Every ruleset folder, so each may be kept out of the others'. */
const rulesetIds = readdirSync(new URL('./shared/rulesets/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Within a ruleset's folders: no other ruleset's internals (by either path). */
function otherRulesets(id) {
  const others = rulesetIds.filter((other) => other !== id);
  return others.length
    ? [{ group: others.flatMap((other) => [`**/rulesets/${other}`, `**/rulesets/${other}/**`]), message: `A ruleset does not reach into another: ${id} may not import another ruleset's internals.` }]
    : [];
}

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
      // `x as unknown as T` tells the compiler to stop checking; build the value with its type instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'No `as unknown as`: build the value with a type the compiler can check.',
        },
      ],
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
      'no-restricted-imports': ['error', { patterns: [...sharedPure, rulesetInternals] }],
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
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'Only main.ts, preload.ts and ipc-register.ts may import electron.' }], patterns: [rulesetInternals] },
      ],
    },
  },
  {
    files: ['electron/main.ts', 'electron/preload.ts', 'electron/ipc-register.ts', 'scripts/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rulesetInternals] }] },
  },
  // The renderer reaches the main process only through the typed API.
  {
    files: ['renderer/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [rendererApi, rulesetInternals] }],
    },
  },
  // The exceptions to the house rule: each ruleset's own folders (kept out of the other rulesets'), the registries.
  ...rulesetIds.flatMap((id) => [
    { files: [`shared/rulesets/${id}/**/*.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [...sharedPure, ...otherRulesets(id)] }] } },
    { files: [`renderer/src/rulesets/${id}/**/*.{ts,vue}`], rules: { 'no-restricted-imports': ['error', { patterns: [rendererApi, ...otherRulesets(id)] }] } },
  ]),
  { files: ['shared/rulesets/registry.ts', 'shared/rulesets/registry-lazy.ts'], rules: { 'no-restricted-imports': ['error', { patterns: sharedPure }] } },
  { files: ['renderer/src/rulesets/index.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [rendererApi] }] } },
);
