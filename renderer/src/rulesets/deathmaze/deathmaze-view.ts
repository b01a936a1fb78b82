/**
 * Read-only views of a Deathmaze state for the game screen. The renderer holds no rules: these only name and describe
 * what the engine's state already says (the charts' printed values, item names), and group the engine's own choices
 * so the panels can show them by kind. A state of another shape reads as null and the screen falls back to the
 * generic panels.
 */
import type { Choice } from '@shared/engine/ruleset';
import type { DeathmazeState, GameAdventurer, Phase } from '@shared/rulesets/deathmaze/game/types';
import { WEAPON_NAMES } from '@shared/rulesets/deathmaze/data/characters';
import { characteristics, counter, type MonsterGroup } from '@shared/rulesets/deathmaze/data/monsters';
import { FEATURE_NAMES } from '@shared/rulesets/deathmaze/data/features';
import { ALL_CLASS_TRAITS } from '@shared/rulesets/deathmaze/advanced/wizard';
import { isSpellId, spellName } from '@shared/rulesets/deathmaze/advanced/spells';
import { itemName } from '@shared/rulesets/deathmaze/game/items';

export type { DeathmazeState, GameAdventurer };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The state as a Deathmaze state, when it has that shape. */
export function asDeathmaze(state: unknown): DeathmazeState | null {
  if (!isRecord(state) || !isRecord(state.phase) || typeof state.phase.kind !== 'string') return null;
  if (!Array.isArray(state.party) || !isRecord(state.marchingOrder)) return null;
  return state as unknown as DeathmazeState;
}

export interface PhaseInfo {
  readonly kind: string;
  readonly title: string;
  readonly section?: string;
  readonly detail?: string;
}

/** Words for each phase; a phase this list does not know still shows with its engine name and choices. */
export function describePhase(phase: Phase | { kind: string }): PhaseInfo {
  const p = phase as Phase;
  switch (p.kind) {
    case 'exploring':
      return { kind: p.kind, title: 'Exploring', section: '5.2', detail: 'Choose an exit, use or pass items, or rearrange the marching order.' };
    case 'placing':
      return { kind: p.kind, title: 'Placing a chit', section: '5.24', detail: 'The drawn chit fits more than one way: choose how it faces.' };
    case 'trap':
      return {
        kind: p.kind,
        title: p.source.kind === 'door' ? 'A trapped door' : p.source.kind === 'chest' ? 'A trapped chest' : 'A trapped trap door',
        section: '10.1',
        detail: 'A Thief may try to remove the trap (1D6 ≤ Detrap), Sesame opens it safely, or someone opens it and suffers the trap.',
      };
    case 'encounter':
      return {
        kind: p.kind,
        title: p.negotiated === 'no' ? 'Monsters!' : p.negotiated === 'agreement' ? 'An agreement' : 'Tribute offered',
        section: p.negotiated === 'no' ? '7.13' : p.negotiated === 'agreement' ? '7.23' : '7.24',
        detail:
          p.negotiated === 'no'
            ? 'Negotiate (2D6 minus the monster’s Negotiation value) or attack.'
            : 'The monsters will let the party be; the party may still attack.',
      };
    case 'combat':
      return { kind: p.kind, title: `Combat, round ${p.combat.round}`, section: '8.0', detail: combatPhaseText(p.combat.phase) };
    case 'feature':
      return { kind: p.kind, title: `An unusual feature: the ${FEATURE_NAMES[p.feature]}`, section: '6.0', detail: 'Delegate one adventurer (preferably a Thief) to investigate, or ignore it.' };
    case 'treasure':
      return { kind: p.kind, title: 'Treasure', section: '9.1', detail: 'Open chests, give each magic item found to an adventurer, or leave it behind.' };
    case 'ended':
      return { kind: p.kind, title: p.reason === 'left' ? 'Out of the Deathmaze' : 'The party has fallen', section: '4.0' };
    case 'petrified':
      return { kind: p.kind, title: 'Turned to stone', section: '12.34', detail: 'A Wizard may cast Stone-Flesh; whoever stays stone is dead.' };
    case 'home':
      return { kind: p.kind, title: 'At home', section: '13.0', detail: 'Advance, recruit and choose the next party.' };
    default: {
      const kind = (phase as { kind: string }).kind;
      return { kind, title: kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()) };
    }
  }
}

export function combatPhaseText(phase: string): string {
  switch (phase) {
    case 'partyCombat':
      return 'Party Combat Phase [8.2]: each adventurer in the first row (or with a missile weapon) attacks once.';
    case 'monsterCombat':
      return 'Monster Combat Phase [8.3].';
    case 'partyReorganization':
      return 'Party Reorganization Phase [8.5]: shift within a row, or make the one move between rows.';
    case 'monsterReorganization':
      return 'Monster Reorganization Phase [8.5].';
    default:
      return 'The fight is over.';
  }
}

