import { createHash } from 'node:crypto';
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSlotFor, SlotStore } from '../../../electron/services/slot-store';
import { replayCheck } from '../../../electron/services/slot-verify';
import { applyAction, startGame, type GameRecord } from '../../../shared/engine/game';
import type { GameEvent } from '../../../shared/engine/ruleset';
import { findRuleset } from '../../../shared/rulesets/registry';
import { slotPath, tempDataDir } from './helpers';

/*
 * The Deathmaze state's optional keys (charmed, hostile, the campaign, the Advanced game's rings used and poison) are
 * written by the state's layouts as undefined until a game adds them (state-copy.ts), where the code before wrote
 * them as they came. These games, played and saved by main 7b204eb (tests/fixtures/state-keys/generate.ts), hold
 * the JSON of every state, the slots that code wrote and what playing on from them gives, byte for byte, in each
 * order a game adds the keys: a party alone that charms, sees a monster turn hostile and then goes home (the
 * campaign after both), one that goes home between the two, one that goes home first, a Basic campaign, and an
 * Advanced game through its next expedition's bookkeeping and a poisoning.
 */

interface PlayedGame {
  readonly id: string;
  readonly seed: string;
  readonly setup: unknown;
  readonly actions: readonly unknown[];
  /** SHA-256 of every state's JSON, one a line, from the new game's on. */
  readonly states: string;
  /** SHA-256 of the last state's JSON. */
  readonly final: string;
  /** SHA-256 of the states of CONTINUED more actions by the autoplayer, one a line. */
  readonly continued: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, '../../fixtures/state-keys');
const CONTINUED = 40;
const SAVED = ['plain-charmed-hostile-campaign', 'advanced-hostile'];

const deathmaze = findRuleset('deathmaze')!;
const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

async function games(): Promise<readonly PlayedGame[]> {
  return (JSON.parse(await readFile(path.join(fixtures, 'games.json'), 'utf8')) as { games: PlayedGame[] }).games;
}

function autoplayMove(state: unknown): unknown {
  try {
    return deathmaze.chooseAction!(state);
  } catch {
    return deathmaze.choices(state)[0]?.action;
  }
}

/** The game replayed from its seed over its actions, with every state's JSON hashed as generate.ts hashed it. */
function replayed(g: PlayedGame): { game: GameRecord; states: string; log: GameEvent[] } {
  const started = startGame(deathmaze, g.seed, g.setup);
  if (!started.ok) throw new Error(started.message);
  let game = started.game;
  const log: GameEvent[] = [...started.events];
  const states = createHash('sha256').update(`${JSON.stringify(game.state)}\n`);
  for (const action of g.actions) {
    const next = applyAction(deathmaze, game, action);
    if (!next.ok) throw new Error(`${g.id}: ${next.message}`);
    game = next.game;
    log.push(...next.events);
    states.update(`${JSON.stringify(game.state)}\n`);
  }
  return { game, states: states.digest('hex'), log };
}

/** The states of CONTINUED autoplayed actions from `game`, hashed as generate.ts hashed them. */
function playedOn(game: GameRecord): string {
  const states = createHash('sha256');
  let at = game;
  for (let i = 0; i < CONTINUED; i++) {
    const next = applyAction(deathmaze, at, autoplayMove(at.state));
    if (!next.ok) throw new Error(next.message);
    at = next.game;
    states.update(`${JSON.stringify(at.state)}\n`);
  }
  return states.digest('hex');
}

describe('games played and saved by main 7b204eb replay to the same bytes (the state’s optional keys in every order)', () => {
  let dataDir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir('mazewright-state-keys-')));
  afterEach(async () => cleanup());

  it('every state of every game has the JSON it had, and playing on from the last gives the same states', async () => {
    for (const g of await games()) {
      const { game, states } = replayed(g);
      expect(states, g.id).toBe(g.states);
      expect(sha(JSON.stringify(game.state)), g.id).toBe(g.final);
      expect(playedOn(game), g.id).toBe(g.continued);
    }
  });

  it('its saves open verified, with the state it saved, and play on as before', async () => {
    await cp(path.join(fixtures, 'slots'), path.join(dataDir, 'slots'), { recursive: true });
    const store = new SlotStore(dataDir);
    const byId = new Map((await games()).map((g) => [g.id, g]));
    for (const id of SAVED) {
      const g = byId.get(id)!;
      // The fast path (the state from its checkpoint, replayed to the saved dice), then the whole replay check.
      const opened = await store.open(id, { restore: false });
      expect(opened.notice, id).toBeUndefined();
      expect(opened.verified, id).toBe('ok');
      expect(sha(JSON.stringify(opened.file.game.state)), id).toBe(g.final);
      const verdict = replayCheck(opened.file.game, opened.file.meta.rulesVersion);
      expect(verdict.status, id).toBe('ok');
      const checked = await store.open(id, { restore: false, wholeLog: true });
      expect(checked.notice, id).toBeUndefined();
      // Played on from the state as opened (rebuilt from the saved JSON by the ruleset's restore).
      expect(playedOn(opened.file.game), id).toBe(g.continued);
    }
  });

  it('the same games saved now write the same checkpoint, actions and log bytes', async () => {
    const byId = new Map((await games()).map((g) => [g.id, g]));
    const ids = [...SAVED];
    const store = new SlotStore(dataDir, { newId: () => ids.shift()! });
    for (const id of SAVED) {
      const { game, log } = replayed(byId.get(id)!);
      await store.create(newSlotFor(deathmaze, game, { name: id, appVersion: '0.1.0', log }));
      const header = JSON.parse(await readFile(slotPath(dataDir, id), 'utf8')) as { checkpoint: { actions: number } };
      for (const file of [`${id}.at-${header.checkpoint.actions}.state`, `${id}.actions.jsonl`, `${id}.log.jsonl`]) {
        const now = await readFile(path.join(dataDir, 'slots', file));
        const then = await readFile(path.join(fixtures, 'slots', file));
        expect(now.equals(then), file).toBe(true);
      }
    }
  });
});
