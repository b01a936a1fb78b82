import { bribeTarget } from '../data/negotiation';
import { spell } from '../data/spells';
import type { CitadelAction } from './actions';
import { currentGroup } from './flow';
import type { Choice } from '../../../engine/ruleset';
import { living } from './monsters';
import { activeMembers, maxWounds } from './party';
import type { CitadelState, MonsterFigure } from './types';

/** The listed choices of one action type, in the order the whole list gives them (listedOfType). */
type ChoicesOf = (type: CitadelAction['type']) => readonly Choice<CitadelAction>[];

/**
 * The autoplayer's side of an encounter (8.0–8.9, 10.6–10.7). It reads only what the players see on the table: the
 * monster counters met (their Wound Points, Combat Bonus and Negotiation Value are printed or rolled in the open), the
 * party's records, and the choices the rules offer now.
 */

/**
 * A rough weight of a fighter: Wound Points left times the 9.9 column it reaches (1D6 + CB), so a Vampire (CB 11)
 * counts several times a Dire Wolf of the same Wound Points. The Vampire's Charm (15.5) and the Medusa's gaze (15.3)
 * take a character out of the party's side at once, so they count half again.
 */
function monsterWeight(f: MonsterFigure): number {
  const special = f.monster === 'vampire' || f.monster === 'medusa' ? 1.5 : 1;
  return (f.woundPoints - f.wounds) * (f.combatBonus + f.weaponSkill + 3.5) * special;
}

export function groupWeight(state: CitadelState): number {
  const g = currentGroup(state);
  if (!g) return 0;
  return living(g).reduce((w, f) => w + monsterWeight(f), 0);
}

export function partyWeight(state: CitadelState): number {
  let w = 0;
  for (const c of activeMembers(state)) w += (maxWounds(c) - c.wounds) * (c.combatBonus - c.expeditionPenalty + 3.5);
  return w;
}

/**
 * How the fight would go, as a share: the monsters' weight over the party's. Above DANGER the autoplayer pays Wound
 * Points (spells) or Gold Marks (bribes) to avoid it; a fight it should win pays in experience and treasure (12.0, 14.0).
 * A reasoned value, not a tuned one: a group at a third of the party's weight already costs it a wounded member or two
 * in a fight that cannot be fled (9.0); no other value was measured.
 */
const DANGER = 0.35;

/** The caster of a spell choice, and what the cast leaves him (10.2: the cost is paid in Wound Points). */
function leftAfter(state: CitadelState, a: CitadelAction): number {
  if (a.type !== 'cast') return 0;
  const c = state.party.find((p) => p.id === a.caster);
  return c ? maxWounds(c) - c.wounds - spell(a.spell).cost : 0;
}

export function chooseEncounterAction(state: CitadelState, choicesOf: ChoicesOf, wardsOf: () => readonly Choice<CitadelAction>[]): CitadelAction {
  // Asked for by type, and the spells only where they are weighed (a dangerous group, or a bribe to help): the spell
  // choices are most of an encounter's list.
  const casts = (id: string) =>
    choicesOf('cast')
      .map((c) => c.action)
      .filter((a) => a.type === 'cast' && a.spell === id && leftAfter(state, a) >= 2)
      .sort((a, b) => leftAfter(state, b) - leftAfter(state, a))[0];
  const g = currentGroup(state);
  const dangerous = groupWeight(state) > partyWeight(state) * DANGER;
  const phase = state.phase.kind === 'encounter' ? state.phase : null;
  // Cow (10.7): intimidated without a roll, for 2 Wound Points — cheaper than any fight that matters.
  if (dangerous) {
    const cow = casts('cow') ?? casts('daunt');
    if (cow) return cow;
  }
  const talk = choicesOf('negotiate')[0]?.action;
  if (talk) {
    // Oratory (+4, 10.7) turns a Failure into an Agreement often enough to be worth its 1 Wound Point when it matters.
    const oratory = dangerous && !phase?.readied?.includes('oratory') ? casts('oratory') : undefined;
    return oratory ?? talk;
  }
  if (dangerous) {
    // Talk failed or was never possible: step back and seal the door (Lock, 10.6), or send the worst one away
    // (Teleport), before paying gold whose refusal lets the monsters strike first (8.9 ruling).
    const lock = casts('lock');
    if (lock) return lock;
    const strongest = g ? [...living(g)].sort((a, b) => monsterWeight(b) - monsterWeight(a))[0] : undefined;
    const teleport = choicesOf('cast').find((c) => c.action.type === 'cast' && c.action.spell === 'teleport' && c.action.target === strongest?.id && leftAfter(state, c.action) >= 2)?.action;
    if (teleport && g && living(g).length === 1) return teleport;
  }
  const front = g ? living(g)[0] : undefined;
  if (front && front.negotiation !== null) {
    // 8.9: against a dangerous group, the best odds it can pay for (Sway and Cajole readied first); otherwise a bribe
    // only where it is likely (4 in 6).
    let best: { action: CitadelAction; target: number } | null = null;
    for (const c of choicesOf('bribe')) {
      if (c.action.type !== 'bribe') continue;
      const t = bribeTarget(c.action.goldMarks, front.woundPoints + front.negotiation);
      if (!t.ok) continue;
      if (!dangerous && t.target >= 4) return c.action;
      if (dangerous && t.target >= 2 && (best === null || t.target > best.target)) best = { action: c.action, target: t.target };
    }
    if (best) {
      const readied = phase?.readied ?? [];
      if (best.target < 6) {
        const help = (!readied.includes('cajole') ? casts('cajole') : undefined) ?? (!readied.includes('sway') ? casts('sway') : undefined);
        if (help) return help;
      }
      return best.action;
    }
  }
  // The fight is next: Strength and Mage Armor on the first row first (10.6), which a fight cannot wait for (10.1).
  return wardFor(state, frontRow(state), wardsOf()) ?? { type: 'fight' };
}

/** The first row the party will fight in: the first three able to act, in marching order (4.1 C2). */
export function frontRow(state: CitadelState): readonly string[] {
  return activeMembers(state).slice(0, 3).map((c) => c.id);
}

/**
 * A warding spell (10.6) before a fight that is sure to come: Strength (Combat Bonus +1D6 for the next fight) on one
 * of `targets` who has none, else Mage Armor (it absorbs the next 1D3+1 Wound Points) on one who has none — each a Wound Point of the
 * caster's for more than that in the fight. Only a caster who keeps WARD_KEEPS Wound Points casts, the most whole
 * first; undefined when there is nothing worth casting.
 */
export function wardFor(state: CitadelState, targets: readonly string[], wards: readonly Choice<CitadelAction>[]): CitadelAction | undefined {
  const casts = wards
    .map((c) => c.action)
    .filter((a): a is Extract<CitadelAction, { type: 'cast' }> => a.type === 'cast' && (a.spell === 'strength' || a.spell === 'mageArmor') && a.target !== undefined && targets.includes(a.target) && leftAfter(state, a) >= WARD_KEEPS && (a.spell === 'strength' || !state.party.find((c) => c.id === a.target)?.mageArmor));
  const best = (id: 'strength' | 'mageArmor') => casts.filter((a) => a.spell === id).sort((a, b) => leftAfter(state, b) - leftAfter(state, a) || targets.indexOf(a.target!) - targets.indexOf(b.target!))[0];
  return best('strength') ?? best('mageArmor');
}

/** Wound Points a caster keeps after a warding spell: a caster left at 1 or 2 dies of the first blow of the fight. */
const WARD_KEEPS = 4;
