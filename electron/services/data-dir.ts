import path from 'node:path';

/** The environment variable that moves all of Mazewright's files (saves, trash) somewhere else, e.g. for tests. */
export const DATA_DIR_ENV = 'MAZEWRIGHT_DATA_DIR';

/**
 * Where Mazewright keeps its files: `MAZEWRIGHT_DATA_DIR` when set, else the platform default the caller passes in
 * (Electron's userData path). A relative override is taken relative to the working directory, so the result is
 * always absolute; an empty or blank override counts as unset (a shell's `VAR=` should not mean "the cwd").
 */
export function resolveDataDir(env: NodeJS.ProcessEnv, platformDefault: string): string {
  const override = env[DATA_DIR_ENV];
  if (override !== undefined && override.trim() !== '') return path.resolve(override);
  return path.resolve(platformDefault);
}

/** One JSON file per save slot lives here. */
export function slotsDir(dataDir: string): string {
  return path.join(dataDir, 'slots');
}

/** Deleted slots are moved here rather than unlinked, so a mistaken delete can be undone by hand. */
export function trashDir(dataDir: string): string {
  return path.join(dataDir, 'trash');
}

/**
 * The folder Electron should use as its userData (its profile, and the key of its single-instance lock) when
 * `MAZEWRIGHT_DATA_DIR` moves the data: the data folder itself, so one app runs per data folder, and a second
 * launch on the same data hands over to the first. Undefined when the data stays in the default userData folder.
 */
export function singleInstanceProfileDir(env: NodeJS.ProcessEnv, dataDir: string): string | undefined {
  const override = env[DATA_DIR_ENV];
  return override !== undefined && override.trim() !== '' ? path.resolve(dataDir) : undefined;
}
