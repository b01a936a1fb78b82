import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { WEAPONS } from '../data/characters';
import { MONSTERS } from '../data/monsters';
import { SPELLS } from '../data/spells';
import { outcomeOf, runAutomatic } from './phases';
import { ITEM_NAMES } from './items';
import { characterFighter, monsterFighter, orderMonsters } from './fighters';
import { BOXES, closeUp, members, monsterRowsFor } from './rows';
import { note, resists } from './rolls';
import type { CitadelCombat, CombatContext, CombatMonsterInput, CombatPartyInput, CombatStep, Fighter } from './types';
import { changeSides } from './wounds';

const refuse = (rule: string, message: string): CombatStep => ({ ok: false, rule, message });

const wholeAtLeast = (n: unknown, min: number) => typeof n === 'number' && Number.isInteger(n) && n >= min;

/** Every input checked before a fight starts: a clear refusal, never a throw, for anything a caller could pass wrong. */
export function combatInputRefusal(party: CombatPartyInput, monsters: readonly CombatMonsterInput[], context: CombatContext): CombatStep | undefined {
  if (![1, 2, 3].includes(context.level)) return refuse('6.7', 'The level must be 1, 2 or 3.');
  const ids = new Set<string>();
  for (const c of party.characters) {
    if (typeof c.id !== 'string' || c.id === '' || ids.has(c.id)) return refuse('9.0', `Character id “${String(c.id)}” is missing or used twice.`);
    ids.add(c.id);
    if (!wholeAtLeast(c.woundPoints, 1) || !wholeAtLeast(c.wounds, 0)) return refuse('9.7', `${c.name}'s Wound Points and wounds must be whole numbers.`);
    if (c.wounds >= c.woundPoints) return refuse('9.7', `${c.name} is dead and cannot fight.`);
    if (c.weapons.length > 2) return refuse('4.1', `${c.name} carries more than two weapons.`);
    if (c.weapons.some((w) => !WEAPONS.includes(w.kind))) return refuse('4.3', `${c.name} carries an unknown kind of weapon.`);
    const items = c.items ?? [];
    if (items.some((i) => !(i.kind in ITEM_NAMES) || !wholeAtLeast(i.uses, 0)) || new Set(items.map((i) => i.id)).size !== items.length) {
      return refuse('14.0', `${c.name}'s items must each have their own id, a kind used in fights and a whole number of uses.`);
    }
    if ([...(c.spells ?? []), ...(c.ringCasts ?? [])].some((id) => !SPELLS.includes(id))) return refuse('10.9', `${c.name} knows a spell that is not on the spell list.`);
  }
  for (const m of [...monsters, ...(party.charmedMonsters ?? [])]) {
    if (typeof m.id !== 'string' || m.id === '' || ids.has(m.id) || m.id === 'hellgate') return refuse('9.0', `Monster id “${String(m.id)}” is missing or used twice.`);
    ids.add(m.id);
    if (!MONSTERS.includes(m.monster)) return refuse('8.2', `“${String(m.monster)}” is not a Citadel monster.`);
    if (!wholeAtLeast(m.woundPoints, 1) || !wholeAtLeast(m.wounds ?? 0, 0) || (m.wounds ?? 0) >= m.woundPoints) return refuse('9.7', `${m.name}'s Wound Points must be whole and above its wounds.`);
  }
  for (const m of party.charmedMonsters ?? []) {
    if (!party.characters.some((c) => c.id === m.charmedBy)) return refuse('10.5', `${m.name} must be charmed by a character of the party.`);
  }
  const inOrder = party.order.flatMap((r) => members(r));
  if (party.order.some((r) => r.length !== BOXES)) return refuse('9.0', 'Each row of the march order has three boxes.');
  const partyIds = [...party.characters.map((c) => c.id), ...(party.charmedMonsters ?? []).map((m) => m.id)];
  if (inOrder.length !== new Set(inOrder).size || inOrder.length !== partyIds.length || partyIds.some((id) => !inOrder.includes(id))) {
    return refuse('9.0', 'The march order must place every member of the party once.');
  }
  if (party.characters.length === 0) return refuse('9.0', 'A fight needs at least one character.');
  const possessed = context.possessed;
  if (monsters.length === 0 && possessed === undefined) return refuse('9.0', 'A fight needs at least one monster.');
  if (possessed && !party.characters.some((c) => c.id === possessed.characterId)) return refuse('13.2', 'The possessed character must be one of the party.');
  if (possessed && party.characters.length < 2) return refuse('13.2', 'A possessed character needs a party to fight.');
  if (context.aloneFirstRound !== undefined && !party.characters.some((c) => c.id === context.aloneFirstRound)) return refuse('13.4', 'The Coffin\'s investigator must be one of the party.');
  if (context.hellgate && !monsters.some((m) => m.monster === 'x')) return refuse('16.0', 'The Hellgate is guarded by X the Unknown: pass its guards (hellgateGuards).');
  return undefined;
}

/** The row of the march order `id` stands in (0 where it stands in none, as the fight's first row). */
function rowIn(order: CombatPartyInput['order'], id: string): number {
  for (let r = 0; r < order.length; r++) if (order[r]!.includes(id)) return r;
  return 0;
}

