import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { CombatOptions } from './advanced';
import { monsterAttack } from './attack';
import {
  boxName,
  closestTo,
  copyRows,
  draftOf,
  findAdventurer,
  findMonster,
  freeze,
  message,
  monsterRow,
  occupiedCount,
  partyRow,
  rollEvent,
  type Draft,
  type DraftAdventurer,
  type DraftMonster,
  applyHook,
} from './combat-state';
import type { WeaponKind } from './crt';
import { monsterCombatBegins } from './sentences';
import type { CombatState } from './types';
import { mapPacked } from '../../../core/packed';

/*
 * The monsters' half of a round, which runs by itself (no decision is the player's): the Monster Combat Phase, every
 * monster attacking its target [8.23], [8.33], [8.35], [8.44], and the Monster Reorganization Phase [8.5].
 */

/** [8.23], [8.33], [8.35], [8.44] Every monster attacks; no decisions are the player's, so it runs by itself. */
export function monsterCombatPhase(draft: Draft, draftOrigin: CombatState | undefined, rng: Rng, options: CombatOptions, events: GameEvent[]): Draft {
  draft.phase = 'monsterCombat';
  events.push(message(monsterCombatBegins(draft.round), '8.23'));
  let current = draft;
  // The state `current` shares records with, until an Advanced hook hands back a state and it is copied whole.
  let origin = draftOrigin;
  const hooks = current.game === 'advanced' ? options.hooks : undefined;
  // The two rows as the phase begins, read box by box rather than listed as records first: a row is never changed in
  // place (a death, or a hook's state, puts fresh rows where it changes them), so these are the boxes it began with.
  const firstRow = current.monsterRows[0] ?? NO_ROW;
  const secondRow = current.monsterRows[1] ?? NO_ROW;
  for (let row = 0; row < 2; row++) {
    const boxes = row === 0 ? firstRow : secondRow;
    for (let box = 0; box < boxes.length; box++) {
      const id = boxes[box];
      if (id === null || id === undefined) continue;
      const monster = findMonster(current, id)! as DraftMonster;
      if (monster.dead) continue;
      let weapon: WeaponKind | null = null;
      let targetId: string | undefined;
      if (row === 0) {
        if (monster.combatBonus === 'W') weapon = monster.weapons.find((w) => w !== 'bow') ?? monster.weapons[0] ?? null;
        // The one closest adventurer (the usual case) is read off the row; lists are built only for a tie.
        const only = soleClosest(current.party.rows[0], box);
        const closest = only === undefined ? closestTo(box, partyRow(current, 0)) : undefined;
        if (closest !== undefined && closest.length === 0) {
          events.push(message(`${monster.name} has no one in the party’s front row to attack.`, '8.23'));
          continue;
        }
        targetId = closest === undefined ? only : tieRoll(closest, '8.33', monster.name, rng, events);
      } else {
        // [8.35] Only monsters with bows attack from the second row; [8.44] they use the bow there.
        if (!monster.weapons.includes('bow')) continue;
        weapon = 'bow';
        const targets = partyRow(current, 0);
        if (targets.length === 0) {
          events.push(message(`${monster.name} has no one in the party’s front row to shoot at.`, '8.35'));
          continue;
        }
        targetId = targets.length === 1 ? targets[0]!.id : tieRoll(targets, '8.35', monster.name, rng, events);
      }
      // Read until wounded: the target's record is copied only then (see monsterAttack).
      monsterAttack(current, monster, weapon, findAdventurer(current, targetId!) as DraftAdventurer, rng, events, origin);
      if (hooks?.afterMonsterAttack) {
        const next = applyHook(hooks.afterMonsterAttack(freeze(current), monster.id, targetId!, rng), events);
        if ('ok' in next) throw new Error(`Advanced hook refused: ${next.message}`);
        current = draftOf(next);
        origin = undefined;
      }
    }
  }
  if (hooks?.endOfMonsterCombatPhase) {
    const next = applyHook(hooks.endOfMonsterCombatPhase(freeze(current), rng), events);
    if ('ok' in next) throw new Error(`Advanced hook refused: ${next.message}`);
    current = draftOf(next);
  }
  return current;
}

const NO_ROW: readonly (string | null)[] = [];

/** The id in `row` nearest to `box` when exactly one is nearest; undefined when the row is empty or two tie. */
function soleClosest(row: readonly (string | null)[] | undefined, box: number): string | undefined {
  if (row === undefined) return undefined;
  let best = Infinity;
  let found: string | undefined;
  for (let b = 0; b < row.length; b++) {
    const id = row[b];
    if (id === null || id === undefined) continue;
    const distance = Math.abs(b - box);
    if (distance < best) {
      best = distance;
      found = id;
    } else if (distance === best) {
      found = undefined;
    }
  }
  return found;
}

