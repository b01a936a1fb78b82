import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { WEAPON_ROW } from '../data/characters';
import { fightExperience } from '../data/experience';
import { spell, type SpellId } from '../data/spells';
import { attack, vampireCharm, weaponName, weaponOf } from './attacks';
import { copyCombat } from './copy';
import { ITEM_NAMES, ITEM_SECTIONS, itemTargets, useItem } from './items';
import { BOX_NAMES, checkPartyMove, closeUp, fighter, legalPartyMoves, members, nearest, partyMoveRequired, placeOf } from './rows';
import { note, pickByDie } from './rolls';
import { canAfford, castPartySpell, COMBAT_SPELLS, SPELL_TARGETS, hellgateBlasts, killSleepers, monsterLightning, monsterMayCast, monsterTarget, spellCost, spellTargets, xInFight } from './spells';
import type { CitadelCombat, CombatAction, CombatOutcome, CombatStep, Fighter } from './types';
import { anyLiving, living, wound } from './wounds';

export interface Refusal {
  readonly ok: false;
  readonly rule: string;
  readonly message: string;
}
const refuse = (rule: string, message: string): Refusal => ({ ok: false, rule, message });

const PHASE_NAMES: Record<CitadelCombat['phase'], string> = {
  partyCombat: 'Party Combat Phase',
  monsterCombat: 'Monster Combat Phase',
  hellgateCombat: 'Hellgate Combat Phase',
  partyReorganization: 'Party Reorganization Phase',
  monsterReorganization: 'Monster Reorganization Phase',
  hellgate: 'destruction of the Hellgate',
  over: 'end of the fight',
};

// ---------------------------------------------------------------------------------------------------------------
// The party's decisions, checked

/** A party fighter able to act in this Party Combat Phase, or why not. */
function actor(combat: CitadelCombat, id: string): Refusal | Fighter {
  if (combat.result !== null) return refuse('9.0', 'The fight is over.');
  if (combat.phase !== 'partyCombat') return refuse('9.0', `The party acts only in the Party Combat Phase; it is the ${PHASE_NAMES[combat.phase]}.`);
  const f = fighter(combat, id);
  if (!f || f.side !== 'party' || f.dead || f.petrified) return refuse('9.0', `“${id}” is not a fighter of the party in this fight.`);
  if (combat.acted.includes(id)) return refuse('9.4', `${f.name} has already acted this round (9.4).`);
  if (combat.aloneFirstRound !== null && combat.round === 1 && id !== combat.aloneFirstRound) {
    return refuse('13.4', 'Only the Coffin\'s investigator fights the Vampire in the first round (13.4).');
  }
  if (f.asleep) return refuse('10.5', `${f.name} is asleep.`);
  return f;
}

/** The fighters `f` may strike from where he stands (9.3): from the first row the nearest of the monsters' first row; from the second, any of them. */
export function attackTargets(combat: CitadelCombat, f: Fighter): string[] {
  const place = placeOf(combat, f.id);
  if (!place || place.side !== 'party') return [];
  const front = combat.monsterRows[0];
  if (place.row === 0) return nearest(front, place.box);
  if (place.row === 1) return members(front);
  return [];
}

export function checkAttack(combat: CitadelCombat, action: Extract<CombatAction, { type: 'attack' }>): Refusal | Fighter {
  const f = actor(combat, action.fighterId);
  if ('ok' in f) return f;
  const unable = strikeRefusal(combat, f);
  if (unable) return unable;
  const targets = attackTargets(combat, f);
  if (!targets.includes(action.targetId)) {
    const names = targets.map((id) => fighter(combat, id)?.name ?? id).join(' or ');
    return refuse('9.3', targets.length ? `${f.name} may attack ${names} from where he stands (9.3).` : 'No enemy stands in reach (9.0 B1).');
  }
  return f;
}

/**
 * The rule that bars `f` from striking anyone from where he stands with what he holds (9.0 B1, 9.4), without its
 * message: the legal actions ask this of every fighter at every decision, and only a refusal shown needs the words.
 */
