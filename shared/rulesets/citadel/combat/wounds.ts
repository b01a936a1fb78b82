import type { GameEvent } from '../../../engine/ruleset';
import { closeUp, placeInFreeBox, removeFromRows } from './rows';
import { note } from './rolls';
import type { CitadelCombat, Fighter } from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface WoundOptions {
  readonly section: string;
  /** Who dealt them (for the kill list). */
  readonly by?: string | null;
  /** Mage Armor (10.6) absorbs wounds from attacks and wounding spells, never a spell's cost. */
  readonly absorbable?: boolean;
}

/**
 * Wounds applied at once (9.0 B, 9.7): Mage Armor takes them first where it may, death comes when wounds reach the
 * Wound Points, and a death settles what hung on the dead one (a Vampire's victims freed, a caster's charmed monsters
 * lost, X's Demons vanishing).
 */
export function wound(combat: CitadelCombat, victim: Fighter, amount: number, events: GameEvent[], options: WoundOptions): void {
  if (amount <= 0 || victim.dead) return;
  let n = amount;
  if (options.absorbable !== false && victim.mageArmor > 0) {
    const taken = Math.min(victim.mageArmor, n);
    victim.mageArmor -= taken;
    n -= taken;
    events.push(note(`${victim.name}'s Mage Armor absorbs ${plural(taken, 'wound')} (${victim.mageArmor} left).`, '10.6', { fighterId: victim.id }));
    if (n === 0) return;
  }
  victim.wounds += n;
  if (victim.monster === 'troll' && victim.firstWoundedAfterPhase === null) victim.firstWoundedAfterPhase = combat.monsterPhases;
  events.push(note(`${victim.name} suffers ${plural(n, 'wound')} (${victim.wounds} of ${victim.woundPoints} Wound Points).`, options.section, { fighterId: victim.id, wounds: n }));
  if (victim.monster === 'hydra' && victim.wounds < victim.woundPoints) {
    events.push(note(`The Hydra's Combat Bonus rises to ${victim.combatBonus + victim.wounds} (15.6).`, '15.6', { fighterId: victim.id }));
  }
  if (victim.wounds >= victim.woundPoints) kill(combat, victim, events, options.by ?? null);
}

export function kill(combat: CitadelCombat, victim: Fighter, events: GameEvent[], by: string | null): void {
  victim.dead = true;
  victim.asleep = false;
  removeFromRows(combat, victim.id);
  events.push(note(`${victim.name} is dead.`, '9.7', by === null ? { killed: victim.id } : { killed: victim.id, killedBy: by }));
  if (victim.kind === 'monster' && victim.monster !== undefined && victim.charmedBy === null) {
    combat.kills = [...combat.kills, { id: victim.id, monster: victim.monster, startWoundPoints: victim.startWounds, by }];
  }
  afterDeath(combat, victim, events);
  closeUp(combat);
}

function afterDeath(combat: CitadelCombat, dead: Fighter, events: GameEvent[]): void {
  // 15.5: the Vampire's death frees its victims, with their wounds.
  for (const f of combat.fighters) {
    if (f.dead || f.charmedBy !== dead.id) continue;
    if (f.kind === 'character') {
      free(combat, f, events, `${f.name} is freed by the Vampire's death, keeping his wounds (15.5).`, '15.5');
    } else {
      // 10.5 (PL): a charmed monster whose caster dies turns on the party, placed as near it as it can be.
      f.charmedBy = null;
      f.side = 'monsters';
      removeFromRows(combat, f.id);
      placeInFreeBox(combat, 'monsters', f.id);
      events.push(note(`${f.name} is no longer charmed now that ${dead.name} is dead, and turns on the party (10.5).`, '10.5', { fighterId: f.id }));
    }
  }
  // 16.0: X's death takes the Gate's power and the Demons vanish.
  if (dead.monster === 'x' && combat.hellgate !== null) {
    combat.hellgate.powered = false;
    events.push(note('X the Unknown is dead: the Hellgate loses its power and the Demons vanish (16.0).', '16.0'));
    for (const f of combat.fighters) {
      if (f.monster === 'demon' && !f.dead && f.side === 'monsters') {
        f.dead = true;
        removeFromRows(combat, f.id);
        events.push(note(`${f.name} vanishes.`, '16.0', { vanished: f.id }));
      }
    }
  }
}

/** A character back in the party: into the first free box of its rows, front first (10.5 "a free space"). */
export function free(combat: CitadelCombat, f: Fighter, events: GameEvent[], text: string, section: string): void {
  f.charmedBy = null;
  f.possessedBy = null;
  f.side = 'party';
  removeFromRows(combat, f.id);
  placeInFreeBox(combat, 'party', f.id);
  events.push(note(text, section, { fighterId: f.id }));
  closeUp(combat);
}

/** A fighter goes over to the other side's rows (a charm, a possession). */
export function changeSides(combat: CitadelCombat, f: Fighter, to: 'party' | 'monsters', preferBox = 1): void {
  removeFromRows(combat, f.id);
  f.side = to;
  placeInFreeBox(combat, to, f.id, 0, preferBox);
  closeUp(combat);
}

export function living(combat: CitadelCombat, side: 'party' | 'monsters'): Fighter[] {
  return combat.fighters.filter((f) => f.side === side && !f.dead && !f.petrified);
}

/**
 * Whether anyone on a side still stands (and, given `character`, is a character): `living(…).length > 0` without
 * the list, which every combat step asks after each action.
 */
export function anyLiving(combat: CitadelCombat, side: 'party' | 'monsters', character = false): boolean {
  for (const f of combat.fighters) if (f.side === side && !f.dead && !f.petrified && (!character || f.kind === 'character')) return true;
  return false;
}

