import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The Electron binary's path, or why there is none (it cannot be downloaded on every machine). */
export function electronBinary(): { path: string } | { missing: string } {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    if (typeof binary === 'string' && existsSync(binary)) return { path: binary };
    return { missing: 'the electron package is installed without its binary (ELECTRON_SKIP_BINARY_DOWNLOAD)' };
  } catch (error) {
    return { missing: `no Electron binary is installed (${(error as Error).message.split('\n')[0]})` };
  }
}
