import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { checkForMonsters } from '../data/exploration';
import { investigateFountain, investigateStatue, investigateTrapDoor, type PotionEffect } from '../data';
import { rollMonsters } from '../data/monsters';
import { positionKey } from '../maze';
import { checkAllDead, encounter, refuse, toTreasure, type Refusal } from './flow';
import { adventurerById, afterHealing, living, newId, replaceAdventurer, wears } from './party';
import { dictionaryWith } from '../../../core/dictionary';
import { copyState, gameItem, buildPool, withAdventurer } from './state-copy';
import type { DeathmazeState, GameAdventurer, GameItem } from './types';
import { poisonAdventurer } from './poison';
import { exploringPhase, trapPhase } from './phase-records';

/** Applies what a potion did to the one who drank it [9.42]–[9.46]. */
export function applyPotionEffect(state: DeathmazeState, drinker: GameAdventurer, effect: PotionEffect, cause: string, events: GameEvent[]): DeathmazeState {
  switch (effect.kind) {
    case 'heal':
      // [11.22] Spell-casting wounds are never cured by a potion (the roll already spared them; this keeps it so).
      // Through withAdventurer's literal, not `{ ...drinker, wounds }`: on Node 20 a spread followed by a field gives
      // every record a hidden class of its own once the spread's cache is warm, and each such record in the party
      // deoptimized every reader of the party (effectiveWoundPoints, fitness, wears, ...).
      return replaceAdventurer(state, withAdventurer(drinker, { wounds: afterHealing(drinker, effect.wounds) }));
    case 'wounds':
      // Only poison deals wounds when drunk [9.43]: Neutralize Poison may still save him [11.3].
      return poisonAdventurer(state, drinker.id, effect.wounds, cause, events);
    case 'strength':
      return replaceAdventurer(state, withAdventurer(drinker, { strength: effect.combatBonus }));
    case 'charm':
      // Game ruling "Charm potions": outside an encounter there is no monster to take over.
      events.push({ kind: 'message', section: effect.potion === 'charmPerson' ? '9.45' : '9.46', text: 'No monster is at hand to be charmed: the potion has no effect.' });
      return state;
    case 'noEffect':
      return state;
  }
}

/** [6.0] One delegated adventurer investigates the room's unusual feature. */
export function investigate(state: DeathmazeState, adventurerId: string, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'feature') return refuse('6.0', 'There is no unusual feature to investigate here.');
  const who = living(state).find((a) => a.id === adventurerId);
  if (!who) return refuse('6.0', `“${adventurerId}” is not a living member of the party.`);
  const investigated = copyState(state);
  investigated.featuresDone = dictionaryWith(state.featuresDone, positionKey(state.position), true);
  investigated.phase = exploringPhase();
  let next: DeathmazeState = investigated;
  switch (phase.feature) {
    case 'fountain': {
      const f = investigateFountain({ name: who.name, wounds: who.wounds, immuneToPoison: wears(who, 'neutralizePoison'), unhealable: who.spellWounds ?? 0 }, rng, []);
      events.push(...f.events);
      if (f.result === 'poison') next = poisonAdventurer(next, who.id, f.wounds, 'poisonous water', events);
      if (f.drunk) next = replaceAdventurer(next, withAdventurer(adventurerById(next, who.id)!, { drunk: true }));
      if (f.potionEffect) next = applyPotionEffect(next, adventurerById(next, who.id)!, f.potionEffect, 'a poison fountain', events);
      if (f.doseTaken && f.doseTaken.kind === 'potion') {
        const made = newId(next, 'i');
        next = withUnassigned(made.state, gameItem(f.doseTaken, made.id, 1));
      }
      break;
    }
    case 'statue': {
      const s = investigateStatue(who, rng);
      events.push(...s.events);
      if (s.gargoyle) return encounter(next, s.gargoyle, false, 'treasure', events);
      if (s.potion) {
        const made = newId(next, 'i');
        next = withUnassigned(made.state, gameItem(s.potion, made.id));
      }
      if (s.gems.length) {
        const enriched = copyState(next);
        enriched.pool = buildPool({ bezants: next.pool.bezants, gems: [...next.pool.gems, ...s.gems] });
        next = enriched;
      }
      break;
    }
    case 'trapDoor': {
      const t = investigateTrapDoor(who, rng, state.gameVariant);
      events.push(...t.events);
      if (t.result === 'room') {
        // [6.32] "roll normally to determine whether it contains monsters": a room never visited.
        const check = checkForMonsters('newRoom', rng);
        events.push(...check.events);
        if (check.present) {
          const rolled = rollMonsters('room', rng, state.gameVariant);
          events.push(...rolled.events);
          if (rolled.group) return encounter(next, rolled.group, false, 'treasure', events);
        }
      }
      if (t.treasure) {
        const found = copyState(next);
        found.loot = [...next.loot, { treasure: t.treasure, opened: false }];
        next = found;
      }
      if (t.result === 'trap') {
        const trapped = copyState(next);
        trapped.phase = trapPhase({ kind: 'trapDoor' });
        return trapped;
      }
      break;
    }
  }
  next = checkAllDead(next, events);
  if (next.phase.kind === 'ended') return next;
  return toTreasure(next, events);
}

export function ignoreFeature(state: DeathmazeState, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind !== 'feature') return refuse('6.0', 'There is no unusual feature here.');
  events.push({ kind: 'feature.ignored', section: '6.0', text: 'The party ignores the feature; it has no effect.' });
  const next = copyState(state);
  next.phase = exploringPhase();
  return toTreasure(next, events);
}

/** The state with one more magic item waiting to be assigned. */
function withUnassigned(state: DeathmazeState, item: GameItem): DeathmazeState {
  const next = copyState(state);
  next.unassigned = [...state.unassigned, item];
  return next;
}
