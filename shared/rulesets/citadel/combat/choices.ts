import type { Choice } from '../../../engine/ruleset';
import { spell } from '../data/spells';
import { weaponName, weaponOf } from './attacks';
import { ITEM_NAMES, ITEM_SECTIONS } from './items';
import { legalCombatActions } from './phases';
import { BOX_NAMES, fighter, placeOf } from './rows';
import type { CitadelCombat, CombatAction } from './types';

/** The shell groups choices by these words: strikes and weapons, spells, moves in the march order, the Hellgate. */
const GROUPS: Record<CombatAction['type'], string> = {
  attack: 'combat',
  changeWeapon: 'combat',
  endPartyCombat: 'combat',
  castSpell: 'spell',
  useItem: 'item',
  move: 'reorganize',
  endPartyReorganization: 'reorganize',
  destroyHellgate: 'hellgate',
  withdraw: 'hellgate',
};

function describe(combat: CitadelCombat, action: CombatAction): { label: string; section: string; subjectId?: string } {
  const name = (id: string) => fighter(combat, id)?.name ?? id;
  switch (action.type) {
    case 'attack': {
      const f = fighter(combat, action.fighterId)!;
      const w = weaponOf(f, f.weaponInHand);
      return { label: `${f.name} attacks ${name(action.targetId)}${w ? ` with his ${weaponName(w)}` : ''}`, section: '9.0', subjectId: f.id };
    }
    case 'changeWeapon': {
      const f = fighter(combat, action.fighterId)!;
      const free = f.weaponInHand === null;
      return { label: `${f.name} takes up his ${weaponName(weaponOf(f, action.weaponId)!)}${free ? '' : ' (no attack this round)'}`, section: '9.4', subjectId: f.id };
    }
    case 'castSpell': {
      const def = spell(action.spell);
      return { label: `${name(action.fighterId)} casts ${def.name}${action.targetId ? ` at ${name(action.targetId)}` : ''}${action.ring ? ' (free, by his ring)' : ''}`, section: action.ring ? '14.8' : def.section, subjectId: action.fighterId };
    }
    case 'useItem': {
      const f = fighter(combat, action.fighterId)!;
      const item = f.items.find((i) => i.id === action.itemId)!;
      return { label: `${f.name} uses his ${ITEM_NAMES[item.kind]}${action.targetId ? ` on ${name(action.targetId)}` : ''}`, section: ITEM_SECTIONS[item.kind], subjectId: f.id };
    }
    case 'endPartyCombat':
      return { label: 'End the Party Combat Phase (the monsters attack)', section: '9.0' };
    case 'move': {
      const from = placeOf(combat, action.fighterId)!;
      const where = `the ${BOX_NAMES[action.toBox]} box of row ${action.toRow + 1}`;
      const verb = action.toRow === from.row ? 'shifts to' : action.toRow < from.row ? 'steps forward to' : 'drops back to';
      return { label: `${name(action.fighterId)} ${verb} ${where}`, section: '9.0', subjectId: action.fighterId };
    }
    case 'endPartyReorganization':
      return { label: 'End the Party Reorganization Phase (the monsters close up)', section: '9.0' };
    case 'destroyHellgate':
      return { label: `${name(action.fighterId)} tries to destroy the Hellgate`, section: '16.0', subjectId: action.fighterId };
    case 'withdraw':
      return { label: 'Withdraw and leave the Hellgate standing', section: '16.0' };
  }
}

/** Every legal decision now, with words for a button, its rule section, its group and the fighter it is for. */
export function combatChoices(combat: CitadelCombat): Choice<CombatAction>[] {
  return legalCombatActions(combat).map((action, i) => {
    const d = describe(combat, action);
    return { id: `combat-${action.type}-${i}`, label: d.label, section: d.section, action, group: GROUPS[action.type], ...(d.subjectId ? { subjectId: d.subjectId } : {}) };
  });
}
