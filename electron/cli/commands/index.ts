import type { CliCommand } from '../command';
import { rulesetsCommand } from './rulesets';

/** Every command of `npm run cli`. A new command is a file in this folder and one entry here. */
export const commands: readonly CliCommand[] = [rulesetsCommand];
