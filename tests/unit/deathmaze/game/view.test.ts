import { describe, expect, it } from 'vitest';
import { act, autoplayUntil, fresh, R } from './helpers';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';

const ADVANCED = { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Wyn', class: 'wizard' }, { name: 'Bree', class: 'thief' }, { name: 'Dee', class: 'thief' }] };

/** The adventurer an action names, as the test reads it (the view must agree without reading actions). */
function namedAdventurer(action: unknown): string | undefined {
  const a = action as { adventurerId?: unknown; action?: { adventurerId?: unknown } };
  const id = a.adventurerId ?? a.action?.adventurerId;
  return typeof id === 'string' ? id : undefined;
}

function view(state: DeathmazeState) {
  const v = R.view?.(state);
  if (!v) throw new Error('Deathmaze has no view');
  return v;
}

describe('Deathmaze view model and choice groups', () => {
  it('gives every choice of a played expedition a group, and the adventurer it names as its subject', () => {
    for (const setup of [undefined, ADVANCED]) {
      const start = fresh(7, setup);
      const rng = start.rng;
      let state = start.state;
      const groups = new Set<string>();
      for (let i = 0; i < 400 && state.phase.kind !== 'ended'; i++) {
        for (const c of R.choices(state)) {
          expect(c.group, c.label).toBeTruthy();
          groups.add(c.group!);
          const named = namedAdventurer(c.action);
          // A rename or a cast names the actor; give/use are about the holder, found through the items.
          if (named && (c.action as { type: string }).type !== 'give') expect(c.subjectId, c.label).toBe(named);
        }
        state = act(state, chooseAction(state), rng).state;
      }
      expect(groups.has('Where to go')).toBe(true);
      expect(groups.has('Rename')).toBe(true);
    }
  });

  it('asks before the choices that end something for good, and only those', () => {
    const { state } = fresh(3);
    // At the entrance: leaving is offered, and asks first; moving on does not.
    const choices = R.choices(state);
    const leave = choices.find((c) => c.action.type === 'leave');
    expect(leave?.confirm?.confirmLabel).toBe('Leave the Deathmaze');
    expect(choices.filter((c) => c.confirm).map((c) => c.action.type)).toEqual(['leave']);
  });

  it('asks for a typed name on rename choices only', () => {
    const { state } = fresh(3);
    const choices = R.choices(state);
    const renames = choices.filter((c) => c.text);
    expect(renames.map((c) => c.subjectId)).toEqual(state.party.map((a) => a.id));
    expect(renames[0]!.text).toMatchObject({ field: 'name', value: state.party[0]!.name });
    expect(choices.filter((c) => !c.text).every((c) => c.group !== 'Rename')).toBe(true);
  });

  it('shows the party with its wounds, the maze as tiles and the phase in words', () => {
    const { state } = fresh(5);
    const v = view(state);
    expect(v.phase).toMatchObject({ kind: 'exploring', title: 'Exploring', ended: false });
    expect(v.people.map((p) => p.name)).toEqual(['Arn', 'Bree', 'Cal', 'Dee']);
    expect(v.people[0]).toMatchObject({ role: 'Hero', wounds: { taken: 0, of: 8 }, alive: true, status: [] });
    // A Thief's Detrap skill shows; a Hero, who has none, shows no Detrap at all.
    expect(v.people[1]!.stats).toContainEqual({ label: 'Detrap', value: String(state.party[1]!.detrap) });
    expect(v.people[0]!.stats.map((s) => s.label)).not.toContain('Detrap');
    expect(v.map?.kind).toBe('tiles');
    if (v.map?.kind === 'tiles') {
      expect(v.map.tiles.length).toBe(state.maze.placedCount);
      expect(v.map.party).toEqual({ x: state.position.x, y: state.position.y, level: 1 });
    }
    expect(v.combat).toBeNull();
  });

  it('shows a fight’s wounds on the party at once, and the fight’s rows', () => {
    const { state: start, rng } = fresh(11);
    // Into a fight, then on until someone has taken a wound on the board.
    const fighting = autoplayUntil(start, rng, (s) => s.phase.kind === 'combat' && s.phase.combat.adventurers.some((a) => a.wounds > 0)).state;
    expect(fighting.phase.kind).toBe('combat');
    if (fighting.phase.kind !== 'combat') return;
    const hurt = fighting.phase.combat.adventurers.find((a) => a.wounds > 0)!;
    const v = view(fighting);
    expect(v.people.find((p) => p.id === hurt.id)!.wounds!.taken).toBe(hurt.wounds);
    expect(v.combat?.rows.some((r) => r.side === 'party' && r.row === 1)).toBe(true);
    expect(v.combat?.rows.some((r) => r.side === 'monsters')).toBe(true);
    expect(v.phase.title).toBe(`Combat, round ${fighting.phase.combat.round}`);
  });
});
