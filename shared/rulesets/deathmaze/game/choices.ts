import type { Choice } from '../../../engine/ruleset';
import { WEAPON_NAMES, type WeaponId } from '../data/characters';
import { describeGroup, theGroup, characteristics, type MonsterGroup } from '../data/monsters';
import { monsterName, monsterTargetId, potionSuits } from '../charm/in-encounter';
import { FEATURE_NAMES } from '../data/features';
import { potionTestActions } from './potion-test-in-combat';
import { combatChoices, legalCombatActions, validateMarchingOrder, type CombatAction, type CombatState, type MarchingRow } from '../combat';
import { describeRotation, designAt, designOf, exitsFrom, isEntrance, type Exit } from '../maze';
import type { DeathmazeAction } from './actions';
import { ALL_CLASS_TRAITS, SPELLS, combatOptionsFor, spellActions, spellName, parseSpell, type SpellId } from '../advanced';
import { advancementChoices, abilityPointClosed, abilityPointsAffordable, describeOption, ownedMagicWeapons, type RosterAdventurer, type WeaponPick } from '../campaign';
import { currentWeapons, describePick } from './home';
import { wizardsForStoneFlesh } from './spellcasting';
import { castableSpells } from './castable';
import type { PartyPick, Phase } from './types';
import { defaultHeldSlot, frontRowOptions, toCombatMonsters } from './encounter';
import { itemName, mayCarry } from './items';
import { neutralizers } from './poison';
import { living } from './party';
import { sesameOf } from './traps';
import type { DeathmazeState, GameAdventurer } from './types';
import { buildChoice } from './choice-groups';

type C = Choice<DeathmazeAction>;

/** `subjectId` only where the action alone does not say whom it is about (see choice-groups.ts). */
function choice(id: string, label: string, section: string | undefined, action: DeathmazeAction, subjectId?: string): C {
  return buildChoice({ id, label, section, action, subjectId });
}

const LEADS_ORDER: Record<Exit['leadsTo'], number> = { empty: 0, unvisited: 1, explored: 2 };

function moveChoices(state: DeathmazeState): C[] {
  const exits = [...exitsFrom(state.maze, state.position)].sort((a, b) => LEADS_ORDER[a.leadsTo] - LEADS_ORDER[b.leadsTo]);
  return exits.map((e) => {
    const where =
      e.leadsTo === 'empty'
        ? e.through === 'door'
          ? 'through the door (draw a chit)'
          : 'along the corridor (draw a Corridor chit)'
        : `${e.through === 'door' ? 'through the door ' : ''}into the ${e.leadsTo === 'explored' ? 'explored ' : ''}${designAt(state.maze, e.to)?.name.toLowerCase() ?? 'segment'}${isEntrance(e.to) ? ' (the entrance)' : ''}`;
    return choice(`move-${e.side}`, `Go ${e.side} ${where}`, e.leadsTo === 'empty' ? (e.through === 'door' ? '5.23' : '5.22') : '5.28', { type: 'move', side: e.side });
  });
}

/** Items used, wielded and passed on; `uses: false` leaves out the potions and spices (listed apart before a fight). */
function itemChoices(state: DeathmazeState, uses = true): C[] {
  const out: C[] = [];
  const alive = living(state);
  for (const a of alive) {
    for (const item of a.magicItems) {
      const usable =
        (item.kind === 'potion') ||
        (item.kind === 'spice' && (item.spice === 'mustard' || item.spice === 'spinach' || item.spice === 'cannabis'));
      if (usable && uses) {
        const appraise = item.kind === 'potion' && item.potion === null && alive.some((x) => x.magicItems.some((i) => i.kind === 'medallion' && i.tested && i.medallion === 'potionAppraisal'));
        const label = appraise ? `Appraise ${a.name}'s untested potion` : `${a.name} ${item.kind === 'potion' && item.potion === null ? 'tests' : 'uses'} the ${itemName(item)}`;
        const section = item.kind === 'potion' ? (appraise ? '9.63' : item.potion === null ? '9.41' : '9.4') : '9.5';
        out.push(choice(`use-${item.id}`, label, section, { type: 'use', itemId: item.id }, a.id));
      }
      if (item.kind === 'weapon' && mayCarry(a, item)) {
        a.weapons.forEach((w, slot) => {
          out.push(choice(`wield-${item.id}-${slot}`, `${a.name} jettisons his ${WEAPON_NAMES[w]} for the ${itemName(item)}`, '9.23', { type: 'wield', itemId: item.id, slot }, a.id));
        });
      }
    }
  }
  for (const from of state.party) {
    for (const item of from.magicItems) {
      for (const to of alive) {
        if (to.id === from.id || !mayCarry(to, item)) continue;
        // Grouped and tied to the giver, so the Records view offers it beside his record without reading the action.
        out.push(choice(`give-${item.id}-${to.id}`, `${from.name}${from.dead ? ' (dead)' : ''} gives the ${itemName(item)} to ${to.name}`, item.kind === 'armour' ? '9.32' : '9.17', { type: 'give', itemId: item.id, adventurerId: to.id }, from.id));
      }
    }
  }
  return out;
}

