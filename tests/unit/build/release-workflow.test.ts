import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The release workflow cannot run here (it needs GitHub's runners and the Electron binary), so this checks what can be
 * checked offline: the file against SchemaStore's published GitHub workflow schema, its triggers and platforms against
 * electron-builder.yml, and its commands against the README's release section.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const workflowText = read('.github/workflows/release.yml');
const readme = read('README.md');

/** The parts of the workflow these tests read; the schema has already checked the whole file's shape. */
const Step = z.object({
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});
const Workflow = z.object({
  on: z.object({ push: z.object({ tags: z.array(z.string()) }), workflow_dispatch: z.unknown() }),
  jobs: z.record(
    z.string(),
    z.object({
      'runs-on': z.string(),
      strategy: z.object({ 'fail-fast': z.boolean(), matrix: z.object({ os: z.array(z.string()) }) }),
      steps: z.array(Step),
    }),
  ),
});

function onlyJob(): z.infer<typeof Workflow>['jobs'][string] {
  const jobs = Object.values(Workflow.parse(parse(workflowText)).jobs);
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

/** The README's "Cutting a release" and "Building the installers" text, and the commands in its sh blocks. */
function readmeRelease(): { text: string; commands: string[] } {
  const start = readme.indexOf('### Building the installers');
  const end = readme.indexOf('\n### ', readme.indexOf('### Cutting a release'));
  expect(start).toBeGreaterThan(0);
  const text = readme.slice(start, end < 0 ? undefined : end);
  const commands = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
    m[1]!
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== ''),
  );
  return { text, commands };
}

describe('the release workflow (.github/workflows/release.yml)', () => {
  it('is valid against the published GitHub workflow schema (SchemaStore, as the schemastore package ships it)', () => {
    const schemaFile = path.join(path.dirname(require.resolve('schemastore/package.json')), 'schemas/json/github-workflow.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
    // strict off: SchemaStore schemas carry editor keywords (markdownDescription and the like) that Ajv does not know.
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const valid = validate(parse(workflowText));
    expect(validate.errors ?? [], 'schema errors').toEqual([]);
    expect(valid).toBe(true);

    // And the schema does reject a broken workflow, so the check above can fail.
    expect(validate({ on: 'push', jobs: { build: { steps: [{ run: 'npm ci' }] } } })).toBe(false);
  });

  it('runs on a version tag and on demand', () => {
    const workflow = Workflow.parse(parse(workflowText));
    expect(workflow.on.push.tags).toEqual(['v*']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('builds on the hosted runner of every platform electron-builder.yml targets, each to the end', () => {
    const builder = parse(read('electron-builder.yml')) as Record<string, unknown>;
    const platforms = ['win', 'mac', 'linux'].filter((p) => p in builder);
    expect(platforms).toEqual(['win', 'mac', 'linux']);
    const runner = { win: 'windows-latest', mac: 'macos-latest', linux: 'ubuntu-latest' } as const;
    const job = onlyJob();
    expect(job['runs-on']).toBe('${{ matrix.os }}');
    expect(job.strategy.matrix.os.toSorted()).toEqual(platforms.map((p) => runner[p as keyof typeof runner]).toSorted());
    expect(job.strategy['fail-fast']).toBe(false);
  });

  it('installs with npm ci, builds with npm run dist -- --publish never, and uploads every installer', () => {
    const steps = onlyJob().steps;
    const runs = steps.flatMap((s) => (s.run ? [s.run.trim()] : []));
    expect(runs).toContain('npm ci');
    expect(runs.at(-1)).toBe('npm run dist -- --publish never');
    expect(runs.indexOf('npm ci')).toBeLessThan(runs.indexOf('npm run dist -- --publish never'));

    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.['if-no-files-found']).toBe('error');
    const paths = String(upload?.with?.['path']).trim().split('\n');
    // Every target of electron-builder.yml, by the file it makes.
    const Targets = z.array(z.union([z.string(), z.object({ target: z.string() })]));
    const Builder = z.object({ win: z.object({ target: Targets }), mac: z.object({ target: Targets }), linux: z.object({ target: Targets }) });
    const builder = Builder.parse(parse(read('electron-builder.yml')));
    const targets = [builder.win, builder.mac, builder.linux].flatMap((p) => p.target.map((t) => (typeof t === 'string' ? t : t.target)));
    const fileOf: Record<string, string> = { nsis: 'exe', portable: 'exe', dmg: 'dmg', AppImage: 'AppImage', deb: 'deb' };
    for (const target of targets) {
      expect(fileOf[target], `a target this test does not know: ${target}`).toBeDefined();
      expect(paths).toContain(`release/*.${fileOf[target]}`);
    }
  });

  it('builds macOS unsigned unless the signing secrets are there', () => {
    const buildEnv = onlyJob().steps.find((s) => s.run?.trim() === 'npm run dist -- --publish never')?.env ?? {};
    expect(buildEnv['CSC_IDENTITY_AUTO_DISCOVERY']).toBe("${{ runner.os == 'macOS' && secrets.MAC_CSC_LINK != '' }}");
    expect(buildEnv['CSC_LINK']).toBe("${{ runner.os == 'macOS' && secrets.MAC_CSC_LINK || '' }}");
    // Every other signing variable is empty except on macOS with its secret set.
    for (const [name, value] of Object.entries(buildEnv)) {
      if (name !== 'CSC_IDENTITY_AUTO_DISCOVERY') expect(value, name).toMatch(/^\$\{\{ runner\.os == 'macOS' && secrets\.[A-Z_]+ \|\| '' \}\}$/);
    }
  });

  it('uses the commands, Node.js and npm the README gives for building and releasing', () => {
    const { text, commands } = readmeRelease();
    const steps = onlyJob().steps;
    for (const step of steps) {
      const run = step.run?.trim();
      if (!run) continue;
      const npmPin = /^npm install --global npm@(\S+)$/.exec(run);
      if (npmPin) expect(text, run).toContain(`npm ${npmPin[1]}`);
      else expect(commands, run).toContain(run);
    }
    const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];
    expect(text).toContain(`Node.js ${String(node)}`);
    expect(text).toContain('release.yml');
  });
});