function strikeBar(combat: CitadelCombat, f: Fighter): 'monsterNotFront' | 'noWeapon' | 'beyondSecondRow' | 'firstRowMissile' | 'secondRowMelee' | undefined {
  const place = placeOf(combat, f.id)!;
  if (f.kind === 'monster') return place.row !== 0 ? 'monsterNotFront' : undefined;
  const w = weaponOf(f, f.weaponInHand);
  if (!w) return 'noWeapon';
  if (place.row >= 2) return 'beyondSecondRow';
  if (place.row === 0 && WEAPON_ROW[w.kind] !== 1) return 'firstRowMissile';
  if (place.row === 1 && WEAPON_ROW[w.kind] !== 2) return 'secondRowMelee';
  return undefined;
}

/** Why `f` cannot strike anyone from where he stands with what he holds (9.0 B1, 9.4), whatever the target. */
function strikeRefusal(combat: CitadelCombat, f: Fighter): Refusal | undefined {
  const bar = strikeBar(combat, f);
  if (bar === undefined) return undefined;
  const place = placeOf(combat, f.id)!;
  const held = (): string => weaponName(weaponOf(f, f.weaponInHand)!);
  switch (bar) {
    case 'monsterNotFront':
      return refuse('9.0', `${f.name} fights only from the party's first row.`);
    case 'noWeapon':
      return refuse('9.4', `${f.name} has no weapon in hand; he must take one up (9.4).`);
    case 'beyondSecondRow':
      return refuse('9.0', `${f.name} is in row ${place.row + 1}; only the first two rows fight (9.0 B1).`);
    case 'firstRowMissile':
      return refuse('9.0', `A ${held()} is used only from the second row (9.0 B1, PL 9.2); ${f.name} must change weapons.`);
    case 'secondRowMelee':
      return refuse('9.0', `From the second row only bows and throw daggers strike (9.0 B1); ${f.name} holds a ${held()}.`);
  }
}

export function checkChangeWeapon(combat: CitadelCombat, action: Extract<CombatAction, { type: 'changeWeapon' }>): Refusal | Fighter {
  const f = actor(combat, action.fighterId);
  if ('ok' in f) return f;
  return changeWeaponRefusal(f, action.weaponId) ?? f;
}

/** Why `f` cannot take up the weapon `weaponId` now (9.4, 9.5). */
function changeWeaponRefusal(f: Fighter, weaponId: string): Refusal | undefined {
  if (f.kind !== 'character') return refuse('9.4', `${f.name} carries no weapons to change.`);
  if (f.weaponInHand === weaponId) return refuse('9.4', `${f.name} already holds it.`);
  const w = weaponOf(f, weaponId);
  if (!w) return refuse('9.4', `${f.name} does not carry “${weaponId}”.`);
  if (f.thrown.includes(w.id)) return refuse('9.5', `${f.name}'s ${weaponName(w)} has been thrown; it is recovered after the fight (9.5).`);
  return undefined;
}

export function checkCast(combat: CitadelCombat, action: Extract<CombatAction, { type: 'castSpell' }>): Refusal | { caster: Fighter; target: Fighter | undefined } {
  const f = actor(combat, action.fighterId);
  if ('ok' in f) return f;
  const unable = castRefusal(combat, f, action.spell, action.ring === true);
  if (unable) return unable;
  if (action.spell === 'explosion' || action.spell === 'ceaseFire') {
    if (action.targetId !== undefined) return refuse('10.5', `${spell(action.spell).name} takes no target.`);
    return { caster: f, target: undefined };
  }
  const targets = spellTargets(combat, action.spell, f);
  const target = targets.find((t) => t.id === action.targetId);
  if (!target) {
    const names = targets.map((t) => t.name).join(', ');
    return refuse('10.5', names ? `${spell(action.spell).name} may be aimed at ${names} (10.5).` : `No one may be the target of ${spell(action.spell).name} now (10.5).`);
  }
  return { caster: f, target };
}

/**
 * The rule that bars `f` from casting `id` now (from a ring's free cast if `ring`), whatever the target (10.0–10.6,
 * 14.8), without its message: the legal actions ask this of every spell of every caster at every decision.
 */
