import { CliError } from './cli-error';
import type { CliCommand, CliIo } from './command';

function usage(commands: readonly CliCommand[]): string {
  return ['Usage: npm run cli -- <command> [options]', '', ...commands.map((c) => `  ${c.usage.padEnd(64)} ${c.summary}`)].join('\n');
}

/**
 * Runs one command line against `commands`; returns the exit code instead of exiting, so tests can call it
 * in-process. Kept apart from the list of every command so that the odds entry (odds-main.ts) can be bundled with its
 * two commands only.
 */
export async function runCommandLine(commands: readonly CliCommand[], argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    io.out(usage(commands));
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command “${name}”.\n\n${usage(commands)}`);
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
