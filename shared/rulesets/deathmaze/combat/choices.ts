import type { Choice } from '../../../engine/ruleset';
import type { CombatOptions } from './advanced';
import { weaponById, weaponLabel } from './attack';
import { boxName, findMonster, livingAdventurers, partyPlace } from './combat-state';
import { checkCombatAction } from './phases';
import type { CombatAction, CombatState } from './types';

const ITEM_NAMES = {
  strengthPotion: 'Strength Potion',
  spinach: 'Spinach',
  cannabis: 'Cannabis',
  redPepper: 'Red Pepper',
  healingPotion: 'Healing Potion',
  mustard: 'Mustard',
} as const;

const ITEM_SECTIONS = { strengthPotion: '9.44', spinach: '9.54', cannabis: '9.56', redPepper: '9.55', healingPotion: '9.42', mustard: '9.52' } as const;

/**
 * Every legal decision for the current phase, each already checked by the same rules applyCombatAction enforces.
 * Monster phases have no choices: they run when the party's phase ends.
 */
export function combatChoices(state: CombatState, options: CombatOptions = {}): Choice<CombatAction>[] {
  if (state.status !== 'ongoing') return [];
  const candidates: { label: string; section: string; action: CombatAction }[] = [];
  const monsterName = (id: string) => findMonster(state, id)?.name ?? id;

  if (state.phase === 'partyCombat') {
    for (const a of livingAdventurers(state)) {
      if (state.acted.includes(a.id)) continue;
      const inHand = weaponById(a, a.weaponInHand);
      const weaponOptions: (string | undefined)[] = inHand || a.weapons.length === 0 ? [undefined] : a.weapons.map((w) => w.id);
      for (const weaponId of weaponOptions) {
        for (const m of state.monsterRows[0] ?? []) {
          if (m === null) continue;
          const w = weaponId ? weaponById(a, weaponId) : inHand;
          candidates.push({
            label: `${a.name} attacks ${monsterName(m)} with ${weaponLabel(w, 'a natural attack')}`,
            section: '8.43',
            action: { type: 'attack', adventurerId: a.id, targetId: m, ...(weaponId ? { weaponId } : {}) },
          });
        }
      }
      for (const w of a.weapons) {
        candidates.push({
          label: a.weaponInHand === null
            ? `${a.name} takes up his ${weaponLabel(w)} (free: he is unarmed)`
            : `${a.name} changes to his ${weaponLabel(w)} (no attack this phase)`,
          section: '8.41',
          action: { type: 'changeWeapon', adventurerId: a.id, weaponId: w.id },
        });
      }
      for (const item of a.items ?? []) {
        if (item.kind === 'redPepper') {
          for (const m of state.monsterRows[0] ?? []) {
            if (m === null) continue;
            candidates.push({
              label: `${a.name} breathes flame at ${monsterName(m)} (Red Pepper)`,
              section: ITEM_SECTIONS.redPepper,
              action: { type: 'useItem', adventurerId: a.id, itemId: item.id, targetId: m },
            });
          }
        } else {
          candidates.push({
            label: `${a.name} uses ${ITEM_NAMES[item.kind]}`,
            section: ITEM_SECTIONS[item.kind],
            action: { type: 'useItem', adventurerId: a.id, itemId: item.id },
          });
        }
      }
    }
    candidates.push({ label: 'End the Party Combat Phase (the monsters attack)', section: '8.23', action: { type: 'endPartyCombat' } });
  }

  if (state.phase === 'partyReorganization') {
    for (const a of livingAdventurers(state)) {
      const place = partyPlace(state, a.id);
      if (!place) continue;
      for (let box = 0; box < 3; box++) {
        candidates.push({
          label: `${a.name} shifts to the ${boxName(box)} box of row ${place.row + 1}`,
          section: '8.52',
          action: { type: 'shift', adventurerId: a.id, toBox: box },
        });
        for (const toRow of [place.row - 1, place.row + 1]) {
          candidates.push({
            label: `${a.name} moves ${toRow < place.row ? 'forward' : 'back'} to the ${boxName(box)} box of row ${toRow + 1}`,
            section: '8.52',
            action: { type: 'moveRow', adventurerId: a.id, toRow, toBox: box },
          });
        }
      }
    }
    candidates.push({
      label: 'End the Party Reorganization Phase (the monsters close up)',
      section: '8.25',
      action: { type: 'endPartyReorganization' },
    });
  }

  return candidates
    .filter((c) => checkCombatAction(state, c.action, options) === undefined)
    .map((c, i) => ({ id: `${c.action.type}-${i}`, label: c.label, section: c.section, action: c.action }));
}
