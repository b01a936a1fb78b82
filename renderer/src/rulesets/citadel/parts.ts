/**
 * Citadel of Blood's renderer parts (see renderer/src/lib/ruleset-parts.ts): its setup form, its board (the map level
 * by level) and its phase panel (what an encounter or the Hellgate puts at stake). The fight is the shell's generic
 * panel, which draws every row of both sides from the view model (monster orders beyond two rows, and the Hellgate).
 */
/* eslint-disable vue/one-component-per-file -- two thin adapters, one per part, read best side by side */
import { defineComponent, h } from 'vue';
import { gamePartEmits, gamePartProps, type RulesetParts } from '../../lib/ruleset-parts';
import PhasePanel from '../../components/PhasePanel.vue';
import GenericBoard from '../../components/generic/GenericBoard.vue';
import CitadelSetup from './CitadelSetup.vue';
import CitadelBoard from './CitadelBoard.vue';
import CitadelPhasePanel from './CitadelPhasePanel.vue';
import { asCitadel } from './citadel-view';

const Board = defineComponent({
  name: 'CitadelBoardPart',
  props: gamePartProps,
  emits: gamePartEmits,
  setup(props, { emit }) {
    return () => {
      const state = asCitadel(props.session.state);
      // A state this board cannot read (damaged) still shows the shell's sketch rather than nothing.
      if (!state) return h(GenericBoard, { view: props.session.view, progress: props.session.summary.progress });
      return h(CitadelBoard, {
        state,
        view: props.session.view,
        progress: props.session.summary.progress,
        choices: props.session.choices,
        busy: props.busy,
        onChoose: (choice) => emit('choose', choice),
      });
    };
  },
});

const Phase = defineComponent({
  name: 'CitadelPhasePart',
  props: gamePartProps,
  emits: gamePartEmits,
  setup(props, { emit }) {
    return () => {
      const state = asCitadel(props.session.state);
      const onChoose = (choice: Parameters<typeof gamePartEmits.choose>[0]) => emit('choose', choice);
      if (!state) return h(PhasePanel, { phase: props.session.view.phase, choices: props.session.choices, busy: props.busy, onChoose });
      return h(CitadelPhasePanel, { phase: props.session.view.phase, state, choices: props.session.choices, events: props.events, busy: props.busy, onChoose });
    };
  },
});

export const citadelParts: RulesetParts = { setup: CitadelSetup, board: Board, phase: Phase };
