import { runCli } from '../../electron/cli/run-cli';

/** Runs `slots …` in-process against `dataDir`: the exit code and what went to stdout and stderr. */
export async function runSlotsCli(dataDir: string, argv: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['slots', ...argv], { out: (t) => out.push(t), err: (t) => err.push(t), env: { MAZEWRIGHT_DATA_DIR: dataDir } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
