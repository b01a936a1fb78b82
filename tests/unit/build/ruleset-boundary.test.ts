import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house rule (eslint.config.js, no-restricted-imports): outside a ruleset's own folders, the registries and tests,
 * nothing imports a ruleset's internals. Linting fixtures under the paths of real files keeps the rule from silently
 * matching nothing after a change to the config or to the folder layout.
 */
const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(fixture: string, asFile: string): Promise<string[]> {
  const code = await readFile(path.join(root, 'tests/fixtures/lint', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asFile) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the ruleset boundary', () => {
  it.each(['renderer/src/components/Offender.ts', 'renderer/src/screens/Offender.ts', 'electron/cli/commands/offender.ts', 'shared/records/offender.ts', 'shared/engine/offender.ts'])(
    'refuses a Deathmaze import (alias and relative path) in %s',
    async (asFile) => {
      const messages = await restrictedImports('reaches-into-deathmaze.ts.txt', asFile);
      expect(messages).toHaveLength(2);
      expect(messages[0]).toMatch(/Only a ruleset’s own folders/);
    },
    30_000,
  );

  it.each(['shared/rulesets/deathmaze/game/fine.ts', 'renderer/src/rulesets/deathmaze/Fine.ts', 'tests/unit/deathmaze/fine.test.ts'])(
    'lets %s import Deathmaze’s internals',
    async (asFile) => {
      expect(await restrictedImports('reaches-into-deathmaze.ts.txt', asFile)).toEqual([]);
    },
    30_000,
  );

  it('keeps one ruleset out of another’s folders', async () => {
    const messages = await restrictedImports('reaches-into-deathmaze.ts.txt', 'shared/rulesets/citadel/offender.ts');
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/citadel may not import another ruleset/);
  }, 30_000);

  it('lets the shell reach rulesets through the registry and the contract', async () => {
    expect(await restrictedImports('through-the-registry.ts.txt', 'renderer/src/screens/Fine.ts')).toEqual([]);
  }, 30_000);
});
