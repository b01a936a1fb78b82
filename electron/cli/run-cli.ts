import { CliError } from './cli-error';
import type { CliIo } from './command';
import { commands } from './commands';

function usage(): string {
  return ['Usage: npm run cli -- <command> [options]', '', ...commands.map((c) => `  ${c.usage.padEnd(64)} ${c.summary}`)].join('\n');
}

/** Runs one command line; returns the exit code instead of exiting, so tests can call it in-process. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    io.out(usage());
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command “${name}”.\n\n${usage()}`);
    return 2;
  }
  try {
    return (await command.run(rest, io)) ?? 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`${command.name}: ${error.message}\nUsage: npm run cli -- ${command.usage}`);
      return error.exitCode;
    }
    io.err(`${command.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
