import { roll, withResult, type RollModifier } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { message, rollEvent } from '../data/events';
import { ORATORY_SPELL } from '../data/negotiation';
import { parseSpell, spellInfo, spellName, type SpellId } from './spells';

/** Enough of a Wizard's record to cast outside combat. `woundPoints` with worn armour counted [9.32]. */
export interface SpellCaster {
  readonly id: string;
  readonly name: string;
  readonly spells: readonly SpellId[];
  readonly woundPoints: number;
  readonly wounds: number;
  readonly spellWounds: number;
  /** Spell rings not yet used this game [12.13]. */
  readonly spellRings?: readonly { readonly id: string; readonly spell: SpellId }[];
}

export interface SpellTarget {
  readonly id: string;
  readonly name: string;
  readonly wounds: number;
  readonly spellWounds: number;
  /** [12.34] Turned to stone by a Medusa and not yet revived. */
  readonly petrified?: boolean;
}

/** Where the party is: [11.21] I spells at any time but combat, Oratory only in negotiation. */
export type SpellContext = 'exploring' | 'negotiation' | 'combat';

export interface NonCombatCast {
  readonly caster: SpellCaster;
  /** A spell id or printed name, or "ring:<id>" for a spell ring. */
  readonly spell: string;
  readonly context: SpellContext;
  readonly target?: SpellTarget;
  /** Neutralize Poison: the Wounds the poisoning just dealt (it must be cast right after it, [11.3]). */
  readonly poisonWounds?: number;
}

export type SpellEffect =
  | { readonly kind: 'heal'; readonly targetId: string; readonly healed: number; readonly wounds: number }
  /** [9.57] The reducer pegs the door as Cloves do: impassable, and the party steps back. */
  | { readonly kind: 'lockDoor' }
  | { readonly kind: 'mageArmor'; readonly targetId: string; readonly points: number }
  | { readonly kind: 'neutralizePoison'; readonly targetId: string; readonly woundsPrevented: number; readonly wounds: number }
  | { readonly kind: 'negotiationModifier'; readonly modifier: RollModifier }
  | { readonly kind: 'strength'; readonly targetId: string; readonly combatBonus: number }
  | { readonly kind: 'stoneFlesh'; readonly targetId: string; readonly wounds: number };

export type NonCombatResult =
  | {
      readonly ok: true;
      readonly spell: SpellId;
      /** The caster after paying: Wounds and spell-casting Wounds [11.22]. */
      readonly caster: { readonly wounds: number; readonly spellWounds: number };
      /** The spell ring used, if any [12.13]. */
      readonly ringUsed: string | null;
      readonly effect: SpellEffect;
      readonly events: readonly GameEvent[];
    }
  | { readonly ok: false; readonly rule: string; readonly message: string };

const refuse = (rule: string, text: string): NonCombatResult => ({ ok: false, rule, message: text });

/** Wounds a Heal, Healing Potion or Mustard can cure: never those suffered casting spells [11.22]. */
export function healableWounds(t: { readonly wounds: number; readonly spellWounds: number }): number {
  return Math.max(0, t.wounds - t.spellWounds);
}

/**
 * [11.21]–[11.23], [11.3] Casts a Non-Combat spell (or Oratory in negotiation), paying its cost in Wounds that cannot
 * kill the caster, or with a spell ring once a game [12.13].
 */
