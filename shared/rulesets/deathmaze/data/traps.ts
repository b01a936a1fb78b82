import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnRange, type RangeTable } from '../../../core/table';
import { isEmptyRecord } from '../../../core/shape';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { crtColumnAsRangeTable } from '../combat/crt';
import { message, rollEvent, tableRollEvents, type Resolved } from './events';
import { rollPoison } from './magic-items';

export type TrapType = 'arrow' | 'poisonArrow' | 'poisonGas' | 'explosion' | 'flamingOil';
export type TrapRow = TrapType | 'rollTwice';

/** [10.3] Trap Table. */
export const trapTable: RangeTable<TrapRow> = {
  kind: 'range',
  id: 'trap-table',
  section: '10.3',
  title: 'Trap Table',
  dice: '1D6',
  rows: [
    { min: 1, max: 1, result: 'arrow' },
    { min: 2, max: 2, result: 'poisonArrow' },
    { min: 3, max: 3, result: 'poisonGas' },
    { min: 4, max: 4, result: 'explosion' },
    { min: 5, max: 5, result: 'flamingOil' },
    { min: 6, max: 6, result: 'rollTwice' },
  ],
};

export const trapTables = [trapTable] as const;

export const TRAP_NAMES: Readonly<Record<TrapRow, string>> = {
  arrow: 'Arrow',
  poisonArrow: 'Poison Arrow',
  poisonGas: 'Poison Gas',
  explosion: 'Explosion',
  flamingOil: 'Flaming Oil',
  rollTwice: 'Roll Twice',
};

/** Someone a trap can hurt: an adventurer, or a charmed monster travelling with the party ([10.25]). */
export interface TrapVictim {
  readonly id: string;
  readonly name: string;
  /** Wears a Medallion of Neutralize Poison [9.62]. */
  readonly immuneToPoison?: boolean;
}

/** The one who opens the door or chest: a Thief may try to detrap it [10.12]. */
export interface TrapOpener extends TrapVictim {
  /** Detrap skill; 0 for anyone who is not a Thief. */
  readonly detrap: number;
}

export interface TrapOutcome {
  /** The traps triggered, in order ("Roll Twice" replaced by what it rolled, [10.27]). */
  readonly traps: readonly TrapType[];
  /** Wounds suffered, by victim id; only those hurt appear. */
  readonly wounds: Readonly<Record<string, number>>;
  /** The part of `wounds` that is poison ([10.23], [10.24]): what Neutralize Poison can undo [11.3]. */
  readonly poison?: Readonly<Record<string, number>>;
}

const arrowText = (w: number): string => `${w} Wound${w === 1 ? '' : 's'}`;
const noText = (): string => '';
const trapName = (t: TrapRow): string => TRAP_NAMES[t];

/** The Bow column as a table, made once (it was made anew, rows and all, for every arrow). */
let bowColumn: RangeTable<number> | undefined;

/** [10.22] The arrow: 1D6 on the Bow column of the Combat Results Table, with no Combat Bonus. */
function shootArrow(victim: TrapVictim, rng: Rng, events: GameEvent[]): number {
  const bow = (bowColumn ??= crtColumnAsRangeTable('bow'));
  const words = logWordsWritten();
  const r = rollOnRange(rng, bow, words ? arrowText : noText, { purpose: words ? `Trap arrow at ${victim.name}` : '' });
  const wounds = r.result;
  pushAll(events, tableRollEvents(bow, r, !words ? '' : wounds > 0 ? `The arrow strikes ${victim.name}: ${wounds} Wound${wounds === 1 ? '' : 's'}` : `The arrow misses ${victim.name}`));
  return wounds;
}

/** `events.push(...more)` one by one: a spread into push goes through the generic apply path. */
function pushAll(events: GameEvent[], more: readonly GameEvent[]): void {
  for (const e of more) events.push(e);
}

/**
 * [10.21]–[10.27] A trap goes off on `victim` (who opened the door or chest). Rolls on the Trap Table; "Roll Twice"
 * is replaced by two more rolls, and any 6 among them by two more again. An Explosion wounds everyone in `party`
 * (adventurers and charmed monsters); `victim` is always counted among them.
 */
export function resolveTrap(victim: TrapVictim, party: readonly TrapVictim[], rng: Rng): TrapOutcome & Resolved {
  const events: GameEvent[] = [];
  const outcome = resolveTrapInto(victim, party, rng, events);
  return outcome.poison ? { traps: outcome.traps, wounds: outcome.wounds, poison: outcome.poison, events } : { traps: outcome.traps, wounds: outcome.wounds, events };
}

