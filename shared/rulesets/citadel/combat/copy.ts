import type { CitadelCombat, Fighter } from './types';

/**
 * A fight's copy before a step changes it: what `cloneJson` gave, built field by field. The rules mutate the copy in
 * place (wounds, rows, the acted list), so every part they write to is new here; every part they only read (weapons,
 * skills, spells) or replace whole rather than change (thrown daggers, potions' uses, ring casts, modifiers, heals
 * left, kills: readonly in types.ts, so the compiler holds every rule to that) is shared with the fight before. One
 * literal per record, so V8 keeps one hidden class for every fighter and every fight (characters and monsters alike: a
 * character's `monster` is undefined, which JSON drops, so saves and hashes are unchanged).
 */
export function copyCombat(c: CitadelCombat): CitadelCombat {
  return {
    version: c.version,
    level: c.level,
    round: c.round,
    phase: c.phase,
    fighters: c.fighters.map(copyFighter),
    partyRows: c.partyRows.map((r) => r.slice()),
    monsterRows: c.monsterRows.map((r) => r.slice()),
    acted: c.acted.slice(),
    moved: c.moved,
    monsterPhases: c.monsterPhases,
    hellgate: c.hellgate === null ? null : { row: c.hellgate.row, powered: c.hellgate.powered, destroyed: c.hellgate.destroyed },
    aloneFirstRound: c.aloneFirstRound,
    kills: c.kills,
    result: c.result,
  };
}

function copyFighter(f: Fighter): Fighter {
  return {
    id: f.id,
    name: f.name,
    kind: f.kind,
    monster: f.monster,
    side: f.side,
    woundPoints: f.woundPoints,
    wounds: f.wounds,
    startWounds: f.startWounds,
    dead: f.dead,
    petrified: f.petrified,
    asleep: f.asleep,
    combatBonus: f.combatBonus,
    resistance: f.resistance,
    weapons: f.weapons,
    weaponInHand: f.weaponInHand,
    thrown: f.thrown,
    weaponSkills: f.weaponSkills,
    monsterWeapon: f.monsterWeapon,
    monsterWeaponSkill: f.monsterWeaponSkill,
    spells: f.spells,
    hellgateSkill: f.hellgateSkill,
    freeCombatSpells: f.freeCombatSpells,
    cheapLightning: f.cheapLightning,
    mageArmor: f.mageArmor,
    magicShield: f.magicShield,
    healUses: f.healUses,
    strengthened: f.strengthened,
    items: f.items,
    ringCasts: f.ringCasts,
    modifiers: f.modifiers,
    charmedBy: f.charmedBy,
    possessedBy: f.possessedBy,
    firstWoundedAfterPhase: f.firstWoundedAfterPhase,
    vampireAttacks: f.vampireAttacks,
  };
}