function castBar(combat: CitadelCombat, f: Fighter, id: SpellId, ring: boolean): 'notCharacter' | 'notCombatSpell' | 'noRingCast' | 'notUsable' | 'notSecondRow' | 'noCastsLeft' | 'tooDear' | 'ceaseFireOnX' | undefined {
  if (f.kind !== 'character') return 'notCharacter';
  if (!COMBAT_SPELLS.includes(id)) return 'notCombatSpell';
  if (ring) {
    if (!f.ringCasts.includes(id)) return 'noRingCast';
  } else if (!f.spells.includes(id)) return 'notUsable';
  if (placeOf(combat, f.id)!.row !== 1) return 'notSecondRow';
  if (!ring && (id === 'heal' || id === 'rejuvenate') && f.healUses[id] <= 0) return 'noCastsLeft';
  if (!canAfford(f, ring ? 0 : spellCost(f, id))) return 'tooDear';
  if (id === 'ceaseFire' && xInFight(combat)) return 'ceaseFireOnX';
  return undefined;
}

/** Why `f` cannot cast `id` now (from a ring's free cast if `ring`), whatever the target (10.0–10.6, 14.8). */
function castRefusal(combat: CitadelCombat, f: Fighter, id: SpellId, ring: boolean): Refusal | undefined {
  const bar = castBar(combat, f, id, ring);
  switch (bar) {
    case undefined:
      return undefined;
    case 'notCharacter':
      return refuse('10.5', `${f.name} casts no spells for the party.`);
    case 'notCombatSpell':
      return refuse('10.1', `${typeof id === 'string' && id in SPELL_TARGETS ? spell(id).name : 'That'} is not a spell cast in combat (10.1).`);
    case 'noRingCast':
      return refuse('14.8', `${f.name} has no ring's free cast of ${spell(id).name} left (14.8).`);
    case 'notUsable':
      return refuse('10.0', `${f.name} cannot use ${spell(id).name} this expedition (4.1 D).`);
    case 'notSecondRow':
      return refuse('10.4', `The party casts only from its second row (PL 10.4, 9.0 B1); ${f.name} is in row ${placeOf(combat, f.id)!.row + 1}.`);
    case 'noCastsLeft':
      return refuse('10.6', `${f.name} has no casts of ${spell(id).name} left this expedition (10.6).`);
    case 'tooDear':
      return refuse('10.2', `${spell(id).name} costs ${ring ? 0 : spellCost(f, id)} Wound Points, which would kill ${f.name} (10.2).`);
    case 'ceaseFireOnX':
      return refuse('10.5', 'Cease Fire cannot be used against X the Unknown (10.5).');
  }
}

export function checkUseItem(combat: CitadelCombat, action: Extract<CombatAction, { type: 'useItem' }>): Refusal | { user: Fighter; target: Fighter | undefined } {
  const f = actor(combat, action.fighterId);
  if ('ok' in f) return f;
  const item = f.items.find((i) => i.id === action.itemId);
  if (!item) return refuse('14.0', `${f.name} has no item “${action.itemId}” to use in a fight.`);
  const unable = itemRefusal(combat, f, item);
  if (unable) return unable;
  const targets = itemTargets(combat, item.kind);
  if (targets === undefined) {
    if (action.targetId !== undefined) return refuse(ITEM_SECTIONS[item.kind], `The ${ITEM_NAMES[item.kind]} acts on its user; it takes no target.`);
    return { user: f, target: undefined };
  }
  const target = targets.find((t) => t.id === action.targetId);
  if (!target) {
    const names = targets.map((t) => t.name).join(', ');
    return refuse(ITEM_SECTIONS[item.kind], names ? `The ${ITEM_NAMES[item.kind]} may be used on ${names}.` : `No one here can be the target of the ${ITEM_NAMES[item.kind]}.`);
  }
  return { user: f, target };
}

/** Why `f` cannot use `item` now, whatever the target (14.0, 14.6). */
function itemRefusal(combat: CitadelCombat, f: Fighter, item: Fighter['items'][number]): Refusal | undefined {
  if (item.uses <= 0) return refuse('14.0', `${f.name}'s ${ITEM_NAMES[item.kind]} is used up.`);
  const place = placeOf(combat, f.id)!;
  if (item.kind === 'mindTalisman' && place.row > 1) return refuse('9.0', `${f.name} is in row ${place.row + 1}; only the first two rows fight (9.0 B1).`);
  if (item.kind === 'mindTalisman' && !canAfford(f, 1)) return refuse('14.6', `Using the Talisman of Mind costs 1 Wound Point, which would kill ${f.name} (14.6).`);
  return undefined;
}