/** One kind of decision, as the panels group the engine's choices. */
export interface ChoiceGroup {
  readonly key: string;
  readonly title: string;
  readonly items: readonly { readonly choice: Choice<unknown>; readonly index: number }[];
}

const GROUP_TITLES: Record<string, string> = {
  move: 'Where to go',
  place: 'Orientation',
  trap: 'The trap',
  encounter: 'Meet the monsters',
  attack: 'Attacks',
  changeWeapon: 'Change weapon',
  useItem: 'Use an item',
  castSpell: 'Spells',
  endPartyCombat: 'End of phase',
  shift: 'Reorganize: shift in a row',
  moveRow: 'Reorganize: change rows',
  endPartyReorganization: 'End of phase',
  investigate: 'Investigate',
  treasure: 'The haul',
  items: 'Items',
  give: 'Pass items',
  cast: 'Spells',
  arrange: 'Marching order',
  leave: 'Leave',
  home: 'Home',
  campaign: 'Campaign',
};

/** Which group an action belongs to: by its type, and a combat action by its own type. */
export function choiceKind(action: unknown): string {
  if (!isRecord(action) || typeof action.type !== 'string') return 'other';
  const type = action.type;
  if (type === 'combat' && isRecord(action.action) && typeof action.action.type === 'string') return action.action.type;
  if (['negotiate', 'attack', 'passBy', 'peg'].includes(type)) return 'encounter';
  if (['investigate', 'ignoreFeature'].includes(type)) return 'investigate';
  if (['openChest', 'assign', 'discard'].includes(type)) return 'treasure';
  if (['use', 'wield'].includes(type)) return 'items';
  if (['decline'].includes(type)) return 'cast';
  if (type === 'rename') return 'rename';
  if (['recruit', 'retire', 'advance', 'chooseParty', 'beginExpedition'].includes(type)) return 'campaign';
  return type;
}

/**
 * The engine's choices grouped by kind, in the order their first member appears (so the natural step stays first).
 * Renaming needs a typed name, so it lives beside each name (records, roster) rather than among the buttons.
 */
export function groupChoices(choices: readonly Choice<unknown>[]): ChoiceGroup[] {
  const groups = new Map<string, { choice: Choice<unknown>; index: number }[]>();
  choices.forEach((choice, index) => {
    const key = choiceKind(choice.action);
    if (key === 'rename') return;
    const list = groups.get(key) ?? [];
    list.push({ choice, index });
    groups.set(key, list);
  });
  return [...groups.entries()].map(([key, items]) => ({
    key,
    title: GROUP_TITLES[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
    items,
  }));
}

export interface MonsterRow {
  readonly name: string;
  readonly woundPoints: number;
  readonly wounds: number;
  readonly dead: boolean;
}

/** A monster group with the printed values of its counter [7.14] and chart [7.5]. */
export interface GroupView {
  readonly name: string;
  readonly plural: string;
  readonly count: number;
  readonly combatBonus: string;
  readonly woundCode: string;
  readonly negotiation: number;
  readonly magicResistance: number;
  readonly treasure: string;
  readonly special: string | null;
  readonly monsters: readonly MonsterRow[];
}

export function describeMonsterGroup(group: MonsterGroup): GroupView {
  const c = characteristics(group.type);
  const k = counter(group.type);
  return {
    name: c.name,
    plural: c.plural,
    count: group.count,
    combatBonus: typeof k.combatBonus === 'number' ? signed(k.combatBonus) : 'W',
    woundCode: k.woundCode,
    negotiation: c.negotiation,
    magicResistance: c.magicResistance,
    treasure: group.treasure,
    special: c.special,
    monsters: group.monsters.map((m) => ({ name: `${c.name} ${m.index}`, woundPoints: m.woundPoints, wounds: m.wounds, dead: m.wounds >= m.woundPoints })),
  };
}

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

export function className(a: Pick<GameAdventurer, 'class'>): string {
  return ALL_CLASS_TRAITS[a.class]?.name ?? a.class;
}

export function weaponName(id: string): string {
  return (WEAPON_NAMES as Record<string, string>)[id] ?? id;
}

export function spellLabel(id: string): string {
  return isSpellId(id) ? spellName(id) : id;
}

export { itemName };

/** Armour's Wound Points Bonus counts in the record's total [9.32]. */
export function armourBonus(a: GameAdventurer): number {
  return a.magicItems.reduce((sum, i) => sum + (i.kind === 'armour' ? i.bonus : 0), 0);
}

/** Where an adventurer stands in the marching order, "row 1, box 2", or null. */
export function placeInOrder(state: DeathmazeState, id: string): string | null {
  for (const [r, row] of state.marchingOrder.rows.entries()) {
    const b = row.indexOf(id);
    if (b >= 0) return `row ${r + 1}, box ${b + 1}`;
  }
  return null;
}
