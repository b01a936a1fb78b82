/**
 * Citadel of Blood's renderer parts (see renderer/src/lib/ruleset-parts.ts): so far only its setup form. Its board,
 * fight and phase panel are the shell's generic ones, drawn from the ruleset's view model and choices.
 */
import type { RulesetParts } from '../../lib/ruleset-parts';
import CitadelSetup from './CitadelSetup.vue';

export const citadelParts: RulesetParts = { setup: CitadelSetup };
