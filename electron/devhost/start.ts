import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppServices } from '../app-services';
import { resolveDataDir } from '../services/data-dir';
import { createDevHost } from './server';

/** `npm run dev:web`: the app in any browser at http://127.0.0.1:PORT, against the real main-process services. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
const port = Number(process.env['PORT'] ?? 5174);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not “${process.env['PORT']}”.`);
  process.exit(2);
}
const dataDir = resolveDataDir(process.env, path.join(os.homedir(), '.mazewright-dev'));
const services = createAppServices({ dataDir, appVersion: version, host: 'web' });
const server = createDevHost(services, path.join(repoRoot, 'dist/renderer'));

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another one.` : `Cannot start: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Mazewright development host: http://127.0.0.1:${actual}/  (saves in ${dataDir})`);
});
