import { processIo } from './process-io';
import { runCli } from './run-cli';

process.exitCode = await runCli(process.argv.slice(2), processIo());
