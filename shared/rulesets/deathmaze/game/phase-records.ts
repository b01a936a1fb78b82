import { keyList, storeAll, type EveryField, type KeyOfAny, type KeySet } from '../../../core/shape';
import type { Phase } from './types';

/*
 * Every phase the game enters is built by one literal holding every kind's fields, those a kind lacks undefined (JSON
 * leaves them out, so saved and logged phases read exactly as before: each kind's own keys come in this order). The
 * engine and the autoplayer read `state.phase.kind` at every step: with a literal per kind that read met a dozen
 * hidden classes and was megamorphic everywhere; with one it is a plain field load.
 */

type PhaseKey = KeyOfAny<Phase>;

/** A phase as the one literal holds it: every kind's fields, each undefined where the kind lacks it. */
type PhaseFields = EveryField<Phase>;

/**
 * Every key a phase may have, in the order each kind writes its own. `satisfies` makes the compiler flag a key
 * missing here (or one no phase has) when a kind of phase gains or loses a field.
 */
const PHASE_KEY_SET = {
  kind: true,
  combat: true,
  ids: true,
  chitId: true,
  position: true,
  rotations: true,
  source: true,
  group: true,
  negotiated: true,
  tribute: true,
  mayPeg: true,
  then: true,
  oratory: true,
  held: true,
  front: true,
  feature: true,
  reason: true,
  victims: true,
  resume: true,
  selection: true,
} as const satisfies KeySet<Phase>;

export const PHASE_KEYS: readonly PhaseKey[] = keyList(PHASE_KEY_SET);

/**
 * Builds a phase from its kind's own fields, named (`buildPhase({ kind: 'trap', source })`): the argument must be a
 * whole phase of its kind, so a builder that forgets a required field does not compile. The literal below is typed
 * with every key of every kind, so a key a kind gains must be written here too.
 */
export function buildPhase<P extends Phase>(phase: P): P;
// The record holds exactly `phase`'s fields (the others undefined): the overload above gives it `phase`'s own type.
export function buildPhase(phase: Phase): Partial<PhaseFields> {
  const f: Partial<PhaseFields> = phase;
  const record: PhaseFields = {
    kind: phase.kind,
    combat: f.combat,
    ids: f.ids,
    chitId: f.chitId,
    position: f.position,
    rotations: f.rotations,
    source: f.source,
    group: f.group,
    negotiated: f.negotiated,
    tribute: f.tribute,
    mayPeg: f.mayPeg,
    then: f.then,
    oratory: f.oratory,
    held: f.held,
    front: f.front,
    feature: f.feature,
    reason: f.reason,
    victims: f.victims,
    resume: f.resume,
    selection: f.selection,
  };
  return record;
}

/**
 * `{ ...phase, ...changes }` as a copy and stores (a spread of the 20-key phase took V8's generic copy on every combat
 * action): every field the phase has, set or changed, is kept.
 */
export function phaseWith<P extends Phase>(phase: P, changes: Partial<P>): P {
  const f: Partial<PhaseFields> = phase;
  const next = copyPhase(phase, f.combat);
  storeAll(next, changes);
  return next;
}

/** `phaseWith(phase, { combat })` with the combat written in the copy's literal (after every combat action). */
export function phaseWithCombat<P extends Extract<Phase, { kind: 'combat' }>>(phase: P, combat: P['combat']): P {
  return copyPhase(phase, combat);
}

/**
 * buildPhase's literal again, for copies of phases already built (phaseWith's): its field reads meet only the one
 * hidden class every built phase has. buildPhase's own reads meet a shape per call site (each passes its kind's few
 * fields), so V8 looks each of them up the slow, megamorphic way; a combat action's copy need not pay for that.
 */
function copyPhase<P extends Phase>(phase: P, combat: PhaseFields['combat']): P;
function copyPhase(phase: Phase, combat: PhaseFields['combat']): Partial<PhaseFields> {
  const f: Partial<PhaseFields> = phase;
  const record: PhaseFields = {
    kind: phase.kind,
    combat,
    ids: f.ids,
    chitId: f.chitId,
    position: f.position,
    rotations: f.rotations,
    source: f.source,
    group: f.group,
    negotiated: f.negotiated,
    tribute: f.tribute,
    mayPeg: f.mayPeg,
    then: f.then,
    oratory: f.oratory,
    held: f.held,
    front: f.front,
    feature: f.feature,
    reason: f.reason,
    victims: f.victims,
    resume: f.resume,
    selection: f.selection,
  };
  return record;
}

/**
 * The phase every move on and every finished event returns to. It holds nothing but its kind, and a phase is never
 * changed in place (phaseWith copies), so every exploring state shares this one record instead of building its twenty
 * fields at each step (a move built it up to three times). Not frozen: a frozen record has a hidden class of its own.
 */
export function exploringPhase(): Extract<Phase, { kind: 'exploring' }> {
  return EXPLORING;
}

const EXPLORING = buildPhase({ kind: 'exploring' });
