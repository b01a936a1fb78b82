import type { CliCommand } from '../command';
import { rulesetsCommand } from './rulesets';
import { slotsCommand } from './slots';
import { tablesCommand } from './tables';
import { simulateCommand } from './simulate';
import { campaignCommand } from './campaign';
import { exportPdfCommand } from './export-pdf';

/** Every command of `npm run cli`. A new command is a file in this folder and one entry here. */
export const commands: readonly CliCommand[] = [rulesetsCommand, slotsCommand, tablesCommand, simulateCommand, campaignCommand, exportPdfCommand];
