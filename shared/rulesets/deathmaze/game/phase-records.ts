import { hasKeysWithin } from '../../../core/shape';
import type { Phase } from './types';

/*
 * Every phase the game enters is built by one literal holding every kind's fields, those a kind lacks undefined (JSON
 * leaves them out, so saved and logged phases read exactly as before: each kind's own keys come in this order). The
 * engine and the autoplayer read `state.phase.kind` at every step: with a literal per kind that read met a dozen
 * hidden classes and was megamorphic everywhere; with one it is a plain field load.
 */

/** Every key a phase may have, in the order each kind writes its own. */
export const PHASE_KEYS = [
  'kind',
  'combat',
  'ids',
  'chitId',
  'position',
  'rotations',
  'source',
  'group',
  'negotiated',
  'tribute',
  'mayPeg',
  'then',
  'oratory',
  'held',
  'front',
  'feature',
  'reason',
  'victims',
  'resume',
  'selection',
] as const;

type Fields = { readonly [K in (typeof PHASE_KEYS)[number]]?: unknown };
type Of<K extends Phase['kind']> = Extract<Phase, { kind: K }>;

const U = undefined;

function phaseRecord(
  kind: Phase['kind'],
  combat: unknown,
  ids: unknown,
  chitId: unknown,
  position: unknown,
  rotations: unknown,
  source: unknown,
  group: unknown,
  negotiated: unknown,
  tribute: unknown,
  mayPeg: unknown,
  then: unknown,
  oratory: unknown,
  held: unknown,
  front: unknown,
  feature: unknown,
  reason: unknown,
  victims: unknown,
  resume: unknown,
  selection: unknown,
): Phase {
  return { kind, combat, ids, chitId, position, rotations, source, group, negotiated, tribute, mayPeg, then, oratory, held, front, feature, reason, victims, resume, selection } as unknown as Phase;
}

export function exploringPhase(): Of<'exploring'> {
  return phaseRecord('exploring', U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U) as Of<'exploring'>;
}

export function treasurePhase(): Of<'treasure'> {
  return phaseRecord('treasure', U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U) as Of<'treasure'>;
}

export function placingPhase(chitId: Of<'placing'>['chitId'], position: Of<'placing'>['position'], rotations: Of<'placing'>['rotations']): Of<'placing'> {
  return phaseRecord('placing', U, U, chitId, position, rotations, U, U, U, U, U, U, U, U, U, U, U, U, U, U) as Of<'placing'>;
}

export function trapPhase(source: Of<'trap'>['source']): Of<'trap'> {
  return phaseRecord('trap', U, U, U, U, U, source, U, U, U, U, U, U, U, U, U, U, U, U, U) as Of<'trap'>;
}

export function encounterPhase(
  group: Of<'encounter'>['group'],
  negotiated: Of<'encounter'>['negotiated'],
  tribute: Of<'encounter'>['tribute'],
  mayPeg: boolean,
  then: Of<'encounter'>['then'],
): Of<'encounter'> {
  return phaseRecord('encounter', U, U, U, U, U, U, group, negotiated, tribute, mayPeg, then, U, U, U, U, U, U, U, U) as Of<'encounter'>;
}

export function beforeCombatPhase(
  group: Of<'beforeCombat'>['group'],
  tribute: Of<'beforeCombat'>['tribute'],
  then: Of<'beforeCombat'>['then'],
  held: Of<'beforeCombat'>['held'],
  front: Of<'beforeCombat'>['front'],
): Of<'beforeCombat'> {
  return phaseRecord('beforeCombat', U, U, U, U, U, U, group, U, tribute, U, then, U, held, front, U, U, U, U, U) as Of<'beforeCombat'>;
}

export function combatPhase(combat: Of<'combat'>['combat'], group: Of<'combat'>['group'], tribute: Of<'combat'>['tribute'], then: Of<'combat'>['then']): Of<'combat'> {
  return phaseRecord('combat', combat, U, U, U, U, U, group, U, tribute, U, then, U, U, U, U, U, U, U, U) as Of<'combat'>;
}

export function featurePhase(feature: Of<'feature'>['feature']): Of<'feature'> {
  return phaseRecord('feature', U, U, U, U, U, U, U, U, U, U, U, U, U, U, feature, U, U, U, U) as Of<'feature'>;
}

export function endedPhase(reason: Of<'ended'>['reason']): Of<'ended'> {
  return phaseRecord('ended', U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, reason, U, U, U) as Of<'ended'>;
}

export function poisonedPhase(victims: Of<'poisoned'>['victims'], resume: Phase): Of<'poisoned'> {
  return phaseRecord('poisoned', U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, victims, resume, U) as Of<'poisoned'>;
}

export function petrifiedPhase(ids: Of<'petrified'>['ids'], then: Of<'petrified'>['then']): Of<'petrified'> {
  return phaseRecord('petrified', U, ids, U, U, U, U, U, U, U, U, then, U, U, U, U, U, U, U, U) as Of<'petrified'>;
}

export function homePhase(selection: Of<'home'>['selection']): Of<'home'> {
  return phaseRecord('home', U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, selection) as Of<'home'>;
}

/**
 * `{ ...phase, ...changes }` (the same keys in the same order) through the one literal, for a phase whose keys stand
 * in PHASE_KEYS' order (every phase the game builds, and any read back from a save); any other phase is spread.
 */
export function phaseWith<P extends Phase>(phase: P, changes: Partial<P>): P {
  const merged = { ...phase, ...changes } as Fields;
  if (!hasKeysWithin(merged, PHASE_KEYS)) return merged as P;
  const m = merged;
  return phaseRecord(
    m.kind as Phase['kind'],
    m.combat,
    m.ids,
    m.chitId,
    m.position,
    m.rotations,
    m.source,
    m.group,
    m.negotiated,
    m.tribute,
    m.mayPeg,
    m.then,
    m.oratory,
    m.held,
    m.front,
    m.feature,
    m.reason,
    m.victims,
    m.resume,
    m.selection,
  ) as P;
}