function checkMove(combat: CitadelCombat, action: Extract<CombatAction, { type: 'move' }>): Refusal | undefined {
  if (combat.result !== null) return refuse('9.0', 'The fight is over.');
  if (combat.phase !== 'partyReorganization') return refuse('9.0', `The party moves only in the Party Reorganization Phase; it is the ${PHASE_NAMES[combat.phase]}.`);
  if (combat.moved) return refuse('9.0', 'One character moves in each Party Reorganization Phase (9.0 B4).');
  const check = checkPartyMove(combat, action.fighterId, action.toRow, action.toBox);
  return check.ok ? undefined : check;
}

/** Why an action is illegal now, or undefined if it may be taken. */
export function checkCombatAction(combat: CitadelCombat, action: CombatAction): Refusal | undefined {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') return refuse('9.0', 'Not a combat action.');
  switch (action.type) {
    case 'attack': {
      const r = checkAttack(combat, action);
      return 'ok' in r ? r : undefined;
    }
    case 'changeWeapon': {
      const r = checkChangeWeapon(combat, action);
      return 'ok' in r ? r : undefined;
    }
    case 'castSpell': {
      const r = checkCast(combat, action);
      return 'ok' in r ? r : undefined;
    }
    case 'useItem': {
      const r = checkUseItem(combat, action);
      return 'ok' in r ? r : undefined;
    }
    case 'endPartyCombat':
      if (combat.result !== null) return refuse('9.0', 'The fight is over.');
      return combat.phase === 'partyCombat' ? undefined : refuse('9.0', `It is the ${PHASE_NAMES[combat.phase]}.`);
    case 'move':
      return checkMove(combat, action);
    case 'endPartyReorganization':
      if (combat.result !== null) return refuse('9.0', 'The fight is over.');
      if (combat.phase !== 'partyReorganization') return refuse('9.0', `It is the ${PHASE_NAMES[combat.phase]}.`);
      if (partyMoveRequired(combat)) return refuse('9.0', 'One character is left in the first row: a character from the second row must step up (9.0 H).');
      return undefined;
    case 'destroyHellgate': {
      if (combat.phase !== 'hellgate' || combat.result !== null) return refuse('16.0', 'The Hellgate can be attacked only once X and the Demons are gone (16.0).');
      const f = fighter(combat, action.fighterId);
      if (!f || f.side !== 'party' || f.dead || f.petrified || f.kind !== 'character') return refuse('16.0', `“${action.fighterId}” is not a living character of the party.`);
      if (f.hellgateSkill <= 0) return refuse('16.0', `${f.name} has no Hellgate skill (16.0).`);
      return undefined;
    }
    case 'withdraw':
      return combat.phase === 'hellgate' && combat.result === null ? undefined : refuse('9.0', 'A fight cannot be broken off until one side is gone (PL 9.0); only the Hellgate may be left standing (16.0).');
    default:
      return refuse('9.0', 'Unknown combat action.');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Applying

/**
 * Applies one of the party's decisions and runs every automatic phase that follows it (the monsters' attacks, the
 * Hellgate's Blasts, the monsters' reorganization) until the party must decide again or the fight is over.
 */
export function applyCombatAction(state: CitadelCombat, action: CombatAction, rng: Rng): CombatStep {
  const refused = checkCombatAction(state, action);
  if (refused) return refused;
  const combat = copyCombat(state);
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'attack': {
      const f = fighter(combat, action.fighterId)!;
      attack(combat, f, fighter(combat, action.targetId)!, rng, events);
      combat.acted.push(f.id);
      break;
    }
    case 'changeWeapon': {
      const f = fighter(combat, action.fighterId)!;
      // 9.4 (PL): a change of weapon costs the attack, unless his hands are empty (a thrown dagger gone).
      const free = f.weaponInHand === null;
      f.weaponInHand = action.weaponId;
      events.push(note(`${f.name} takes up his ${weaponName(weaponOf(f, action.weaponId)!)}${free ? '' : ' and does not attack this round'} (9.4).`, '9.4'));
      if (!free) combat.acted.push(f.id);
      break;
    }
    case 'castSpell': {
      const r = checkCast(combat, action) as { caster: Fighter; target: Fighter | undefined };
      castPartySpell(combat, r.caster, action.spell, r.target, rng, events, action.ring === true);
      combat.acted.push(r.caster.id);
      break;
    }
    case 'useItem': {
      const r = checkUseItem(combat, action) as { user: Fighter; target: Fighter | undefined };
      useItem(combat, r.user, action.itemId, r.target, rng, events);
      combat.acted.push(r.user.id);
      break;
    }
    case 'endPartyCombat':
      events.push(note('The Party Combat Phase ends.', '9.0'));
      combat.phase = 'monsterCombat';
      break;
    case 'move': {
      const from = placeOf(combat, action.fighterId)!;
      const f = fighter(combat, action.fighterId)!;
      combat.partyRows[from.row]![from.box] = null;
      while (combat.partyRows.length <= action.toRow) combat.partyRows.push([null, null, null]);
      combat.partyRows[action.toRow]![action.toBox] = f.id;
      combat.moved = true;
      closeUp(combat);
      events.push(note(`${f.name} moves to the ${BOX_NAMES[action.toBox]} box of row ${action.toRow + 1}.`, '9.0'));
      break;
    }
    case 'endPartyReorganization':
      combat.phase = 'monsterReorganization';
      break;
    case 'destroyHellgate':
      destroyAttempt(combat, fighter(combat, action.fighterId)!, rng, events);
      break;
    case 'withdraw':
      combat.result = 'withdrew';
      events.push(note('The party withdraws from the Hellgate; it will be found again with fresh Demons and X (16.0).', '16.0'));
      break;
  }
  settle(combat, events);
  runAutomatic(combat, rng, events);
  const outcome = combat.result === null ? undefined : outcomeOf(combat);
  if (outcome) combat.phase = 'over';
  return outcome ? { ok: true, combat, events, outcome } : { ok: true, combat, events };
}

/** Runs the phases the party does not decide, from the current one, until it must decide or the fight ends. */
export function runAutomatic(combat: CitadelCombat, rng: Rng, events: GameEvent[]): void {
  // At most one round's phases pass before the party must decide again (in its Combat Phase at the latest).
  for (let guard = 0; guard < 6 && combat.result === null; guard++) {
    switch (combat.phase) {
      case 'partyCombat':
        // The party always decides here, if only to end the phase: the loop never runs a round on its own.
        return;
      case 'monsterCombat':
        monsterCombat(combat, rng, events);
        combat.phase = 'hellgateCombat';
        break;
      case 'hellgateCombat':
        if (combat.hellgate?.powered) {
          events.push(note('Hellgate Combat Phase (9.0 B3).', '9.0'));
          hellgateBlasts(combat, rng, events);
        }
        combat.phase = 'partyReorganization';
        combat.moved = false;
        break;
      case 'partyReorganization':
        if (legalPartyMoves(combat).length > 0) return;
        combat.phase = 'monsterReorganization';
        break;
      case 'monsterReorganization':
        monsterReorganization(combat, rng, events);
        combat.round += 1;
        combat.acted = [];
        combat.phase = 'partyCombat';
        events.push(note(`Round ${combat.round}.`, '9.0'));
        break;
      case 'hellgate':
      case 'over':
        return;
    }
    settle(combat, events);
  }
}

/**
 * The Party Combat Phase's legal actions, built from the same refusals `checkCombatAction` applies but one fighter,
 * spell or item at a time (a refusal that does not depend on the target rules out all its targets at once), in the
 * order the choices list them: each fighter's attacks, casts (known spells, then rings' free casts), weapon changes and
 * items, then the end of the phase. A test holds it equal to listing every candidate and checking each.
 */
function partyCombatActions(combat: CitadelCombat, weighed?: Weighed): CombatAction[] {
  const out: CombatAction[] = [];
  for (const f of living(combat, 'party')) {
    // Each quick test below is one the refusal after it makes too: it skips building a refusal's message (a string
    // per fighter, spell and weapon, every decision of a fight) where the answer is already known.
    if (combat.acted.includes(f.id) || 'ok' in actor(combat, f.id)) continue;
    if (strikeBar(combat, f) === undefined) for (const t of attackTargets(combat, f)) out.push({ type: 'attack', fighterId: f.id, targetId: t });
    // 10.4: the party casts only from its second row.
    if (f.kind === 'character' && placeOf(combat, f.id)?.row === 1) {
      for (const id of f.spells) if (!weighed || weighed.spells.has(id)) castActions(combat, f, id, false, out);
      for (const id of f.ringCasts) if (!weighed || weighed.spells.has(id)) castActions(combat, f, id, true, out);
    }
    for (const w of f.weapons) if (w.id !== f.weaponInHand && !changeWeaponRefusal(f, w.id)) out.push({ type: 'changeWeapon', fighterId: f.id, weaponId: w.id });
    if (weighed && !weighed.items) continue;
    for (const item of f.items) {
      if (itemRefusal(combat, f, item)) continue;
      const targets = itemTargets(combat, item.kind);
      if (targets === undefined) out.push({ type: 'useItem', fighterId: f.id, itemId: item.id });
      else for (const t of targets) out.push({ type: 'useItem', fighterId: f.id, itemId: item.id, targetId: t.id });
    }
  }
  out.push({ type: 'endPartyCombat' });
  return out;
}

function castActions(combat: CitadelCombat, f: Fighter, id: SpellId, ring: boolean, out: CombatAction[]): void {
  if (!COMBAT_SPELLS.includes(id) || castBar(combat, f, id, ring) !== undefined) return;
  const base = ring ? { type: 'castSpell' as const, fighterId: f.id, spell: id, ring: true } : { type: 'castSpell' as const, fighterId: f.id, spell: id };
  if (id === 'explosion' || id === 'ceaseFire') out.push(base);
  else for (const t of spellTargets(combat, id, f)) out.push({ ...base, targetId: t.id });
}

/** Every action that might be legal now, unchecked, in the order the choices list them. */
export function combatCandidates(combat: CitadelCombat): CombatAction[] {
  const out: CombatAction[] = [];
  if (combat.result !== null) return out;
  if (combat.phase === 'partyCombat') {
    for (const f of living(combat, 'party')) {
      if (combat.acted.includes(f.id)) continue;
      for (const t of attackTargets(combat, f)) out.push({ type: 'attack', fighterId: f.id, targetId: t });
      const casts = [...f.spells.map((id) => ({ id, ring: false })), ...f.ringCasts.map((id) => ({ id, ring: true }))];
      for (const { id, ring } of casts) {
        if (!COMBAT_SPELLS.includes(id)) continue;
        const base = ring ? { type: 'castSpell' as const, fighterId: f.id, spell: id, ring: true } : { type: 'castSpell' as const, fighterId: f.id, spell: id };
        if (id === 'explosion' || id === 'ceaseFire') out.push(base);
        else for (const t of spellTargets(combat, id, f)) out.push({ ...base, targetId: t.id });
      }
      for (const w of f.weapons) out.push({ type: 'changeWeapon', fighterId: f.id, weaponId: w.id });
      for (const item of f.items) {
        const targets = itemTargets(combat, item.kind);
        if (targets === undefined) out.push({ type: 'useItem', fighterId: f.id, itemId: item.id });
        else for (const t of targets) out.push({ type: 'useItem', fighterId: f.id, itemId: item.id, targetId: t.id });
      }
    }
    out.push({ type: 'endPartyCombat' });
  } else if (combat.phase === 'partyReorganization') {
    for (const m of legalPartyMoves(combat)) out.push({ type: 'move', ...m });
    out.push({ type: 'endPartyReorganization' });
  } else if (combat.phase === 'hellgate') {
    for (const f of living(combat, 'party')) if (f.kind === 'character' && f.hellgateSkill > 0) out.push({ type: 'destroyHellgate', fighterId: f.id });
    out.push({ type: 'withdraw' });
  }
  return out;
}

/**
 * What a player weighs in the Party Combat Phase: the spells it would ever cast, and whether it would use an item. An
 * autoplayer that asks with it gets only those of the legal actions (the others are never built), in the same order.
 */
export interface Weighed {
  readonly spells: ReadonlySet<SpellId>;
  readonly items: boolean;
}

/**
 * Every legal action now, each one that `applyCombatAction` accepts, in the order the choices list them; with
 * `weighed`, the Party Combat Phase's casts and items are only those it names.
 */
export function legalCombatActions(combat: CitadelCombat, weighed?: Weighed): CombatAction[] {
  // The Party Combat Phase holds nearly every decision of a fight (dozens of candidates): built directly there.
  if (combat.result === null && combat.phase === 'partyCombat') return partyCombatActions(combat, weighed);
  return combatCandidates(combat).filter((a) => checkCombatAction(combat, a) === undefined);
}

/** 9.0 B2: each monster of the first row attacks (or casts), and the casters behind it cast; abilities ride along (15.0). */
function monsterCombat(combat: CitadelCombat, rng: Rng, events: GameEvent[]): void {
  events.push(note('Monster Combat Phase.', '9.0'));
  const order = combat.monsterRows.flatMap((r, row) => members(r).map((id) => ({ id, row })));
  for (const { id, row } of order) {
    if (combat.result !== null || !anyLiving(combat, 'party')) break;
    const m = fighter(combat, id)!;
    if (m.dead || m.petrified || m.asleep || m.side !== 'monsters') continue;
    // Rows beyond the second do nothing (9.0 B2); row 2 only casts.
    if (row > 1) continue;
    if (m.kind === 'monster' && monsterMayCast(m)) {
      monsterLightning(combat, m, rng, events);
      continue;
    }
    if (row !== 0) continue;
    const alone = combat.aloneFirstRound !== null && combat.round === 1 ? fighter(combat, combat.aloneFirstRound) : undefined;
    const target = alone && !alone.dead && !alone.petrified && alone.side === 'party' ? alone : monsterTarget(combat, m, rng, events);
    if (!target) continue;
    attack(combat, m, target, rng, events);
    if (m.monster === 'vampire' && !m.dead) vampireCharm(combat, m, target, rng, events);
  }
  combat.monsterPhases += 1;
  // 15.4: the Troll regenerates at the end of every third Monster Combat Phase after its first wound.
  for (const t of combat.fighters) {
    if (t.monster !== 'troll' || t.dead || t.firstWoundedAfterPhase === null || t.wounds === 0) continue;
    const since = combat.monsterPhases - t.firstWoundedAfterPhase;
    if (since > 0 && since % 3 === 0) {
      t.wounds -= 1;
      events.push(note(`${t.name} regenerates 1 Wound Point (${t.wounds} of ${t.woundPoints}) (15.4).`, '15.4', { fighterId: t.id }));
    }
  }
}

/**
 * 9.0 B5, H: one monster moves forward: if the first row holds fewer than three, one from the second row must step
 * into it; otherwise one may move up a row to fill a gap (the first gap from the front that a monster can reach).
 * Straight or diagonal, never sideways or back; the strongest of those who could move goes, straight ahead if it can,
 * and a die chooses between two equally near boxes. Sleepers stay where they lie.
 */
function monsterReorganization(combat: CitadelCombat, rng: Rng, events: GameEvent[]): void {
  const rows = combat.monsterRows;
  for (let r = 0; r + 1 < rows.length; r++) {
    const free = [0, 1, 2].filter((b) => rows[r]![b] === null);
    if (free.length === 0) continue;
    const movers = members(rows[r + 1])
      .map((id) => fighter(combat, id)!)
      .filter((m) => !m.asleep)
      .map((m) => ({ m, boxes: nearestOpen(free, rows[r + 1]!.indexOf(m.id)) }))
      .filter((x) => x.boxes.length > 0)
      .sort((a, b) => b.m.woundPoints - b.m.wounds - (a.m.woundPoints - a.m.wounds));
    const mover = movers[0];
    if (!mover) continue;
    const box = pickByDie(rng, mover.boxes, (b) => `the ${BOX_NAMES[b]} box`, `Where ${mover.m.name} moves up`, '9.0', events)!;
    const from = rows[r + 1]!.indexOf(mover.m.id);
    rows[r + 1]![from] = null;
    rows[r]![box] = mover.m.id;
    closeUp(combat);
    events.push(note(`${mover.m.name} moves up to the ${BOX_NAMES[box]} box of row ${r + 1} (9.0 B5).`, '9.0'));
    return;
  }
}

/** The open boxes a monster at `box` can step into, straight ahead before diagonally (the nearest ones). */
function nearestOpen(free: readonly number[], box: number): number[] {
  const reach = free.filter((b) => Math.abs(b - box) <= 1);
  const best = Math.min(...reach.map((b) => Math.abs(b - box)));
  return reach.filter((b) => Math.abs(b - box) === best);
}

/** 16.0: a Hellgate-skilled character's attempt: 1D6 at most his skill destroys the Gate; a failure costs him 1 Wound Point. */
function destroyAttempt(combat: CitadelCombat, f: Fighter, rng: Rng, events: GameEvent[]): void {
  const skill = Math.min(5, f.hellgateSkill);
  const r = roll(rng, '1D6', { section: '16.0', table: 'Hellgate', purpose: `${f.name} tries to destroy the Hellgate (skill ${skill})` });
  const ok = r.total <= skill;
  events.push({ kind: 'roll', text: `${f.name} tries to destroy the Hellgate: rolled ${r.total} against his Hellgate skill ${skill}: ${ok ? 'the Gate crumbles to dust' : 'failure'}.`, section: '16.0', roll: withResult(r, ok ? 'destroyed' : 'failure') });
  if (ok) {
    combat.hellgate!.destroyed = true;
    combat.result = 'hellgateDestroyed';
    return;
  }
  wound(combat, f, 1, events, { section: '16.0', absorbable: false });
}

/** After every step: sleepers killed when alone, and whether a side is gone. */
function settle(combat: CitadelCombat, events: GameEvent[]): void {
  if (combat.result !== null) return;
  killSleepers(combat, events);
  if (!anyLiving(combat, 'party', true)) {
    combat.result = 'partyDead';
    events.push(note('The party is dead.', '9.0'));
    return;
  }
  if (anyLiving(combat, 'monsters')) return;
  if (combat.hellgate !== null && !combat.hellgate.destroyed) {
    if (combat.phase !== 'hellgate') {
      combat.phase = 'hellgate';
      events.push(note('X and the Demons are gone: a character with the Hellgate skill may try to destroy the Gate, or the party may withdraw (16.0).', '16.0'));
    }
    if (!living(combat, 'party').some((f) => f.kind === 'character' && f.hellgateSkill > 0)) events.push(note('No one left alive has the Hellgate skill: the party can only withdraw (16.0).', '16.0'));
    return;
  }
  combat.result = 'partyWon';
  events.push(note('The monsters are gone: the party has won the fight.', '9.0'));
}

/** What the engine carries back. */
export function outcomeOf(combat: CitadelCombat): CombatOutcome {
  const won = combat.result === 'partyWon' || combat.result === 'hellgateDestroyed';
  return {
    result: combat.result!,
    characters: combat.fighters
      .filter((f) => f.kind === 'character')
      .map((f) => ({ id: f.id, wounds: f.wounds, dead: f.dead, petrified: f.petrified, lost: !f.dead && f.side === 'monsters', mageArmor: f.mageArmor, healUses: { ...f.healUses }, items: f.items.map((i) => ({ id: i.id, uses: i.uses })), ringCasts: [...f.ringCasts], thrown: won ? [] : [...f.thrown] })),
    kills: combat.kills.map((k) => ({ ...k })),
    experience: fightExperience(combat.kills.map((k) => k.startWoundPoints), combat.level),
    charmedMonsters: combat.fighters.filter((f) => f.kind === 'monster' && !f.dead && f.side === 'party' && f.charmedBy !== null).map((f) => ({ id: f.id, wounds: f.wounds, charmedBy: f.charmedBy! })),
    survivingMonsters: combat.fighters.filter((f) => f.kind === 'monster' && !f.dead && f.side === 'monsters' && f.monster !== 'demon' && f.monster !== 'x').map((f) => ({ id: f.id, wounds: f.wounds })),
    hellgateDestroyed: combat.hellgate?.destroyed ?? false,
  };
}

