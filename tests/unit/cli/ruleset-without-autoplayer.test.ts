import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';

// A registry holding, beside Deathmaze, a ruleset with no autoplayer and no quick setup: the CLI must say so.
vi.mock('../../../shared/rulesets/registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/rulesets/registry')>();
  const deathmaze = actual.findRuleset('deathmaze');
  if (!deathmaze) throw new Error('Deathmaze is not registered.');
  const bare = { ...deathmaze, id: 'bare', title: 'Bare Game', autoplay: undefined, quickSetup: undefined };
  const find = (id: string) => (id === 'bare' ? bare : actual.findRuleset(id));
  return { ...actual, findRuleset: find, rulesetList: () => [...actual.rulesetList(), { id: 'bare', title: 'Bare Game' }] };
});

async function cli(...argv: string[]): Promise<{ code: number; err: string }> {
  const err: string[] = [];
  const code = await runCli(argv, { out: () => undefined, err: (t) => err.push(t), env: { MAZEWRIGHT_DATA_DIR: '/nonexistent-mazewright-test' } });
  return { code, err: err.join('\n') };
}

describe('a registered ruleset without an autoplayer', () => {
  it('is refused by simulate and campaign with exit code 2 and its name', async () => {
    expect(await cli('simulate', '--ruleset', 'bare', '--games', '1')).toMatchObject({ code: 2, err: expect.stringMatching(/Bare Game \(“bare”\) has no autoplayer/) });
    expect(await cli('campaign', '--ruleset', 'bare')).toMatchObject({ code: 2, err: expect.stringMatching(/Bare Game \(“bare”\) has no autoplayer/) });
  });
});