/**
 * [8.33] two equally close adventurers: 1-3 the rightmost, 4-6 the leftmost. [8.35] a bowman facing three: 1-2
 * rightmost, 3-4 centre, 5-6 leftmost; facing two, the [8.33] procedure.
 */
function tieRoll(candidates: readonly { id: string; box: number }[], section: '8.33' | '8.35', monsterName: string, rng: Rng, events: GameEvent[]): string {
  const sorted = [...candidates].sort((x, y) => x.box - y.box);
  const leftmost = sorted[0]!;
  const rightmost = sorted[sorted.length - 1]!;
  const r = roll(rng, '1D6', {
    section,
    table: sorted.length === 3 ? 'Bow target among three (8.35)' : 'Equally close adventurers (8.33)',
    purpose: `Whom ${monsterName} attacks`,
  });
  let chosen: { id: string; box: number };
  let where: string;
  if (sorted.length === 3) {
    chosen = r.total <= 2 ? rightmost : r.total <= 4 ? sorted[1]! : leftmost;
    where = r.total <= 2 ? 'rightmost (1-2)' : r.total <= 4 ? 'centre (3-4)' : 'leftmost (5-6)';
  } else {
    chosen = r.total <= 3 ? rightmost : leftmost;
    where = r.total <= 3 ? 'rightmost (1-3)' : 'leftmost (4-6)';
  }
  events.push(rollEvent(`${monsterName} picks its target: rolled ${r.total}, the ${where} adventurer.`, withResult(r, where), { section }));
  return chosen.id;
}

/** [8.25], [8.51] One monster steps up from the second row if the front row has a gap; then [8.53]. */
export function monsterReorganizationPhase(draft: Draft, rng: Rng, events: GameEvent[]): void {
  draft.phase = 'monsterReorganization';
  // Counted first: the second row is listed only when one of it moves up (in most phases none does).
  if (occupiedCount(draft.monsterRows[0]) < 3 && occupiedCount(draft.monsterRows[1]) > 0) moveUp(draft, rng, events);
  else events.push(message('Monster Reorganization: no monster moves.', '8.25'));
}

/**
 * [8.51] A second-row monster steps up into a gap of the front row. Apart from monsterReorganizationPhase, which runs
 * every round: the closures here read its variables, which a function keeps in a context it makes on every call.
 */
function moveUp(draft: Draft, rng: Rng, events: GameEvent[]): void {
  const back = monsterRow(draft, 1);
  const gaps = [0, 1, 2].filter((b) => draft.monsterRows[0]![b] === null);
  const dist = (b: number) => Math.min(...gaps.map((g) => Math.abs(g - b)));
  const best = Math.min(...back.map((m) => dist(m.box)));
  const tied = back.filter((m) => dist(m.box) === best);
  const mover = tied.length === 1 ? tied[0]! : pickSide(tied, 'Which second-row monster moves up (8.51)', rng, events);
  const nearest = gaps.filter((g) => Math.abs(g - mover.box) === best);
  const tiedGaps = mapPacked(nearest, (g) => ({ id: String(g), box: g }));
  const gap = tiedGaps.length === 1 ? tiedGaps[0]! : pickSide(tiedGaps, 'Which gap the monster fills (8.51)', rng, events);
  // Fresh rows rather than writes into them: the draft may still share its rows with its origin (actionDraftOf).
  const rows = copyRows(draft.monsterRows);
  rows[1]![mover.box] = null;
  rows[0]![gap.box] = mover.id;
  draft.monsterRows = rows;
  const name = draft.monsters.find((m) => m.id === mover.id)?.name ?? mover.id;
  events.push(message(`Monster Reorganization: ${name} moves up into the front row (${boxName(gap.box)} box).`, '8.51'));
}

/** [8.51] "1-3, the rightmost; 4-6, the leftmost". */
function pickSide<T extends { box: number }>(tied: readonly T[], table: string, rng: Rng, events: GameEvent[]): T {
  const sorted = [...tied].sort((x, y) => x.box - y.box);
  const r = roll(rng, '1D6', { section: '8.51', table, purpose: table });
  const pick = r.total <= 3 ? sorted[sorted.length - 1]! : sorted[0]!;
  const where = r.total <= 3 ? 'rightmost (1-3)' : 'leftmost (4-6)';
  events.push(rollEvent(`${table}: rolled ${r.total}, the ${where}.`, withResult(r, where)));
  return pick;
}
