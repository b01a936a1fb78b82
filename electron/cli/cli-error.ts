/** A usage or input error: printed as one plain line, exit code 2 (bad arguments) or 1 (the operation failed). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