/** resolveTrap, its events pushed onto the caller's list (openTrapped's) rather than onto a list of its own. */
function resolveTrapInto(victim: TrapVictim, party: readonly TrapVictim[], rng: Rng, events: GameEvent[]): TrapOutcome {
  const traps: TrapType[] = [];
  const wounds: Record<string, number> = {};
  const poison: Record<string, number> = {};
  const hurt = (who: TrapVictim, n: number) => {
    if (n > 0) wounds[who.id] = (wounds[who.id] ?? 0) + n;
  };
  const poisoned = (who: TrapVictim, n: number) => {
    hurt(who, n);
    if (n > 0) poison[who.id] = (poison[who.id] ?? 0) + n;
  };
  const everyone = party.some((p) => p.id === victim.id) ? party : [victim, ...party];
  let pending = 1;
  while (pending > 0) {
    pending -= 1;
    const words = logWordsWritten();
    const r = rollOnRange(rng, trapTable, trapName, { purpose: words ? `Trap sprung by ${victim.name}` : '' });
    const trap = r.result;
    pushAll(events, tableRollEvents(trapTable, r, words ? `Trap Table: ${TRAP_NAMES[trap]}` : ''));
    if (trap === 'rollTwice') {
      pending += 2;
      events.push(message('Roll Twice: two traps are triggered.', '10.27'));
      continue;
    }
    traps.push(trap);
    switch (trap) {
      case 'arrow':
        hurt(victim, shootArrow(victim, rng, events));
        break;
      case 'poisonArrow': {
        const arrow = shootArrow(victim, rng, events);
        hurt(victim, arrow);
        // [10.23] The poison only works if the arrow strikes.
        if (arrow > 0) {
          const p = rollPoison(victim, '10.23', 'poisoned arrow', rng);
          poisoned(victim, p.wounds);
          pushAll(events, p.events);
        }
        break;
      }
      case 'poisonGas': {
        const p = rollPoison(victim, '10.24', 'poison gas', rng);
        poisoned(victim, p.wounds);
        pushAll(events, p.events);
        break;
      }
      case 'explosion':
        for (const p of everyone) hurt(p, 1);
        events.push(message(logWordsWritten() ? `Explosion: ${everyone.map((p) => p.name).join(', ')} each suffer 1 Wound.` : '', '10.25'));
        break;
      case 'flamingOil':
        hurt(victim, 1);
        events.push(message(logWordsWritten() ? `Flaming oil: ${victim.name} suffers 1 Wound.` : '', '10.26'));
        break;
    }
  }
  // Two literals rather than a spread of an optional part: the same keys in the same order.
  return isEmptyRecord(poison) ? { traps, wounds } : { traps, wounds, poison };
}

export const DETRAP_EXPERIENCE = 10;

/** [10.12] A Thief tries to remove a trap: 1D6 at most his Detrap skill succeeds and earns 10 Experience Points. */
export function attemptDetrap(thief: Pick<TrapOpener, 'name' | 'detrap'>, rng: Rng): { success: boolean; experience: number } & Resolved {
  const words = logWordsWritten();
  const r = roll(rng, '1D6', { section: '10.12', table: 'Detrapping', purpose: words ? `${thief.name} (Detrap ${thief.detrap}) removes the trap` : '' });
  const success = r.total <= thief.detrap;
  const text = !words
    ? ''
    : success
    ? `${thief.name} removes the trap (rolled ${r.total}, Detrap ${thief.detrap}) and gains ${DETRAP_EXPERIENCE} Experience Points.`
    : `${thief.name} fails to remove the trap (rolled ${r.total}, Detrap ${thief.detrap}).`;
  return { success, experience: success ? DETRAP_EXPERIENCE : 0, events: [rollEvent(text, withResult(r, success ? 'Detrapped' : 'Failed'))] };
}

export type OpenMethod = 'detrap' | 'sesame' | 'open';

export interface OpenTrappedOutcome {
  /** True if the trap was removed and nothing went off. */
  readonly disarmed: boolean;
  /** Experience earned by the opener (10 for a successful detrap). */
  readonly experience: number;
  /** What went off, if anything. */
  readonly trap: TrapOutcome | null;
}

/**
 * [10.1] A trapped door or chest is opened by `opener`:
 * - 'sesame': Sesame spice opens it without setting the trap off [9.53] (only before any detrap attempt);
 * - 'detrap': a Thief tries [10.12]; if he fails he suffers the trap [10.13];
 * - 'open': anyone else just opens it and suffers the trap [10.13].
 */
export function openTrapped(opener: TrapOpener, party: readonly TrapVictim[], method: OpenMethod, rng: Rng): OpenTrappedOutcome & Resolved {
  if (method === 'sesame') {
    return { disarmed: true, experience: 0, trap: null, events: [message(`Sesame opens it without setting off the trap.`, '9.53')] };
  }
  const events: GameEvent[] = [];
  if (method === 'detrap') {
    if (opener.detrap <= 0) throw new Error(`${opener.name} has no Detrap skill: only Thieves may remove traps [10.12].`);
    const d = attemptDetrap(opener, rng);
    pushAll(events, d.events);
    if (d.success) return { disarmed: true, experience: d.experience, trap: null, events };
  } else {
    events.push(message(logWordsWritten() ? `${opener.name} opens it and sets off the trap.` : '', '10.13'));
  }
  return { disarmed: false, experience: 0, trap: resolveTrapInto(opener, party, rng, events), events };
}
