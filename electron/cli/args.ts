import { CliError } from './cli-error';

export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly flags: ReadonlyMap<string, string | true>;
}

/** `--name value`, `--name=value` and bare `--switch`; which flags take values is up to each command. */
export function parseArgs(argv: readonly string[], valueFlags: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags.set(name, inline);
    else if (valueFlags.includes(name)) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new CliError(`--${name} needs a value.`);
      flags.set(name, next);
      i++;
    } else flags.set(name, true);
  }
  return { positionals, flags };
}

export function checkFlags(args: ParsedArgs, allowed: readonly string[]): void {
  for (const name of args.flags.keys()) {
    if (!allowed.includes(name)) throw new CliError(`Unknown option --${name}. Options here: ${allowed.map((a) => `--${a}`).join(', ') || 'none'}.`);
  }
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  if (value === true) throw new CliError(`--${name} needs a value.`);
  return value;
}

export function intFlag(args: ParsedArgs, name: string, fallback: number, range: { min: number; max: number }): number {
  const raw = stringFlag(args, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new CliError(`--${name} must be a whole number, not “${raw}”.`);
  const value = Number(raw);
  if (value < range.min || value > range.max) throw new CliError(`--${name} must be from ${range.min} to ${range.max}, not ${value}.`);
  return value;
}
