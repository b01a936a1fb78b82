import type { CitadelCombat, Fighter } from './types';

/**
 * A fight's copy before a step changes it: what `cloneJson` gave, built field by field. The rules mutate the copy in
 * place (wounds, rows, thrown daggers, potions' uses), so every part they write to is new here and every part they only
 * read (weapons, skills, spells, modifiers' entries) is shared. One literal per record, so V8 keeps one hidden class for
 * every fighter and every fight (characters and monsters alike: a character's `monster` is undefined, which JSON drops,
 * so saves and hashes are unchanged).
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
    kills: c.kills.map((k) => ({ id: k.id, monster: k.monster, startWoundPoints: k.startWoundPoints, by: k.by })),
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
    thrown: f.thrown.slice(),
    weaponSkills: f.weaponSkills,
    monsterWeapon: f.monsterWeapon,
    monsterWeaponSkill: f.monsterWeaponSkill,
    spells: f.spells,
    hellgateSkill: f.hellgateSkill,
    freeCombatSpells: f.freeCombatSpells,
    cheapLightning: f.cheapLightning,
    mageArmor: f.mageArmor,
    magicShield: f.magicShield,
    healUses: { heal: f.healUses.heal, rejuvenate: f.healUses.rejuvenate },
    strengthened: f.strengthened,
    items: f.items.map((i) => ({ id: i.id, kind: i.kind, uses: i.uses })),
    ringCasts: f.ringCasts.slice(),
    modifiers: f.modifiers.slice(),
    charmedBy: f.charmedBy,
    possessedBy: f.possessedBy,
    firstWoundedAfterPhase: f.firstWoundedAfterPhase,
    vampireAttacks: f.vampireAttacks,
  };
}
