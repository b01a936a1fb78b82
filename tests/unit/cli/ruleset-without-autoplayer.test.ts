import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';

// A registry holding, beside Deathmaze, a ruleset with no autoplayer and no quick setup: the CLI must say so. The CLI
// loads rulesets through the lazy registry (simulate loads only the one it plays), so that is the one given the extra.
vi.mock('../../../shared/rulesets/registry-lazy', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/rulesets/registry-lazy')>();
  const bare = {
    id: 'bare',
    title: 'Bare Game',
    load: async () => {
      const deathmaze = await actual.loadRuleset('deathmaze');
      if (!deathmaze) throw new Error('Deathmaze is not registered.');
      return { ...deathmaze, id: 'bare', title: 'Bare Game', autoplay: undefined, quickSetup: undefined };
    },
  };
  const lazyRulesets = [...actual.lazyRulesets, bare];
  return { ...actual, lazyRulesets, loadRuleset: (id: string) => lazyRulesets.find((r) => r.id === id)?.load() };
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
