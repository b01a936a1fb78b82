import { checkFlags, parseArgs } from '../args';
import type { CliCommand } from '../command';
import { rulesetList } from '../../../shared/rulesets/registry';

export const rulesetsCommand: CliCommand = {
  name: 'rulesets',
  usage: 'rulesets [--json]',
  summary: 'list the rulesets this version can play',
  async run(argv, io) {
    const args = parseArgs(argv, []);
    checkFlags(args, ['json']);
    const list = rulesetList();
    if (args.flags.has('json')) io.out(JSON.stringify(list, null, 2));
    else for (const r of list) io.out(`${r.id.padEnd(16)} ${r.title}`);
  },
};
