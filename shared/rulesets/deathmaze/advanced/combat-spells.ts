import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { HookResult } from '../combat/advanced';
import { message, monsterPlace, monsterRow, partyPlace, removeCounter, rollEvent, type DraftAdventurer, type DraftMonster } from '../combat/combat-state';
import type { AdventurerInCombat, CombatAction, CombatState, MonsterInCombat } from '../combat/types';
import {
  closeDraft,
  monsterResistance,
  openDraft,
  partyMemberResistance,
  payCost,
  realWoundPoints,
  settle,
  woundMonster,
  woundPartyMember,
  type AdvDraft,
} from './combat-data';
import { resistRoll } from './resistance';
import { monsterJoinsParty } from '../charm/in-combat';
import { parseSpell, spellInfo, spellName, type SpellId } from './spells';

type CastAction = Extract<CombatAction, { type: 'castSpell' }>;
const refuse = (rule: string, text: string): HookResult => ({ ok: false, rule, message: text });

/** How a cast is paid: in Wounds [11.22], or by a spell ring's once-per-game use [12.13]. */
export type CastSource = { readonly kind: 'wounds' } | { readonly kind: 'ring'; readonly ringId: string };

export interface CastPlan {
  readonly spell: SpellId;
  readonly source: CastSource;
  readonly row: number;
}

/**
 * Reads the action's `spell`: a spell id or printed name ("blast", "Mage Armour"), or "ring:<item id>" to use a spell
 * ring. A spell the Wizard does not know is cast from an unused ring of that name if he wears one [11.14], [12.13].
 */
export function planCast(combat: CombatState, action: CastAction): CastPlan | { ok: false; rule: string; message: string } {
  const draft = openDraft(combat);
  const caster = draft.adventurers.find((a) => a.id === action.adventurerId) as AdventurerInCombat | undefined;
  if (!caster || caster.dead) return { ok: false, rule: '11.21', message: `“${action.adventurerId}” is not a living member of the party.` };
  if (caster.charmedMonster) return { ok: false, rule: '9.45', message: `${caster.name} is a charmed monster and casts no spells.` };
  const member = draft.advanced.members[caster.id];
  const rings = (member?.spellRings ?? []).filter((r) => !draft.advanced.ringsUsed.includes(r.id));
  let spell: SpellId | undefined;
  let source: CastSource = { kind: 'wounds' };
  if (action.spell.startsWith('ring:')) {
    const ringId = action.spell.slice(5);
    const ring = (member?.spellRings ?? []).find((r) => r.id === ringId);
    if (!ring) return { ok: false, rule: '12.13', message: `${caster.name} wears no spell ring “${ringId}”.` };
    if (draft.advanced.ringsUsed.includes(ringId)) return { ok: false, rule: '12.13', message: `That ring has already been used this game [12.13].` };
    spell = ring.spell;
    source = { kind: 'ring', ringId };
  } else {
    spell = parseSpell(action.spell);
    if (!spell) return { ok: false, rule: '11.4', message: `“${action.spell}” is not one of the twelve spells [11.4].` };
    if (!(member?.spells ?? []).includes(spell)) {
      const ring = rings.find((r) => r.spell === spell);
      if (!ring) {
        return { ok: false, rule: '11.23', message: `${caster.name} may cast only the spells on his Character Record${rings.length ? ' or of his unused rings' : ''}; ${spellName(spell)} is not one [11.14], [11.23].` };
      }
      source = { kind: 'ring', ringId: ring.id };
    }
  }
  const info = spellInfo(spell);
  if (info.use !== 'combat') {
    return {
      ok: false,
      rule: '11.21',
      message: info.use === 'negotiation' ? 'Oratory is cast only during Negotiation [11.21].' : `${spellName(spell)} is a Non-Combat spell: it may be cast at any time except during combat [11.21].`,
    };
  }
  const place = partyPlace(draft, caster.id);
  if (!place || place.row > 1) return { ok: false, rule: '11.21', message: `${caster.name} can cast spells only from the front or second row [11.21].` };
  if (source.kind === 'wounds' && caster.wounds + info.cost >= realWoundPoints(draft, caster)) {
    return {
      ok: false,
      rule: '11.22',
      message: `${caster.name} has ${caster.wounds} wounds of ${realWoundPoints(draft, caster)}: the ${info.cost} wound${info.cost === 1 ? '' : 's'} of ${spellName(spell)} would kill him, so he may not cast it [11.22].`,
    };
  }
  return { spell, source, row: place.row };
}

function targetMonster(draft: AdvDraft, spell: SpellId, targetId: string | undefined): MonsterInCombat | string {
  if (!targetId) return `Name the monster the ${spellName(spell)} is cast at.`;
  const m = draft.monsters.find((x) => x.id === targetId) as MonsterInCombat | undefined;
  const place = m && !m.dead ? monsterPlace(draft, m.id) : undefined;
  if (!m || !place || place.row > 1) return `“${targetId}” is not a living monster in the monsters’ first or second row.`;
  if (spell === 'blast' && place.row !== 0) return `Blast may be cast only at a monster in the first row [11.3].`;
  if ((spell === 'charm' || spell === 'sleep') && draft.advanced.thralls[m.id]) {
    return `${m.name} is an adventurer under a vampire’s charm, not a monster ${spellName(spell)} can take [12.36] (see rulings).`;
  }
  return m;
}

/**
 * The castSpell hook [11.21]–[11.24], [11.3]: a Wizard in the first or second row casts one combat spell instead of
 * attacking, paying its cost in Wounds that cannot kill him (or using a spell ring once this game).
 */