/**
 * [9.41]–[9.46], [9.5] Potions and spices used while the party faces monsters, before a fight: a known Charm potion
 * once per monster it can take over, other potions and the healing or strength spices as outside an encounter.
 */
function encounterItemChoices(state: DeathmazeState, group: MonsterGroup): C[] {
  const out: C[] = [];
  for (const a of living(state)) {
    for (const item of a.magicItems) {
      if (item.kind === 'potion' && (item.potion === 'charmPerson' || item.potion === 'charmMonster')) {
        if (!potionSuits(item.potion, group)) continue;
        const section = item.potion === 'charmPerson' ? '9.45' : '9.46';
        for (const m of group.monsters) {
          out.push(choice(`use-${item.id}-${monsterTargetId(m)}`, `${a.name} uses the ${itemName(item)} on ${monsterName(group, m)}`, section, { type: 'use', itemId: item.id, target: monsterTargetId(m) }, a.id));
        }
      } else if (item.kind === 'potion') {
        const label = item.potion === null ? `${a.name} tests the ${itemName(item)} (a Charm potion would take over the strongest monster it can)` : `${a.name} uses the ${itemName(item)}`;
        out.push(choice(`use-${item.id}`, label, item.potion === null ? '9.41' : '9.4', { type: 'use', itemId: item.id }, a.id));
      } else if (item.kind === 'spice' && (item.spice === 'mustard' || item.spice === 'spinach' || item.spice === 'cannabis')) {
        out.push(choice(`use-${item.id}`, `${a.name} uses the ${itemName(item)}`, '9.5', { type: 'use', itemId: item.id }, a.id));
      }
    }
  }
  return out;
}

function sameRows(a: readonly MarchingRow[], b: readonly MarchingRow[]): boolean {
  return a.length === b.length && a.every((row, r) => row.length === b[r]!.length && row.every((id, i) => id === b[r]![i]));
}

/** [5.14] Every single swap of two places, and every move of one adventurer to another row, that gives a legal order. */
function arrangeChoices(state: DeathmazeState): C[] {
  const out: C[] = [];
  const ids = living(state).map((a) => a.id);
  const name = (id: string) => state.party.find((a) => a.id === id)?.name ?? id;
  const rows = state.marchingOrder.rows;
  const places: { id: string; r: number; b: number }[] = [];
  rows.forEach((row, r) => row.forEach((id, b) => id !== null && places.push({ id, r, b })));
  const legal = (next: MarchingRow[]) => validateMarchingOrder({ rows: next }, ids).ok;
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      const p = places[i]!;
      const q = places[j]!;
      if (p.r === q.r) continue;
      const next = rows.map((row) => [...row]);
      next[p.r]![p.b] = q.id;
      next[q.r]![q.b] = p.id;
      if (legal(next)) out.push(choice(`swap-${p.id}-${q.id}`, `Swap ${name(p.id)} (row ${p.r + 1}) and ${name(q.id)} (row ${q.r + 1})`, '5.14', { type: 'arrange', rows: next }));
    }
  }
  for (const p of places) {
    for (let r = 0; r <= rows.length; r++) {
      if (r === p.r) continue;
      const next = rows.map((row) => [...row]);
      next[p.r]![p.b] = null;
      if (r === rows.length) next.push([p.id, null, null]);
      else {
        const gap = next[r]!.indexOf(null);
        if (gap < 0) continue;
        next[r]![gap] = p.id;
      }
      const compact = next.filter((row) => row.some((x) => x !== null));
      // The last one alone in the last row "moved" to a new row behind lands where he stood: no choice at all.
      const landed = compact.findIndex((row) => row.includes(p.id));
      if (landed === p.r && sameRows(compact, rows)) continue;
      if (legal(compact)) out.push(choice(`row-${p.id}-${r}`, `Move ${name(p.id)} to row ${landed + 1}`, '5.14', { type: 'arrange', rows: compact }, p.id));
    }
  }
  return out;
}