/**
 * 9.0 A: sets up a fight. The party keeps its march order; the monsters line up strongest first, three to a row, in as
 * many rows as they need; the Hellgate's guards put the Demons ahead of X, and the Gate behind them all (16.0). Cronks'
 * stench is checked at once (15.1).
 */
export function startCombat(party: CombatPartyInput, monsters: readonly CombatMonsterInput[], context: CombatContext, rng: Rng): CombatStep {
  return combatInputRefusal(party, monsters, context) ?? beginCombat(party, monsters, context, rng);
}

/**
 * `startCombat` without the input's check, for the engine's own fights (game/flow.ts `startFight`): their input is made
 * from the records by `combat-bridge.ts`, and checking it again each fight cost a fifth of starting one.
 * `tests/unit/citadel/game/fight-input.test.ts` holds the bridge's input to `combatInputRefusal` over autoplayed
 * campaigns.
 */
export function beginCombat(party: CombatPartyInput, monsters: readonly CombatMonsterInput[], context: CombatContext, rng: Rng): CombatStep & { ok: true } {
  const events: GameEvent[] = [];
  // Pushed into one list, in the same order (characters, monsters charmed earlier, the monsters), rather than three
  // lists spread into a fourth: this runs once per fight, the engine's dearest common action.
  const fighters: Fighter[] = [];
  for (const c of party.characters) fighters.push(characterFighter(c, rowIn(party.order, c.id)));
  for (const m of party.charmedMonsters ?? []) fighters.push(monsterFighter(m, m.charmedBy));
  for (const m of monsters) fighters.push(monsterFighter(m));
  let monsterOrder: string[];
  if (context.hellgate) {
    const demons = monsters.filter((m) => m.monster !== 'x');
    monsterOrder = [...orderMonsters(demons, rng, events), ...monsters.filter((m) => m.monster === 'x').map((m) => m.id)];
  } else monsterOrder = orderMonsters(monsters, rng, events);
  const combat: CitadelCombat = {
    version: 1,
    level: context.level,
    round: 1,
    phase: context.monstersFirst ? 'monsterCombat' : 'partyCombat',
    fighters,
    partyRows: party.order.map((r) => [...r]),
    monsterRows: monsterRowsFor(monsterOrder),
    acted: [],
    moved: false,
    monsterPhases: 0,
    hellgate: null,
    aloneFirstRound: context.aloneFirstRound ?? null,
    kills: [],
    result: null,
  };
  closeUp(combat);
  events.push(note(`Combat begins on level ${context.level}: ${monsters.map((m) => m.name).join(', ') || 'no monsters'}.`, '9.0'));
  if (context.hellgate) {
    // 16.0: X in or behind the last Demon row, the Gate in the row behind him (at least the third).
    combat.hellgate = { row: Math.max(2, combat.monsterRows.length), powered: true, destroyed: false };
    events.push(note(`The Hellgate stands in row ${combat.hellgate.row + 1} of the monsters' march order, behind X the Unknown (16.0).`, '16.0'));
  }
  if (context.possessed) {
    const victim = fighters.find((f) => f.id === context.possessed!.characterId)!;
    victim.possessedBy = context.possessed.by;
    if (context.possessed.by === 'xStatue') {
      // 13.2: in the middle space of the monster march order.
      changeSides(combat, victim, 'monsters', 1);
      events.push(note(`${victim.name} serves X the Unknown from the middle of the monsters' march order until he dies, the party dies, or Redemption frees him (13.2).`, '13.2', { possessed: victim.id }));
    } else {
      // 14.6 (PL): he attacks from his own box: the same row and box, faced against the party (see rulings).
      const from = combat.partyRows.findIndex((r) => r.includes(victim.id));
      const box = combat.partyRows[from]!.indexOf(victim.id);
      combat.partyRows[from]![box] = null;
      victim.side = 'monsters';
      while (combat.monsterRows.length <= from) combat.monsterRows.push([null, null, null]);
      combat.monsterRows[from]![box] = victim.id;
      closeUp(combat);
      events.push(note(`${victim.name} is in the Evil talisman's power and attacks the party from where he stood (14.6).`, '14.6', { possessed: victim.id }));
    }
  }
  if (context.monstersFirst) events.push(note('The bribe was refused: the monsters strike first (8.9).', '8.9'));
  // 15.1 Cronks' stench, checked by every party member as the fight begins.
  if (monsters.some((m) => m.monster === 'cronk')) {
    for (const f of fighters) {
      if (f.kind !== 'character' || f.side !== 'party') continue;
      if (!resists(rng, f, "the Cronks' stench", '15.1', events)) {
        f.modifiers = [...f.modifiers, { label: 'Cronk stench', value: -2, section: '15.1' }];
        events.push(note(`${f.name} is sickened: Combat Bonus −2 for this fight (15.1).`, '15.1', { fighterId: f.id }));
      }
    }
  }
  if (combat.aloneFirstRound !== null) {
    const alone = fighters.find((f) => f.id === combat.aloneFirstRound)!;
    events.push(note(`${alone.name} faces the Vampire alone for the first round; then the party may join (13.4).`, '13.4'));
  }
  runAutomatic(combat, rng, events);
  if (combat.result !== null) {
    const outcome = outcomeOf(combat);
    combat.phase = 'over';
    return { ok: true, combat, events, outcome };
  }
  return { ok: true, combat, events };
}