export function castCombatSpell(combat: CombatState, action: CastAction, rng: Rng): HookResult {
  const plan = planCast(combat, action);
  if ('ok' in plan) return plan;
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  const { spell } = plan;
  let target: MonsterInCombat | undefined;
  if (spell !== 'explosion') {
    const t = targetMonster(draft, spell, action.targetId);
    if (typeof t === 'string') return refuse('11.3', t);
    target = t;
  }
  const caster = draft.adventurers.find((a) => a.id === action.adventurerId) as DraftAdventurer;
  draft.acted.push(caster.id);
  if (plan.source.kind === 'ring') {
    draft.advanced.ringsUsed.push(plan.source.ringId);
    events.push(message(`${caster.name} casts ${spellName(spell)} from his ring, at no Wound cost (once this game) [12.13].`, '12.13'));
  } else {
    events.push(message(`${caster.name} casts ${spellName(spell)}${target ? ` at ${target.name}` : ''} instead of attacking [11.21].`, '11.21'));
    payCost(draft, caster.id, spellInfo(spell).cost, events, spellName(spell));
  }
  if (spell === 'explosion') {
    explosion(draft, rng, events, caster.id);
  } else if (target) {
    const check = resistRoll(rng, target.name, monsterResistance(draft, target), spellName(spell), '11.24');
    events.push(...check.events);
    if (!check.resisted) applyToMonster(draft, spell, target, caster, rng, events);
  }
  settle(draft, events);
  return { ok: true, combat: closeDraft(draft), events };
}

function applyToMonster(draft: AdvDraft, spell: SpellId, target: MonsterInCombat, caster: DraftAdventurer, rng: Rng, events: GameEvent[]): void {
  switch (spell) {
    case 'blast':
      woundMonster(draft, target.id, 2, '11.3', events, caster.id);
      return;
    case 'lightning': {
      const r = roll(rng, '1D6+2', { section: '11.3', table: 'Lightning', purpose: `Lightning on ${target.name}` });
      events.push(rollEvent(`The Lightning strikes ${target.name}: ${r.total} wounds (1D6+2).`, withResult(r, `${r.total} wounds`)));
      woundMonster(draft, target.id, r.total, '11.3', events, caster.id);
      return;
    }
    case 'sleep': {
      const m = draft.monsters.find((x) => x.id === target.id) as DraftMonster;
      // Out of the fight for good: the party kills it if it wins, and it no longer stands between the party and victory.
      m.dead = true;
      removeCounter(draft, m.id);
      draft.advanced.asleep.push(m.id);
      events.push(message(`${m.name} falls asleep and is removed from the monsters’ marching order; if the party wins it is killed too [11.3].`, '11.3'));
      return;
    }
    case 'charm':
      monsterJoinsParty(draft, target.id, caster, '9.45', events);
      return;
    default:
      return;
  }
}

/**
 * [11.3] Explosion: every monster and every member of the party in the fight, the Wizard too, resists or suffers one
 * Wound. All resist first, then all Wounds land together, so a monster and an adventurer can die in the same blast.
 */
function explosion(draft: AdvDraft, rng: Rng, events: GameEvent[], casterId: string): void {
  const hit: { id: string; side: 'party' | 'monster' }[] = [];
  for (const row of draft.party.rows) {
    for (const id of row) {
      if (id === null) continue;
      const a = draft.adventurers.find((x) => x.id === id) as AdventurerInCombat | undefined;
      if (!a || a.dead) continue;
      const check = resistRoll(rng, a.name, partyMemberResistance(draft, a), 'the Explosion', '11.3');
      events.push(...check.events);
      if (!check.resisted) hit.push({ id, side: 'party' });
    }
  }
  for (const r of [0, 1]) {
    for (const { id } of monsterRow(draft, r)) {
      const m = draft.monsters.find((x) => x.id === id) as MonsterInCombat | undefined;
      if (!m || m.dead) continue;
      const check = resistRoll(rng, m.name, monsterResistance(draft, m), 'the Explosion', '11.24');
      events.push(...check.events);
      if (!check.resisted) hit.push({ id, side: 'monster' });
    }
  }
  for (const h of hit) {
    if (h.side === 'party') woundPartyMember(draft, h.id, 1, '11.3', events);
    else woundMonster(draft, h.id, 1, '11.3', events, casterId);
  }
}

/** The castSpell actions open to a party member now, for the choices list. */
export function spellActions(combat: CombatState): CastAction[] {
  if (combat.status !== 'ongoing' || combat.phase !== 'partyCombat' || combat.game !== 'advanced') return [];
  const draft = openDraft(combat);
  const out: CastAction[] = [];
  for (const a of draft.adventurers as AdventurerInCombat[]) {
    if (a.dead || a.charmedMonster || combat.acted.includes(a.id)) continue;
    const member = draft.advanced.members[a.id];
    const names = new Set<string>([...(member?.spells ?? [])]);
    for (const r of member?.spellRings ?? []) if (!draft.advanced.ringsUsed.includes(r.id)) names.add(`ring:${r.id}`);
    for (const name of names) {
      const probe: CastAction = { type: 'castSpell', adventurerId: a.id, spell: name };
      const plan = planCast(combat, probe);
      if ('ok' in plan) continue;
      if (plan.spell === 'explosion') {
        out.push(probe);
        continue;
      }
      for (const r of [0, 1]) {
        for (const { id } of monsterRow(draft, r)) {
          if (typeof targetMonster(draft, plan.spell, id) !== 'string') out.push({ ...probe, targetId: id });
        }
      }
    }
  }
  return out;
}