function trapChoices(state: DeathmazeState): C[] {
  const alive = living(state);
  const thieves = alive.filter((a) => a.detrap > 0).sort((a, b) => b.detrap - a.detrap);
  const out: C[] = thieves.map((t) => choice(`detrap-${t.id}`, `${t.name} tries to remove the trap (Detrap ${t.detrap}: 1D6 ≤ ${t.detrap})`, '10.12', { type: 'trap', method: 'detrap', adventurerId: t.id }));
  for (const a of alive) if (sesameOf(a)) out.push(choice(`sesame-${a.id}`, `${a.name} uses Sesame to open it safely`, '9.53', { type: 'trap', method: 'sesame', adventurerId: a.id }));
  const openers = [...alive].sort((a, b) => b.woundPoints - b.wounds - (a.woundPoints - a.wounds));
  for (const a of openers) out.push(choice(`open-${a.id}`, `${a.name} opens it and suffers the trap`, '10.13', { type: 'trap', method: 'open', adventurerId: a.id }));
  // [9.41] potions "at any time", [11.21] Non-Combat spells "at any time except during combat", [5.14], [9.17].
  return [...out, ...itemChoices(state), ...spellChoices(state), ...arrangeChoices(state)];
}

export function investigators(state: DeathmazeState): GameAdventurer[] {
  // [6.0] "preferably a Thief".
  return [...living(state)].sort((a, b) => (b.detrap > 0 ? 1 : 0) - (a.detrap > 0 ? 1 : 0));
}

/**
 * The combat module lists moves before the end of a phase; the natural next step is an attack, then ending the Party
 * Combat Phase; in reorganization, the forced move forward [8.24] if there is one, else ending the phase.
 */