export function castNonCombatSpell(cast: NonCombatCast, rng: Rng): NonCombatResult {
  const { caster, context } = cast;
  let spell: SpellId | undefined;
  let ringUsed: string | null = null;
  const rings = caster.spellRings ?? [];
  if (cast.spell.startsWith('ring:')) {
    const ring = rings.find((r) => r.id === cast.spell.slice(5));
    if (!ring) return refuse('12.13', `${caster.name} has no unused spell ring “${cast.spell.slice(5)}” [12.13].`);
    spell = ring.spell;
    ringUsed = ring.id;
  } else {
    spell = parseSpell(cast.spell);
    if (!spell) return refuse('11.4', `“${cast.spell}” is not one of the twelve spells [11.4].`);
    if (!caster.spells.includes(spell)) {
      const ring = rings.find((r) => r.spell === spell);
      if (!ring) return refuse('11.23', `${caster.name} may cast only the spells on his Character Record; ${spellName(spell)} is not one [11.14], [11.23].`);
      ringUsed = ring.id;
    }
  }
  const info = spellInfo(spell);
  if (info.use === 'combat') return refuse('11.21', `${spellName(spell)} is a combat spell: it may only be cast during combat [11.21].`);
  if (context === 'combat') return refuse('11.21', `${spellName(spell)} may not be cast during combat [11.21].`);
  if (info.use === 'negotiation' && context !== 'negotiation') return refuse('11.21', 'Oratory is cast when the party negotiates [11.21], [11.3].');
  if (info.use !== 'negotiation' && context === 'negotiation') return refuse('11.21', 'Oratory is the only spell that may be cast during Negotiation [11.21].');
  const cost = ringUsed ? 0 : info.cost;
  if (cost > 0 && caster.wounds + cost >= caster.woundPoints) {
    return refuse('11.22', `${caster.name} has ${caster.wounds} wounds of ${caster.woundPoints}: the ${cost} wounds of ${spellName(spell)} would kill him [11.22].`);
  }
  const needsTarget = spell !== 'lock' && spell !== 'oratory';
  const target = cast.target;
  if (needsTarget && !target) return refuse('11.3', `Name the adventurer ${spellName(spell)} is cast on.`);
  if (target?.petrified && spell !== 'stoneFlesh') return refuse('12.34', `${target.name} is stone; only Stone-Flesh can help him [12.34].`);
  if (spell === 'stoneFlesh') {
    if (!target?.petrified) return refuse('11.3', `${target?.name ?? 'That adventurer'} has not been turned to stone [11.3].`);
    if (target.id === caster.id) return refuse('11.3', 'A Wizard may not cast Stone-Flesh on himself [11.3].');
  }
  if (spell === 'neutralizePoison' && !(cast.poisonWounds && cast.poisonWounds > 0)) {
    return refuse('11.3', 'Neutralize Poison must be cast immediately after a poisoning, on its victim [11.3].');
  }

  const events: GameEvent[] = [];
  const paid = { wounds: caster.wounds + cost, spellWounds: caster.spellWounds + cost };
  events.push(
    message(
      ringUsed
        ? `${caster.name} casts ${spellName(spell)} from his ring, at no Wound cost (once this game).`
        : `${caster.name} casts ${spellName(spell)}${target ? ` on ${target.name}` : ''}, suffering ${cost} wound${cost === 1 ? '' : 's'} that can never be healed.`,
      ringUsed ? '12.13' : '11.22',
    ),
  );
  // The caster's own cost is already on him when he is also the target (Heal on himself cures none of it).
  const self = target && target.id === caster.id ? { ...target, wounds: paid.wounds, spellWounds: paid.spellWounds } : target;
  let effect: SpellEffect;
  switch (spell) {
    case 'heal': {
      const r = roll(rng, '1D6', { section: '9.42', table: 'Healing', purpose: `Heal on ${self!.name}` });
      const healed = Math.min(healableWounds(self!), r.total);
      effect = { kind: 'heal', targetId: self!.id, healed, wounds: self!.wounds - healed };
      events.push(rollEvent(`${self!.name} is healed of ${healed} wound${healed === 1 ? '' : 's'} (rolled ${r.total}).`, withResult(r, `${healed} healed`)));
      break;
    }
    case 'lock':
      effect = { kind: 'lockDoor' };
      events.push(message('The door is locked shut, as with Cloves [9.57].', '11.3'));
      break;
    case 'mageArmor': {
      const r = roll(rng, '1D3', { section: '11.3', table: 'Mage Armor', purpose: `Mage Armor on ${self!.name}` });
      effect = { kind: 'mageArmor', targetId: self!.id, points: r.total };
      events.push(rollEvent(`${self!.name}'s Mage Armor will absorb his next ${r.total} wound${r.total === 1 ? '' : 's'}.`, withResult(r, `${r.total}`)));
      break;
    }
    case 'neutralizePoison': {
      const prevented = Math.min(cast.poisonWounds!, self!.wounds);
      effect = { kind: 'neutralizePoison', targetId: self!.id, woundsPrevented: prevented, wounds: self!.wounds - prevented };
      events.push(message(`${self!.name} does not suffer the poison: ${prevented} wound${prevented === 1 ? '' : 's'} undone.`, '11.3'));
      break;
    }
    case 'oratory':
      effect = { kind: 'negotiationModifier', modifier: ORATORY_SPELL };
      events.push(message('Oratory: +4 to the negotiation roll.', '11.3'));
      break;
    case 'strength': {
      const r = roll(rng, '1D6', { section: '9.44', table: 'Strength', purpose: `Strength on ${self!.name}` });
      effect = { kind: 'strength', targetId: self!.id, combatBonus: r.total };
      events.push(rollEvent(`${self!.name} gains a Combat Bonus of +${r.total} for the next combat.`, withResult(r, `+${r.total}`)));
      break;
    }
    case 'stoneFlesh':
      effect = { kind: 'stoneFlesh', targetId: self!.id, wounds: self!.wounds };
      events.push(message(`${self!.name} is flesh again, with the ${self!.wounds} wounds he had.`, '11.3'));
      break;
    default:
      return refuse('11.21', `${spellName(spell)} cannot be cast now.`);
  }
  return { ok: true, spell, caster: paid, ringUsed, effect, events };
}
