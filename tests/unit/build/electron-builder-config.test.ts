import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
// electron-builder's own loader and validator (the same calls `electron-builder` makes before packaging).
const appBuilderLib = path.dirname(require.resolve('app-builder-lib/package.json'));
const { getConfig, validateConfiguration } = require(path.join(appBuilderLib, 'out/util/config/config.js')) as {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: null): Promise<BuilderConfig>;
  validateConfiguration(config: unknown, debugLogger: unknown): Promise<void>;
};
const { DebugLogger } = require(path.join(path.dirname(require.resolve('builder-util/package.json', { paths: [appBuilderLib] })), 'out/DebugLogger.js')) as {
  DebugLogger: new (enabled?: boolean) => unknown;
};
// minimatch as electron-builder itself resolves it, for the `files` globs.
const { minimatch } = createRequire(path.join(appBuilderLib, 'package.json'))('minimatch') as {
  minimatch(file: string, pattern: string, options?: { dot?: boolean }): boolean;
};

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string; productName: string; main: string };

/** The parts of electron-builder's Configuration these tests read. */
interface BuilderConfig {
  readonly appId?: string;
  readonly productName?: string;
  readonly version?: string;
  readonly directories: { readonly buildResources: string };
  readonly files: unknown;
  readonly fileAssociations?: unknown;
  readonly win: { readonly target: unknown; readonly icon: string };
  readonly mac: { readonly target: unknown; readonly icon: string };
  readonly linux: { readonly target: unknown; readonly icon: string };
  readonly nsis: { readonly deleteAppDataOnUninstall?: boolean; readonly artifactName?: string };
  readonly portable: { readonly artifactName?: string };
  readonly asar?: boolean;
  readonly electronFuses?: Readonly<Record<string, boolean>>;
}

let config: BuilderConfig;
beforeAll(async () => {
  config = await getConfig(root, null, null);
});

function walk(dir: string, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (skip.has(rel)) continue;
    if (entry.isDirectory()) out.push(...walk(rel, skip));
    else out.push(rel);
  }
  return out;
}

/** The app's files as electron-builder's `files` selects them: any positive pattern, then every "!" pattern removes. */
function packagedFiles(patterns: readonly string[]): string[] {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return walk('', new Set(['node_modules', '.git', 'release'])).filter(
    (f) => include.some((p) => minimatch(f, p, { dot: true })) && !exclude.some((p) => minimatch(f, p, { dot: true })),
  );
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema validation', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('the validator does reject a broken configuration (so the check above means something)', async () => {
    await expect(validateConfiguration({ ...config, win: { target: 'nsis', iconn: 'x' } }, new DebugLogger(false))).rejects.toThrow(/Invalid configuration object[\s\S]*configuration\.win/);
  });

  it('builds NSIS + portable for Windows, dmg x64 + arm64 for macOS, AppImage + deb for Linux', () => {
    expect(config.appId).toBe('app.mazewright.desktop');
    expect(config.productName).toBe(pkg.productName);
    // No version in the file: electron-builder takes it from package.json.
    expect(config.version).toBeUndefined();
    expect(config.win.target).toEqual(['nsis', 'portable']);
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    // The two Windows .exe files must not share a name.
    expect(config.nsis.artifactName).not.toBe(config.portable.artifactName);
  });

  it('associates .mazewright files with the app', () => {
    expect(config.fileAssociations).toEqual([expect.objectContaining({ ext: 'mazewright', name: 'Mazewright campaign', mimeType: 'application/x-mazewright' })]);
  });

  it('flips the Electron fuses: no Node mode, NODE_OPTIONS or inspector; encrypted cookies; code only from a checked ASAR', () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('keeps the data directory on uninstall', () => {
    expect(config.nsis.deleteAppDataOnUninstall).toBe(false);
  });

  it('points every platform at icons that exist, in every size each needs', () => {
    const res = path.join(root, config.directories.buildResources);
    expect(existsSync(path.join(res, config.win.icon))).toBe(true);
    expect(existsSync(path.join(res, config.mac.icon))).toBe(true);
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      const png = readFileSync(path.join(res, config.linux.icon, `${size}x${size}.png`));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${size}x${size}.png`).toEqual([size, size]);
    }
    const ico = readFileSync(path.join(res, config.win.icon));
    const count = ico.readUInt16LE(4);
    const icoSizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + i * 16) || 256);
    expect(icoSizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
    const icns = readFileSync(path.join(res, config.mac.icon));
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) types.push(icns.toString('ascii', at, at + 4));
    expect(types).toEqual(expect.arrayContaining(['icp4', 'ic07', 'ic08', 'ic09', 'ic10']));
  });
});

describe('production build and packaged files', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'pipe' });
  });

  it('builds main, preload and renderer', () => {
    for (const file of [pkg.main, 'dist-electron/preload.cjs', 'dist/renderer/index.html']) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(statSync(path.join(root, file)).size, file).toBeGreaterThan(0);
    }
    expect(pkg.main).toBe('dist-electron/main.js');
    // The page's scripts and styles are where index.html says they are.
    const html = readFileSync(path.join(root, 'dist/renderer/index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => `dist/renderer/${m[1]}`);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(existsSync(path.join(root, asset)), asset).toBe(true);
  });

  it('packages what the app needs and nothing it must not', () => {
    // getConfig normalises `files` to [{ filter: [...] }]; a `from`/`to` entry would need more than this walk.
    const entries = config.files as (string | { from?: string; filter?: string[] })[];
    expect(entries.every((e) => typeof e === 'string' || e.from === undefined)).toBe(true);
    const files = packagedFiles(entries.flatMap((e) => (typeof e === 'string' ? [e] : (e.filter ?? []))));
    for (const needed of [
      'package.json',
      'dist-electron/main.js',
      'dist-electron/preload.cjs',
      'dist/renderer/index.html',
      'resources/fonts/DejaVuSerif.ttf',
      'resources/fonts/DejaVuSerif-Bold.ttf',
      'resources/fonts/LICENSE-DejaVu.txt',
    ]) {
      expect(files, needed).toContain(needed);
    }
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => /(^|\/)tests?\//.test(f) || /\.(test|spec)\.[cm]?[jt]s$/.test(f))).toEqual([]);
    // Sources, scripts and configuration stay out: only the build runs.
    expect(files.filter((f) => /^(electron|shared|renderer|scripts|tests)\//.test(f) || /\.ts$/.test(f) || f.startsWith('.'))).toEqual([]);
  });
});
