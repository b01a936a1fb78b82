import { campaignCommand } from './commands/campaign';
import { simulateCommand } from './commands/simulate';
import { processIo } from './process-io';
import { runCommandLine } from './run-command';
import { TIMELINE, mark } from '../services/odds/timeline';

if (TIMELINE) process.once('exit', () => mark('exit'));

/**
 * `simulate` and `campaign` alone, for the bundle that `npm run cli` builds on first use and runs these two from
 * (launch.mjs): without the other commands, the bundle leaves out the PDF and storage code they load. No top-level
 * await: the bundle is a CommonJS script (so that V8 can cache its compiled code, code-cache.mjs).
 */
void runCommandLine([simulateCommand, campaignCommand], process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
