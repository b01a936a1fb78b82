import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAppServices } from '../../electron/app-services';
import { dispatch } from '../../electron/services/api-handlers';
import type { Choice } from '../../shared/engine/ruleset';
import { PARTY } from './slot-open';

/**
 * Main's side of a player's action, step by step (not part of `npm run bench`): `npx tsx tests/bench/click-main.ts`.
 * Plays seeded games through `session:act` as the development host dispatches it (the request's check included),
 * always the first exit into the unknown (a move whose words say it draws a chit) (placing a drawn chit at its first facing), and prints the median wall and
 * CPU time (this process's user + system) of each step: the rules, the durable save, the view's assembly and the
 * answer's serialisation, beside the whole call.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mw-mainact-'));
const s = createAppServices({ dataDir, appVersion: 'bench', host: 'web' });
const times: Record<string, { wall: number[]; cpu: number[] }> = {};
function rec(k: string, wall: number, cpu: number): void {
  times[k] ??= { wall: [], cpu: [] };
  times[k].wall.push(wall);
  times[k].cpu.push(cpu);
}
/** Times every call of `object[name]` (a private method too) under `label`. */
function wrap(object: object, name: string, label: string): void {
  const target = object as Record<string, (...a: unknown[]) => unknown>;
  const f = target[name]!.bind(object);
  target[name] = (...a: unknown[]) => {
    const t = performance.now();
    const c = process.cpuUsage();
    const r = f(...a) as { finally?: (then: () => void) => unknown } | undefined;
    const done = () => {
      const u = process.cpuUsage(c);
      rec(label, performance.now() - t, (u.user + u.system) / 1000);
    };
    if (r && typeof r.finally === 'function') return r.finally(done);
    done();
    return r;
  };
}
wrap(s.session, 'applyNow', 'the rules (applyAction, summary, the new slot record)');
wrap(s.store, 'save', 'SlotStore.save (the durable save: fsyncs and renames)');
wrap(s.session, 'view', 'session.view (view, sheets, choices, summary)');
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

interface Answer {
  readonly ok: boolean;
  readonly value?: { view: { choices: readonly Choice<unknown>[] } };
}
const ACTIONS = Number(process.env['CLICK_MAIN_ACTIONS'] ?? 60);
const sizes: number[] = [];
let game = 0;
let choices: readonly Choice<unknown>[] = [];
async function newGame(): Promise<void> {
  game++;
  const created = await dispatch(s.handlers, 'slots:create', { name: `Act ${game}`, rulesetId: 'deathmaze', seed: `BNCH-EX${'ABCDEFGHJK'[game % 10]}${game % 10}`, setup: PARTY });
  if (!created.ok) throw new Error(created.error.message);
  choices = (created.value as { view: { choices: readonly Choice<unknown>[] } }).view.choices;
}
const kind = (c: Choice<unknown>) => (c.action as { type?: string }).type;
await newGame();
for (let i = 0; i < ACTIONS; i++) {
  const choice = choices.find((c) => kind(c) === 'place') ?? choices.find((c) => kind(c) === 'move' && c.label.includes('(draw'));
  if (!choice) {
    await newGame();
    continue;
  }
  const t = performance.now();
  const c = process.cpuUsage();
  const answer = (await dispatch(s.handlers, 'session:act', { action: choice.action })) as Answer;
  const text = JSON.stringify(answer);
  const u = process.cpuUsage(c);
  rec("the whole call and its answer's serialisation", performance.now() - t, (u.user + u.system) / 1000);
  sizes.push(text.length);
  const t2 = performance.now();
  const c2 = process.cpuUsage();
  JSON.stringify(answer);
  const u2 = process.cpuUsage(c2);
  rec("of which the answer's serialisation", performance.now() - t2, (u2.user + u2.system) / 1000);
  if (!answer.ok || !answer.value) throw new Error('The action was refused.');
  choices = answer.value.view.choices;
  // The save runs after the answer (issue 15); a player's next click comes after it, so the next call must not wait
  // for it inside its own timing (before, each call's figure held the previous save's fsyncs).
  await s.session.settled();
}
console.log(`${sizes.length} actions (answers of ${Math.round(med(sizes) / 1024)} KB, median), medians, wall / CPU ms:`);
for (const [k, v] of Object.entries(times)) console.log(`  ${med(v.wall).toFixed(2).padStart(7)} / ${med(v.cpu).toFixed(2).padStart(6)}  ${k}`);
s.session.close();
rmSync(dataDir, { recursive: true, force: true });
