import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDataDir, slotsDir, trashDir } from '../../../electron/services/data-dir';

const platformDefault = path.resolve('/home/player/.config/Mazewright');

describe('resolveDataDir', () => {
  it('uses the platform default when MAZEWRIGHT_DATA_DIR is unset', () => {
    expect(resolveDataDir({}, platformDefault)).toBe(platformDefault);
  });

  it('uses an absolute MAZEWRIGHT_DATA_DIR as given', () => {
    const override = path.resolve('/srv/mazewright-data');
    expect(resolveDataDir({ MAZEWRIGHT_DATA_DIR: override }, platformDefault)).toBe(override);
  });

  it('resolves a relative MAZEWRIGHT_DATA_DIR against the working directory', () => {
    const resolved = resolveDataDir({ MAZEWRIGHT_DATA_DIR: 'test-data/../saves' }, platformDefault);
    expect(path.isAbsolute(resolved)).toBe(true);
    expect(resolved).toBe(path.join(process.cwd(), 'saves'));
  });

  it('ignores an empty or blank MAZEWRIGHT_DATA_DIR', () => {
    expect(resolveDataDir({ MAZEWRIGHT_DATA_DIR: '' }, platformDefault)).toBe(platformDefault);
    expect(resolveDataDir({ MAZEWRIGHT_DATA_DIR: '   ' }, platformDefault)).toBe(platformDefault);
  });
});

describe('folders inside the data dir', () => {
  it('keeps slots and trash side by side', () => {
    expect(slotsDir(platformDefault)).toBe(path.join(platformDefault, 'slots'));
    expect(trashDir(platformDefault)).toBe(path.join(platformDefault, 'trash'));
  });
});
