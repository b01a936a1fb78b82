import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { advancedData, finishAdvancedCombat, settleCharmedInBasicCombat } from '../../../../shared/rulesets/deathmaze/advanced';
import { closeDraft, openDraft, settle } from '../../../../shared/rulesets/deathmaze/advanced/combat-data';
import type { CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import { settleStatus } from '../../../../shared/rulesets/deathmaze/combat/combat-state';
import { applyAction, type DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import { deathmazeAutoplay } from '../../../../shared/rulesets/deathmaze/odds';
import { fresh } from '../game/helpers';

/** Every combat state of autoplayed Basic expeditions' fights with potion-charmed monsters [9.45]. */
function charmedFights(): CombatState[] {
  const setup = deathmazeAutoplay.setupFor(['hero', 'hero', 'thief', 'thief'], false);
  const out: CombatState[] = [];
  for (let seed = 1; seed <= 40; seed++) {
    const start = fresh(seed, setup);
    let state: DeathmazeState = start.state;
    for (let n = 0; n < 3000 && state.phase.kind !== 'ended'; n++) {
      if (state.phase.kind === 'combat' && (state.charmed?.length || advancedData(state.phase.combat))) out.push(state.phase.combat);
      const r = applyAction(state, chooseAction(state), start.rng);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return out;
}

/** What the bookkeeping does on the whole copy (`openDraft`), the way both functions did it every time. */
function onTheCopy(combat: CombatState, thenStatus: boolean): { combat: string; events: GameEvent[] } {
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  if (thenStatus) settleStatus(draft, events);
  return { combat: JSON.stringify(closeDraft(draft)), events };
}

/*
 * A Basic fight with charmed monsters is settled after every action and finished as it ends; both skip the fight's whole
 * copy when there is nothing to change on it (the fight's first action, whose Advanced data is only added; a fight
 * ending with nothing left to settle). Both must give what the copy gave.
 */
describe('charmed monsters in a Basic fight, settled and finished without the whole copy', () => {
  const fights = charmedFights();

  it('settles every state as on the copy', () => {
    let firstActions = 0;
    for (const combat of fights) {
      if (advancedData(combat) === undefined) firstActions++;
      const settled = settleCharmedInBasicCombat(combat);
      const copy = onTheCopy(combat, true);
      expect(JSON.stringify(settled.combat)).toBe(copy.combat);
      expect(settled.events).toEqual(copy.events);
    }
    expect(fights.length).toBeGreaterThan(50);
    expect(firstActions).toBeGreaterThan(5);
  });

  it('finishes every state as on the copy, with the report read off the finished fight', () => {
    for (const combat of fights) {
      if (advancedData(combat) === undefined) continue;
      const finished = finishAdvancedCombat(combat);
      const copy = onTheCopy(combat, false);
      expect(JSON.stringify(finished.combat)).toBe(copy.combat);
      const done: CombatState & { advanced?: { charmed: Record<string, { controllerId: string; monster: object }>; spellWounds: object; ringsUsed: string[]; petrified: string[] } } = JSON.parse(copy.combat);
      const data = done.advanced!;
      expect(finished.report).toEqual({
        spellWounds: data.spellWounds,
        mageArmorLeft: {},
        ringsUsed: data.ringsUsed,
        petrified: data.petrified.filter((id) => done.adventurers.some((a) => a.id === id)),
        sleepersKilled: [],
        charmed: Object.entries(data.charmed).flatMap(([id, record]) => {
          const a = done.adventurers.find((x) => x.id === id);
          return !a || a.dead ? [] : [{ controllerId: record.controllerId, monster: { ...record.monster, wounds: a.wounds, woundPoints: a.woundPoints } }];
        }),
        lostToVampires: [],
      });
      expect(finished.events).toEqual(copy.events);
    }
  });
});
