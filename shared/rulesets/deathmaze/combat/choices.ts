import type { Choice } from '../../../engine/ruleset';
import type { CombatOptions } from './advanced';
import { weaponById, weaponLabel } from './attack';
import { boxName, findAdventurer, findMonster, livingAdventurers, partyPlace } from './combat-state';
import { checkCombatAction } from './phases';
import type { CombatAction, CombatState } from './types';

const ITEM_NAMES = {
  strengthPotion: 'Strength Potion',
  spinach: 'Spinach',
  cannabis: 'Cannabis',
  redPepper: 'Red Pepper',
  healingPotion: 'Healing Potion',
  mustard: 'Mustard',
  charmPerson: 'Charm Person Potion',
  charmMonster: 'Charm Monster Potion',
} as const;

const ITEM_SECTIONS = { strengthPotion: '9.44', spinach: '9.54', cannabis: '9.56', redPepper: '9.55', healingPotion: '9.42', mustard: '9.52', charmPerson: '9.45', charmMonster: '9.46' } as const;

/** Every decision that might be legal in the current phase, in the order choices list them (unchecked). */
function candidateActions(state: CombatState): CombatAction[] {
  const candidates: CombatAction[] = [];
  if (state.phase === 'partyCombat') {
    for (const a of livingAdventurers(state)) {
      if (state.acted.includes(a.id)) continue;
      const inHand = weaponById(a, a.weaponInHand);
      const weaponOptions: (string | undefined)[] = inHand || a.weapons.length === 0 ? [undefined] : a.weapons.map((w) => w.id);
      for (const weaponId of weaponOptions) {
        for (const m of state.monsterRows[0] ?? []) {
          if (m === null) continue;
          candidates.push({ type: 'attack', adventurerId: a.id, targetId: m, ...(weaponId ? { weaponId } : {}) });
        }
      }
      for (const w of a.weapons) candidates.push({ type: 'changeWeapon', adventurerId: a.id, weaponId: w.id });
      for (const item of a.items ?? []) {
        if (item.kind === 'redPepper') {
          for (const m of state.monsterRows[0] ?? []) {
            if (m === null) continue;
            candidates.push({ type: 'useItem', adventurerId: a.id, itemId: item.id, targetId: m });
          }
        } else if (item.kind === 'charmPerson' || item.kind === 'charmMonster') {
          // [9.45] any monster "in his Segment": every monster in the monsters' marching order.
          for (const row of state.monsterRows) {
            for (const m of row) if (m !== null) candidates.push({ type: 'useItem', adventurerId: a.id, itemId: item.id, targetId: m });
          }
        } else {
          candidates.push({ type: 'useItem', adventurerId: a.id, itemId: item.id });
        }
      }
    }
    candidates.push({ type: 'endPartyCombat' });
  }

  if (state.phase === 'partyReorganization') {
    for (const a of livingAdventurers(state)) {
      const place = partyPlace(state, a.id);
      if (!place) continue;
      for (let box = 0; box < 3; box++) {
        candidates.push({ type: 'shift', adventurerId: a.id, toBox: box });
        for (const toRow of [place.row - 1, place.row + 1]) candidates.push({ type: 'moveRow', adventurerId: a.id, toRow, toBox: box });
      }
    }
    candidates.push({ type: 'endPartyReorganization' });
  }
  return candidates;
}

/**
 * Every legal decision for the current phase, without the words for buttons: what an autoplayer needs. The same
 * actions, in the same order, as `combatChoices`.
 */
export function legalCombatActions(state: CombatState, options: CombatOptions = {}): CombatAction[] {
  if (state.status !== 'ongoing') return [];
  return candidateActions(state).filter((action) => checkCombatAction(state, action, options) === undefined);
}

/** The button's words and rule section for a legal combat action (read from the state it is legal in). */
function describe(state: CombatState, action: CombatAction): { label: string; section: string } {
  const monsterName = (id: string) => findMonster(state, id)?.name ?? id;
  switch (action.type) {
    case 'attack': {
      const a = findAdventurer(state, action.adventurerId)!;
      const w = action.weaponId ? weaponById(a, action.weaponId) : weaponById(a, a.weaponInHand);
      return { label: `${a.name} attacks ${monsterName(action.targetId)} with ${weaponLabel(w, 'a natural attack')}`, section: '8.43' };
    }
    case 'changeWeapon': {
      const a = findAdventurer(state, action.adventurerId)!;
      const w = weaponById(a, action.weaponId);
      return {
        label: a.weaponInHand === null
          ? `${a.name} takes up his ${weaponLabel(w)} (free: he is unarmed)`
          : `${a.name} changes to his ${weaponLabel(w)} (no attack this phase)`,
        section: '8.41',
      };
    }
    case 'useItem': {
      const a = findAdventurer(state, action.adventurerId)!;
      const item = a.items!.find((i) => i.id === action.itemId)!;
      if (item.kind === 'redPepper') return { label: `${a.name} breathes flame at ${monsterName(action.targetId!)} (Red Pepper)`, section: ITEM_SECTIONS.redPepper };
      if (item.kind === 'charmPerson' || item.kind === 'charmMonster') {
        return { label: `${a.name} drinks the ${ITEM_NAMES[item.kind]} to take control of ${monsterName(action.targetId!)} (no attack this phase)`, section: ITEM_SECTIONS[item.kind] };
      }
      return { label: `${a.name} uses ${ITEM_NAMES[item.kind]}`, section: ITEM_SECTIONS[item.kind] };
    }
    case 'endPartyCombat':
      return { label: 'End the Party Combat Phase (the monsters attack)', section: '8.23' };
    case 'shift': {
      const a = findAdventurer(state, action.adventurerId)!;
      const place = partyPlace(state, a.id)!;
      return { label: `${a.name} shifts to the ${boxName(action.toBox)} box of row ${place.row + 1}`, section: '8.52' };
    }
    case 'moveRow': {
      const a = findAdventurer(state, action.adventurerId)!;
      const place = partyPlace(state, a.id)!;
      return { label: `${a.name} moves ${action.toRow < place.row ? 'forward' : 'back'} to the ${boxName(action.toBox)} box of row ${action.toRow + 1}`, section: '8.52' };
    }
    case 'endPartyReorganization':
      return { label: 'End the Party Reorganization Phase (the monsters close up)', section: '8.25' };
    case 'castSpell':
    case 'retreat':
      // Never listed: spells come from the Advanced game's own choices, and retreat is never legal [8.11].
      return { label: action.type, section: '8.2' };
  }
}

/**
 * Every legal decision for the current phase, each already checked by the same rules applyCombatAction enforces.
 * Monster phases have no choices: they run when the party's phase ends.
 */
export function combatChoices(state: CombatState, options: CombatOptions = {}): Choice<CombatAction>[] {
  return legalCombatActions(state, options).map((action, i) => {
    const { label, section } = describe(state, action);
    return { id: `${action.type}-${i}`, label, section, action };
  });
}
