import { hasKeysWithin } from '../../../core/shape';
import { buildCombatAdventurer, buildCombatState, buildMarchingOrder, buildMonster } from '../combat/copies';
import type { CombatState } from '../combat/types';
import { buildPhase } from './phase-records';
import { buildAdventurer, buildItem, buildPool, buildState, buildStats, ITEM_KEYS } from './state-copy';
import type { DeathmazeState, GameItem, Phase } from './types';

/*
 * A state read back from a save is plain JSON: every record has a hidden class of its own making, and the engine's
 * reads of them would be megamorphic until play had rebuilt them all. It is rebuilt once, when the slot opens, through
 * the same builders play uses: the same fields (so the same game, and the same JSON but for the key order of records
 * saved before their builders wrote one order, which replay verification does not compare).
 */

function restoreCombat(combat: CombatState): CombatState {
  const restored = buildCombatState(combat);
  restored.adventurers = combat.adventurers.map((a) => buildCombatAdventurer(a));
  restored.monsters = combat.monsters.map((m) => buildMonster(m));
  restored.party = buildMarchingOrder(combat.party);
  return restored;
}

function restorePhase(phase: Phase): Phase {
  if (phase.kind === 'combat') return buildPhase({ ...phase, combat: restoreCombat(phase.combat) });
  if (phase.kind === 'poisoned') return buildPhase({ ...phase, resume: restorePhase(phase.resume) });
  return buildPhase(phase);
}

/** An item as buildItem writes it; one back from a campaign's roster keeps the roster's key order (see gameItem). */
function restoreItem(item: GameItem): GameItem {
  return hasKeysWithin(item, ITEM_KEYS) ? buildItem(item) : item;
}

/** The state, every record rebuilt by its builder (see above). */
export function restoreState(state: DeathmazeState): DeathmazeState {
  const restored = buildState(state);
  restored.phase = restorePhase(state.phase);
  restored.party = state.party.map((a) => {
    const record = buildAdventurer(a);
    record.magicItems = a.magicItems.map(restoreItem);
    return record;
  });
  restored.unassigned = state.unassigned.map(restoreItem);
  restored.pool = buildPool(state.pool);
  restored.stats = buildStats(state.stats);
  return restored;
}
