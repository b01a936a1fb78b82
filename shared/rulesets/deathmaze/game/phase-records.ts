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

type PhaseOf<K extends Phase['kind']> = Extract<Phase, { kind: K }>;

/*
 * The phases a step enters every expedition, each built by its kind's own builder from its fields as arguments.
 * buildPhase reads all twenty keys off an argument literal whose hidden class is its caller's (a placing phase's, a
 * trap's, an encounter's…), so at its one site every read met a dozen classes and went the slow, megamorphic way
 * (≈ 30 phases an expedition, twenty reads each, nearly all for a key the literal lacks). A builder stores its kind's
 * few fields into the one literal instead (`blankPhase`): stores and reads of one hidden class.
 */

/** buildPhase's literal with only `kind` set: every field undefined, so the record has the one hidden class. */
function blankPhase(kind: Phase['kind']): PhaseFields {
  return {
    kind,
    combat: undefined,
    ids: undefined,
    chitId: undefined,
    position: undefined,
    rotations: undefined,
    source: undefined,
    group: undefined,
    negotiated: undefined,
    tribute: undefined,
    mayPeg: undefined,
    then: undefined,
    oratory: undefined,
    held: undefined,
    front: undefined,
    feature: undefined,
    reason: undefined,
    victims: undefined,
    resume: undefined,
    selection: undefined,
  };
}

/** [5.24] A drawn chit waiting for its facing. */
export function placingPhase(chitId: PhaseOf<'placing'>['chitId'], position: PhaseOf<'placing'>['position'], rotations: PhaseOf<'placing'>['rotations']): PhaseOf<'placing'>;
export function placingPhase(chitId: PhaseOf<'placing'>['chitId'], position: PhaseOf<'placing'>['position'], rotations: PhaseOf<'placing'>['rotations']): Partial<PhaseFields> {
  const record = blankPhase('placing');
  record.chitId = chitId;
  record.position = position;
  record.rotations = rotations;
  return record;
}

/** [10.1] A trapped door, chest or trap door. */
export function trapPhase(source: PhaseOf<'trap'>['source']): PhaseOf<'trap'>;
export function trapPhase(source: PhaseOf<'trap'>['source']): Partial<PhaseFields> {
  const record = blankPhase('trap');
  record.source = source;
  return record;
}

/** [7.13] Monsters met, nothing negotiated yet. */
export function encounterPhase(group: PhaseOf<'encounter'>['group'], mayPeg: boolean, then: PhaseOf<'encounter'>['then']): PhaseOf<'encounter'>;
export function encounterPhase(group: PhaseOf<'encounter'>['group'], mayPeg: boolean, then: PhaseOf<'encounter'>['then']): Partial<PhaseFields> {
  const record = blankPhase('encounter');
  record.group = group;
  record.negotiated = 'no';
  record.tribute = null;
  record.mayPeg = mayPeg;
  record.then = then;
  return record;
}

/** [8.41], [8.13] Combat decided on, nothing chosen yet (every adventurer holds his default weapon, the default front). */
export function beforeCombatPhase(group: PhaseOf<'beforeCombat'>['group'], tribute: PhaseOf<'beforeCombat'>['tribute'], then: PhaseOf<'beforeCombat'>['then']): PhaseOf<'beforeCombat'>;
export function beforeCombatPhase(group: PhaseOf<'beforeCombat'>['group'], tribute: PhaseOf<'beforeCombat'>['tribute'], then: PhaseOf<'beforeCombat'>['then']): Partial<PhaseFields> {
  const record = blankPhase('beforeCombat');
  record.group = group;
  record.tribute = tribute;
  record.then = then;
  record.held = {};
  record.front = null;
  return record;
}

/** [8.0] A fight begun. */
export function combatPhase(combat: PhaseOf<'combat'>['combat'], group: PhaseOf<'combat'>['group'], tribute: PhaseOf<'combat'>['tribute'], then: PhaseOf<'combat'>['then']): PhaseOf<'combat'>;
export function combatPhase(combat: PhaseOf<'combat'>['combat'], group: PhaseOf<'combat'>['group'], tribute: PhaseOf<'combat'>['tribute'], then: PhaseOf<'combat'>['then']): Partial<PhaseFields> {
  const record = blankPhase('combat');
  record.combat = combat;
  record.group = group;
  record.tribute = tribute;
  record.then = then;
  return record;
}

/** [6.0] An unusual feature to investigate or ignore. */
export function featurePhase(feature: PhaseOf<'feature'>['feature']): PhaseOf<'feature'>;
export function featurePhase(feature: PhaseOf<'feature'>['feature']): Partial<PhaseFields> {
  const record = blankPhase('feature');
  record.feature = feature;
  return record;
}

/** The expedition's end. */
export function endedPhase(reason: PhaseOf<'ended'>['reason']): PhaseOf<'ended'>;
export function endedPhase(reason: PhaseOf<'ended'>['reason']): Partial<PhaseFields> {
  const record = blankPhase('ended');
  record.reason = reason;
  return record;
}

/** [9.1] Treasure to take: it holds nothing but its kind, so every such state shares one record (as exploringPhase's). */
export function treasurePhase(): PhaseOf<'treasure'> {
  return TREASURE;
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
const TREASURE = buildPhase({ kind: 'treasure' });
