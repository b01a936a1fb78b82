/**
 * Deathmaze's renderer parts (see renderer/src/lib/ruleset-parts.ts): thin adapters from the shell's props to
 * Deathmaze's own panels, which read the Deathmaze state they are handed.
 */
/* eslint-disable vue/one-component-per-file -- five thin adapters, one per part, read best side by side */
import { computed, defineComponent, h } from 'vue';
import { gamePartEmits, gamePartProps, type RulesetParts } from '../../lib/ruleset-parts';
import { asDeathmaze } from './deathmaze-view';
import MapPanel from './MapPanel.vue';
import CombatBoard from './CombatBoard.vue';
import DeathmazePhasePanel from './DeathmazePhasePanel.vue';
import ExpeditionEnd from './ExpeditionEnd.vue';
import DeathmazeSetup from './DeathmazeSetup.vue';

const Board = defineComponent({
  name: 'DeathmazeBoard',
  props: gamePartProps,
  emits: gamePartEmits,
  setup(props, { emit }) {
    return () =>
      h(MapPanel, {
        state: props.session.state,
        progress: props.session.summary.progress,
        choices: props.session.choices,
        events: props.events,
        busy: props.busy,
        onChoose: (choice) => emit('choose', choice),
      });
  },
});

const Combat = defineComponent({
  name: 'DeathmazeCombat',
  props: gamePartProps,
  emits: gamePartEmits,
  setup(props, { emit }) {
    const combat = computed(() => {
      const game = asDeathmaze(props.session.state);
      return game?.phase.kind === 'combat' ? game.phase.combat : null;
    });
    return () => (combat.value ? h(CombatBoard, { combat: combat.value, events: props.events, onOpenTable: (event) => emit('openTable', event) }) : null);
  },
});

const Phase = defineComponent({
  name: 'DeathmazePhase',
  props: gamePartProps,
  emits: gamePartEmits,
  setup(props, { emit }) {
    return () =>
      h(DeathmazePhasePanel, {
        phase: props.session.view.phase,
        state: props.session.state,
        choices: props.session.choices,
        busy: props.busy,
        onChoose: (choice) => emit('choose', choice),
        onRename: (id, name) => emit('rename', id, name),
      });
  },
});

const End = defineComponent({
  name: 'DeathmazeEnd',
  props: gamePartProps,
  emits: gamePartEmits,
  setup(props, { emit }) {
    return () =>
      h(ExpeditionEnd, {
        summary: props.session.summary,
        seed: props.session.seed,
        state: props.session.state,
        choices: props.session.choices,
        busy: props.busy,
        onClose: () => emit('close'),
        onChoose: (choice) => emit('choose', choice),
      });
  },
});

export const deathmazeParts: RulesetParts = { setup: DeathmazeSetup, board: Board, combat: Combat, phase: Phase, end: End };
