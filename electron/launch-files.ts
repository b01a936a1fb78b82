import path from 'node:path';
import { EXPORT_FILE_EXTENSION } from '../shared/saves/export-format';

/**
 * The `.mazewright` files on a command line (Windows and Linux file association: the OS passes the path as an
 * argument), as absolute paths. A relative path is resolved against `workingDirectory`, the folder of the process
 * that was given it: for a second launch that is the second process's folder, not this one's.
 */
export function exportFilesIn(argv: readonly string[], workingDirectory: string): string[] {
  return argv
    .slice(1)
    .filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(EXPORT_FILE_EXTENSION))
    .map((arg) => path.resolve(workingDirectory, arg));
}