function inNaturalOrder<T>(list: readonly T[], actionOf: (item: T) => CombatAction): T[] {
  const mayEndReorganization = list.some((x) => actionOf(x).type === 'endPartyReorganization');
  const rank = (action: CombatAction): number => {
    switch (action.type) {
      case 'attack':
        return 0;
      case 'endPartyCombat':
        return 1;
      case 'endPartyReorganization':
        return 0;
      case 'moveRow':
        return mayEndReorganization ? 2 : action.toRow === 0 ? 0 : 1;
      default:
        return 3;
    }
  };
  return list.map((c, i) => ({ c, i, r: rank(actionOf(c)) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.c);
}

/** The legal combat actions in the order `choicesFor` lists them, without building their labels (for autoplay). */
export function combatActionsInOrder(combat: CombatState): CombatAction[] {
  return inNaturalOrder(legalCombatActions(combat, combatOptionsFor(combat.game)), (a) => a);
}

const SPELL_SECTION: Partial<Record<SpellId, string>> = { heal: '11.3', mageArmor: '11.3', strength: '11.3', oratory: '11.3', lock: '11.3', stoneFlesh: '12.34' };

/** [11.21] Heal, Mage Armor and Strength outside combat, by every Wizard who can afford them, on whom they help. */
function spellChoices(state: DeathmazeState): C[] {
  if (state.gameVariant !== 'advanced') return [];
  const out: C[] = [];
  for (const w of living(state)) {
    for (const s of castableSpells(state, w, 'nonCombat')) {
      if (s.id !== 'heal' && s.id !== 'mageArmor' && s.id !== 'strength') continue;
      for (const t of living(state)) {
        if (s.id === 'heal' && t.wounds <= (t.spellWounds ?? 0)) continue;
        if (s.id === 'strength' && t.strength > 0) continue;
        out.push(choice(`cast-${w.id}-${s.spell}-${t.id}`, `${w.name} casts ${spellName(s.id)}${s.ring ? ' from his ring' : ''} on ${t.id === w.id ? 'himself' : t.name}`, SPELL_SECTION[s.id] ?? '11.3', { type: 'cast', adventurerId: w.id, spell: s.spell, targetId: t.id }));
      }
    }
  }
  return out;
}

function spellLabel(state: DeathmazeState, combat: CombatState, a: { adventurerId: string; spell: string; targetId?: string }): string {
  const who = combat.adventurers.find((x) => x.id === a.adventurerId)?.name ?? a.adventurerId;
  const ring = a.spell.startsWith('ring:');
  const ringItem = ring ? state.party.flatMap((p) => p.magicItems).find((i) => i.id === a.spell.slice(5)) : undefined;
  const spell = ring ? (ringItem?.kind === 'ring' ? ringItem.ring : 'blast') : a.spell;
  const name = spellName(parseSpell(spell) ?? 'blast');
  const target = a.targetId ? ` at ${combat.monsters.find((m) => m.id === a.targetId)?.name ?? a.targetId}` : '';
  return `${who} casts ${name}${ring ? ' from his ring' : ''}${target}`;
}

const WEAPON_PAIRS: readonly (readonly [WeaponId, WeaponId])[] = [
  ['sword', 'bow'],
  ['axe', 'bow'],
  ['hammer', 'bow'],
  ['dagger', 'bow'],
  ['sword', 'throwingDagger'],
  ['dagger', 'throwingDagger'],
];

/** [13.0] The weapon pairs offered for one member: his own, the usual pairs he may carry, and his magic weapons. */
function weaponOptions(a: RosterAdventurer): WeaponPick[][] {
  const allowed = ALL_CLASS_TRAITS[a.class].allowedWeapons;
  const options: WeaponPick[][] = WEAPON_PAIRS.filter(([x, y]) => allowed.includes(x) && allowed.includes(y)).map(([x, y]) => [{ weapon: x }, { weapon: y }]);
  ownedMagicWeapons(a).forEach((w, i) => {
    const other = allowed.includes('bow') && w.weapon !== 'bow' ? 'bow' : allowed.find((x) => x !== w.weapon) ?? w.weapon;
    options.push([{ magic: i }, { weapon: other }]);
  });
  return options;
}

function homeChoices(state: DeathmazeState, selection: readonly PartyPick[]): C[] {
  const campaign = state.campaign;
  if (!campaign) return [];
  const out: C[] = [];
  const byId = (id: string) => campaign.roster.find((a) => a.id === id)!;
  const members = (list: readonly PartyPick[]) => list.map((p) => ({ id: p.id, weapons: [...p.weapons] }));
  if (selection.length) {
    const names = selection.map((p) => `${byId(p.id).name} (${p.weapons.map((w) => describePick(campaign, w, byId(p.id))).join(' and ')})`).join(', ');
    out.push(choice('beginExpedition', `Set out on expedition ${campaign.expeditions.length + 1}: ${names}`, '13.0', { type: 'beginExpedition' }));
  }
  const available = campaign.roster.filter((a) => a.status === 'available');
  for (const a of available) {
    if (abilityPointsAffordable(a) < 1 || abilityPointClosed(campaign, a)) continue;
    for (const o of advancementChoices(a, SPELLS, ALL_CLASS_TRAITS[a.class].allowedWeapons)) {
      out.push(choice(`advance-${a.id}-${describeOption(o)}`, `${a.name} spends 75 Experience and 100 Bezants: ${describeOption(o)}`, '13.11', { type: 'advance', adventurerId: a.id, option: o }));
    }
  }
  for (const a of available) {
    const inParty = selection.some((p) => p.id === a.id);
    if (inParty && selection.length > 1) {
      out.push(choice(`leaveHome-${a.id}`, `Leave ${a.name} at home`, '13.0', { type: 'chooseParty', members: members(selection.filter((p) => p.id !== a.id)) }, a.id));
    } else if (!inParty && selection.length < 6) {
      out.push(choice(`takeAlong-${a.id}`, `Take ${a.name} along`, '13.0', { type: 'chooseParty', members: [...members(selection), { id: a.id, weapons: currentWeapons(a) }] }, a.id));
    }
  }
  for (const p of selection) {
    const a = byId(p.id);
    for (const weapons of weaponOptions(a)) {
      if (JSON.stringify(weapons) === JSON.stringify(p.weapons)) continue;
      const label = weapons.map((w) => describePick(campaign, w, a)).join(' and ');
      out.push(choice(`weapons-${a.id}-${label}`, `${a.name} carries ${label}`, '13.0', { type: 'chooseParty', members: members(selection).map((m) => (m.id === a.id ? { ...m, weapons } : m)) }, a.id));
    }
  }
  const classes = campaign.game === 'advanced' ? (['hero', 'thief', 'wizard'] as const) : (['hero', 'thief'] as const);
  for (const cls of classes) {
    const name = `${ALL_CLASS_TRAITS[cls].name} ${campaign.nextId}`;
    out.push(choice(`recruit-${cls}`, `Recruit a new ${ALL_CLASS_TRAITS[cls].name} (${name})`, cls === 'wizard' ? '11.1' : '3.1', { type: 'recruit', adventurer: { name, class: cls } }));
  }
  for (const a of available) out.push(choice(`retire-${a.id}`, `${a.name} retires`, '13.0', { type: 'retire', adventurerId: a.id }));
  return out;
}

/**
 * [8.41], [8.13] Before combat: join it as things stand first, then each adventurer's other weapon, then every other
 * legal front row for the monsters, then the Non-Combat spells of the Advanced game [11.21].
 */
function beforeCombatChoices(state: DeathmazeState, phase: Extract<Phase, { kind: 'beforeCombat' }>): C[] {
  const rowOf = (id: string) => state.marchingOrder.rows.findIndex((r) => r.includes(id));
  const weaponName = (a: GameAdventurer, slot: number) => {
    const bonus = a.weaponBonuses[slot] ?? 0;
    return `${bonus ? `+${bonus} ` : ''}${WEAPON_NAMES[a.weapons[slot]!]}`;
  };
  const heldSlot = (a: GameAdventurer) => phase.held[a.id] ?? defaultHeldSlot(a, rowOf(a.id));
  const alive = living(state);
  const holding = alive.filter((a) => a.weapons.length > 0).map((a) => `${a.name} ${weaponName(a, heldSlot(a))}`).join(', ');
  const out: C[] = [choice('fight', `Join combat with ${theGroup(phase.group)} (${holding})`, '8.1', { type: 'fight' })];
  for (const a of alive) {
    const current = heldSlot(a);
    a.weapons.forEach((_, slot) => {
      if (slot === current || weaponName(a, slot) === weaponName(a, current)) return;
      out.push(choice(`hold-${a.id}-${slot}`, `${a.name} holds his ${weaponName(a, slot)} instead of his ${weaponName(a, current)}`, '8.41', { type: 'hold', adventurerId: a.id, slot }));
    });
  }
  const options = frontRowOptions(phase.group);
  const current = phase.front ?? options[0]!;
  const names = toCombatMonsters(phase.group);
  const name = (id: string) => names.find((m) => m.id === id)?.name ?? id;
  for (const front of options) {
    if (front.join() === current.join()) continue;
    out.push(choice(`placeMonsters-${front.join('-')}`, `Place the monsters' front row left to right: ${front.map(name).join(', ')}`, '8.13', { type: 'placeMonsters', front }));
  }
  // [11.21] Combat is not joined yet: Heal, Mage Armor and Strength may still be cast.
  return [...out, ...spellChoices(state)];
}

/**
 * Renaming, offered outside combat for each living adventurer (and at home for everyone on the roster who lives). The
 * rules do not limit it; combat is excluded only so that the board's names do not change under a player mid-round.
 * The name in the action is the current one: the screen replaces it with what the player types. Listed last so the
 * number keys of every other choice stay where they were.
 */
function renameChoices(state: DeathmazeState): C[] {
  const kind = state.phase.kind;
  if (kind === 'combat') return [];
  const named = kind === 'home' ? (state.campaign?.roster ?? []).filter((a) => a.status !== 'dead') : living(state);
  return named.map((a) => choice(`rename-${a.id}`, `Rename ${a.name}`, '3.1', { type: 'rename', adventurerId: a.id, name: a.name }));
}

/**
 * Every legal action now: the natural next step first, "Leave the Deathmaze" after the others, renaming last. Each
 * carries its group and subject (choice-groups.ts) so the screen can place it without reading the action.
 */
export function choicesFor(state: DeathmazeState): C[] {
  const list = phaseChoices(state);
  const names = renameChoices(state);
  return names.length ? [...list, ...names] : list;
}

function phaseChoices(state: DeathmazeState): C[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'ended':
      return [choice('home', 'Go home: survivors are cured and may advance before the next expedition', '13.0', { type: 'home' })];
    case 'home':
      return homeChoices(state, phase.selection);
    case 'petrified': {
      const out: C[] = [];
      for (const w of wizardsForStoneFlesh(state, phase.ids)) {
        for (const id of phase.ids) {
          if (id === w.id) continue;
          const t = state.party.find((a) => a.id === id)!;
          out.push(choice(`stoneFlesh-${w.id}-${id}`, `${w.name} casts Stone-Flesh on ${t.name}`, '12.34', { type: 'cast', adventurerId: w.id, spell: 'stoneFlesh', targetId: id }));
        }
      }
      out.push(choice('decline', `Leave ${phase.ids.map((id) => state.party.find((a) => a.id === id)!.name).join(' and ')} as stone (dead)`, '12.34', { type: 'decline' }));
      return out;
    }
    case 'placing':
      return phase.rotations.map((r) => choice(`place-${r}`, `Place the ${designOf(phase.chitId).name.toLowerCase()} ${describeRotation(r)}`, '5.24', { type: 'place', rotation: r }));
    case 'trap':
      return trapChoices(state);
    case 'encounter': {
      const c = characteristics(phase.group.type);
      const group = describeGroup(phase.group);
      if (phase.negotiated !== 'no') {
        return [
          choice('passBy', `Leave the ${group} in peace`, '7.23', { type: 'passBy' }),
          choice('attack', `Attack the ${group} anyway`, phase.negotiated === 'tribute' ? '7.24' : '7.23', { type: 'attack' }),
          ...encounterItemChoices(state, phase.group),
          // [5.14], [9.17] The negotiation is over and no fight is joined: items pass and the order changes freely.
          ...itemChoices(state, false),
          ...arrangeChoices(state),
          // [11.21] Not in combat yet: Heal, Mage Armor and Strength may be cast (game ruling "Spells before combat").
          ...spellChoices(state),
        ];
      }
      const out: C[] = [
        choice('negotiate', `Negotiate with ${group} (2D6 − ${c.negotiation}${phase.oratory ? ' + 4 Oratory' : ''})`, '7.21', { type: 'negotiate' }),
        choice('attack', `Attack ${group}`, '7.13', { type: 'attack' }),
      ];
      for (const w of living(state)) {
        if (!phase.oratory) {
          for (const s of castableSpells(state, w, 'negotiation')) out.push(choice(`cast-${w.id}-${s.spell}`, `${w.name} casts Oratory before negotiating (+4)`, '11.3', { type: 'cast', adventurerId: w.id, spell: s.spell }));
        }
        if (phase.mayPeg) {
          for (const s of castableSpells(state, w, 'nonCombat')) {
            if (s.id === 'lock') out.push(choice(`cast-${w.id}-lock`, `${w.name} casts Lock on the door and the party retreats`, '11.3', { type: 'cast', adventurerId: w.id, spell: s.spell }));
          }
        }
      }
      if (phase.mayPeg) {
        for (const a of living(state)) {
          if (a.magicItems.some((i) => i.kind === 'spice' && i.spice === 'cloves')) {
            out.push(choice(`peg-${a.id}`, `${a.name} pegs the door shut with Cloves and the party retreats`, '9.57', { type: 'peg', adventurerId: a.id }));
          }
        }
      }
      return [...out, ...encounterItemChoices(state, phase.group), ...itemChoices(state, false), ...arrangeChoices(state), ...spellChoices(state)];
    }
    case 'beforeCombat':
      return beforeCombatChoices(state, phase);
    case 'poisoned': {
      const out: C[] = [];
      for (const n of neutralizers(state)) {
        for (const v of phase.victims) {
          const t = state.party.find((a) => a.id === v.id)!;
          out.push(choice(`neutralize-${n.wizard.id}-${n.spell}-${v.id}`, `${n.wizard.name} casts Neutralize Poison${n.ring ? ' from his ring' : ''} on ${t.id === n.wizard.id ? 'himself' : t.name} (${v.wounds} Wound${v.wounds === 1 ? '' : 's'} of poison)`, n.ring ? '12.13' : '11.3', { type: 'cast', adventurerId: n.wizard.id, spell: n.spell, targetId: v.id }));
        }
      }
      out.push(choice('decline', `Let the poison take effect (${phase.victims.map((v) => `${state.party.find((a) => a.id === v.id)!.name} ${v.wounds}`).join(', ')})`, '11.3', { type: 'decline' }));
      return out;
    }
    case 'combat': {
      const advanced = state.gameVariant === 'advanced';
      const engine = inNaturalOrder(combatChoices(phase.combat, combatOptionsFor(state.gameVariant)), (c) => c.action).map((c): C => choice(`combat-${c.id}`, c.label, c.section, { type: 'combat', action: c.action }));
      // [9.41] Untested potions, tested in place of an attack, listed after the engine's own choices.
      const tests = potionTestActions(state).map((a): C =>
        choice(`combat-testPotion-${a.adventurerId}-${a.itemId}`, `${state.party.find((x) => x.id === a.adventurerId)!.name} tests an untested potion by drinking it (no attack this phase)`, '9.41', { type: 'combat', action: a }),
      );
      const list = [...engine, ...tests];
      if (!advanced) return list;
      const spells = spellActions(phase.combat).map((a, i): C => choice(`combat-castSpell-${i}`, spellLabel(state, phase.combat, a), '11.21', { type: 'combat', action: a }));
      const firstOther = list.findIndex((c) => c.action.type === 'combat' && c.action.action.type !== 'attack');
      return firstOther < 0 ? [...list, ...spells] : [...list.slice(0, firstOther), ...spells, ...list.slice(firstOther)];
    }
    case 'feature': {
      const name = FEATURE_NAMES[phase.feature].toLowerCase();
      return [
        ...investigators(state).map((a) => choice(`investigate-${a.id}`, `${a.name} investigates the ${name}`, '6.0', { type: 'investigate', adventurerId: a.id })),
        choice('ignoreFeature', `Ignore the ${name}`, '6.0', { type: 'ignoreFeature' }),
        ...itemChoices(state),
        ...spellChoices(state),
        ...arrangeChoices(state),
      ];
    }
    case 'treasure': {
      const out: C[] = state.loot.map((l, i) => choice(`chest-${i}`, `Open the chest of Type ${l.treasure.letter} treasure`, '9.16', { type: 'openChest', index: i }));
      for (const item of state.unassigned) {
        for (const a of living(state).filter((x) => mayCarry(x, item))) out.push(choice(`assign-${item.id}-${a.id}`, `${a.name} takes the ${itemName(item)}${item.kind === 'medallion' ? ' and tests it' : ''}`, item.kind === 'medallion' ? '9.61' : '9.17', { type: 'assign', itemId: item.id, adventurerId: a.id }));
        out.push(choice(`discard-${item.id}`, `Leave the ${itemName(item)} behind`, '9.17', { type: 'discard', itemId: item.id }));
      }
      return [...out, ...itemChoices(state), ...spellChoices(state), ...arrangeChoices(state)];
    }
    case 'exploring': {
      const out = [...moveChoices(state), ...itemChoices(state), ...spellChoices(state), ...arrangeChoices(state)];
      if (isEntrance(state.position)) out.push(choice('leave', 'Leave the Deathmaze', '4.0', { type: 'leave' }));
      return out;
    }
  }
}
