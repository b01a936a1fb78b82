// PLACEHOLDER until the Deathmaze Basic engine (issue 3) lands: a party walks corridors and checks for
// wandering monsters by [5.27], enough to exercise sessions, saves and the UI end to end.
import { z } from 'zod';
import type { Ruleset } from '../../engine/ruleset';
import { rollOnRange, type RangeTable } from '../../core/table';

const adventurerSchema = z.object({
  name: z.string().trim().min(1, 'Every adventurer needs a name.').max(40, 'Names are at most 40 characters.'),
  class: z.enum(['hero', 'thief']),
});

const setupSchema = z.object({
  party: z.array(adventurerSchema).min(1, 'A party has at least one adventurer.').max(6, 'A party has at most six adventurers [3.2].'),
});
type Setup = z.infer<typeof setupSchema>;

const actionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('explore') }), z.object({ type: z.literal('leave') })]);
type Action = z.infer<typeof actionSchema>;

interface State {
  readonly party: readonly { name: string; class: 'hero' | 'thief'; woundPoints: number }[];
  readonly segmentsExplored: number;
  readonly wanderingMonstersMet: number;
  readonly finished: boolean;
}

const wanderingCheck: RangeTable<boolean> = {
  kind: 'range',
  id: 'wandering-monster-check',
  section: '5.27',
  title: 'Wandering monster check',
  dice: '1D6',
  rows: [
    { min: 1, max: 1, result: true },
    { min: 2, max: 6, result: false },
  ],
};

export const deathmazeRuleset: Ruleset<State, Action, Setup> = {
  id: 'deathmaze',
  title: 'Deathmaze (Basic game)',
  setupSchema,
  actionSchema,
  newGame(setup) {
    const party = setup.party.map((a) => ({ ...a, woundPoints: a.class === 'hero' ? 8 : 6 }));
    return {
      state: { party, segmentsExplored: 0, wanderingMonstersMet: 0, finished: false },
      events: [{ kind: 'message', text: `The party of ${party.length} enters the Deathmaze.`, section: '5.1' }],
    };
  },
  apply(state, action, rng) {
    if (state.finished) return { ok: false, rule: '4.0', message: 'The expedition is over.' };
    if (action.type === 'leave') {
      return { ok: true, state: { ...state, finished: true }, events: [{ kind: 'message', text: 'The party leaves the Deathmaze.', section: '4.0' }] };
    }
    const check = rollOnRange(rng, wanderingCheck, (met) => (met ? 'Wandering monster' : 'No monster'), {
      purpose: 'Entering a corridor',
    });
    const roll = check.rolls[0];
    return {
      ok: true,
      state: {
        ...state,
        segmentsExplored: state.segmentsExplored + 1,
        wanderingMonstersMet: state.wanderingMonstersMet + (check.result ? 1 : 0),
      },
      events: [
        {
          kind: 'roll',
          text: `${wanderingCheck.title}: rolled ${roll?.total} — ${check.result ? 'wandering monsters!' : 'all quiet.'}`,
          section: wanderingCheck.section,
          tableId: wanderingCheck.id,
          cell: check.cell,
          ...(roll ? { roll } : {}),
        },
      ],
    };
  },
  choices(state) {
    if (state.finished) return [];
    return [
      { id: 'explore', label: 'Explore the next segment', section: '5.27', action: { type: 'explore' } },
      { id: 'leave', label: 'Leave the Deathmaze', section: '4.0', action: { type: 'leave' } },
    ];
  },
  summary(state) {
    return {
      party: state.party.map((a) => `${a.name} (${a.class === 'hero' ? 'Hero' : 'Thief'})`).join(', '),
      progress: `${state.segmentsExplored} segments explored, ${state.wanderingMonstersMet} wandering monsters`,
      finished: state.finished,
    };
  },
  tables: [wanderingCheck],
  rulings: [],
};
