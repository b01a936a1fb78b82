/** One CLI command: its usage line and what it does. Output goes through `out` so tests can capture it. */
export interface CliCommand {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  run(argv: readonly string[], io: CliIo): Promise<void>;
}

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
}
