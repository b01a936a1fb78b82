import { checkFlags, parseArgs } from '../args';
import { CliError } from '../cli-error';
import type { CliCommand } from '../command';
import { rulesetList } from '../../../shared/rulesets/registry';
import { rulesetFlag } from '../ruleset-flag';

export const tablesCommand: CliCommand = {
  name: 'tables',
  usage: 'tables <ruleset> [--json]',
  summary: "print a ruleset's tables (and charts) with their rule sections",
  async run(argv, io) {
    const args = parseArgs(argv, []);
    checkFlags(args, ['json']);
    const id = args.positionals[0];
    if (id === undefined) throw new CliError(`Name a ruleset: ${rulesetList().map((r) => r.id).join(', ')}.`);
    if (args.positionals.length > 1) throw new CliError(`Unexpected argument “${args.positionals[1]}”.`);
    const ruleset = await rulesetFlag(id);
    const charts = ruleset.charts ?? [];
    if (args.flags.has('json')) {
      io.out(JSON.stringify({ ruleset: ruleset.id, tables: ruleset.tables, charts, ...(ruleset.printed ? { printed: ruleset.printed } : {}) }, null, 2));
      return;
    }
    for (const t of ruleset.tables) io.out(`[${t.section}]`.padEnd(8) + ` ${t.title.padEnd(60)} ${t.id}`);
    for (const c of charts) io.out(`[${c.section}]`.padEnd(8) + ` ${c.title.padEnd(60)} ${c.id} (chart)`);
  },
};
