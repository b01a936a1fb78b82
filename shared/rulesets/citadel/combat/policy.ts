import { WEAPON_ROW } from '../data/characters';
import { spell, type SpellId } from '../data/spells';
import { weaponOf } from './attacks';
import { legalCombatActions } from './phases';
import { fighter, placeOf } from './rows';
import type { CitadelCombat, CombatAction, Fighter } from './types';

const left = (f: Fighter) => f.woundPoints - f.wounds;

/** Damage spells the policy casts, best first. */
const ATTACK_SPELLS: readonly SpellId[] = ['mentalAttack', 'wrathOfGod', 'lightning', 'blast'];

/**
 * A simple combat policy for the autoplayer: redeem a turned friend, else heal one near death, else cast the strongest damage spell a caster
 * can pay for while keeping 3 Wound Points, else strike the weakest enemy in reach, else pick up a weapon usable
 * from where he stands; fill the first row when someone behind can fight there; at the Hellgate, the most skilled
 * character with more than 1 Wound Point left tries, else the party withdraws. Never undefined while the fight goes on.
 */
export function chooseCombatAction(combat: CitadelCombat): CombatAction | undefined {
  const legal = legalCombatActions(combat);
  if (legal.length === 0) return undefined;
  const f = (id: string) => fighter(combat, id)!;
  if (combat.phase === 'partyCombat') {
    const redeem = legal.find((a) => a.type === 'castSpell' && a.spell === 'redemption');
    if (redeem) return redeem;
    const heal = legal.find((a) => a.type === 'castSpell' && (a.spell === 'rejuvenate' || a.spell === 'heal') && a.targetId !== undefined && left(f(a.targetId)) <= 3 && left(f(a.fighterId)) - spell(a.spell).cost >= 3);
    if (heal) return heal;
    for (const id of ATTACK_SPELLS) {
      const casts = legal.filter((a): a is Extract<CombatAction, { type: 'castSpell' }> => a.type === 'castSpell' && a.spell === id && left(f(a.fighterId)) - spell(id).cost >= 3);
      if (casts.length > 0) return weakestTarget(casts, f);
    }
    const attacks = legal.filter((a): a is Extract<CombatAction, { type: 'attack' }> => a.type === 'attack');
    if (attacks.length > 0) {
      const first = attacks[0]!.fighterId;
      return weakestTarget(attacks.filter((a) => a.fighterId === first), f);
    }
    const useful = legal.find((a) => {
      if (a.type !== 'changeWeapon') return false;
      const who = f(a.fighterId);
      const place = placeOf(combat, who.id);
      const now = weaponOf(who, who.weaponInHand);
      const next = weaponOf(who, a.weaponId)!;
      const rowNeeds = place?.row === 0 ? 1 : place?.row === 1 ? 2 : 0;
      return rowNeeds !== 0 && WEAPON_ROW[next.kind] === rowNeeds && (now === undefined || WEAPON_ROW[now.kind] !== rowNeeds);
    });
    return useful ?? { type: 'endPartyCombat' };
  }
  if (combat.phase === 'partyReorganization') {
    const forward = legal.filter((a): a is Extract<CombatAction, { type: 'move' }> => a.type === 'move' && a.toRow === 0 && placeOf(combat, a.fighterId)?.row === 1);
    const fighterUp = forward.find((a) => f(a.fighterId).weapons.some((w) => WEAPON_ROW[w.kind] === 1 && !f(a.fighterId).thrown.includes(w.id)) && left(f(a.fighterId)) > 2);
    return fighterUp ?? forward[0] ?? legal.find((a) => a.type === 'endPartyReorganization') ?? legal[0];
  }
  if (combat.phase === 'hellgate') {
    const tries = legal
      .filter((a): a is Extract<CombatAction, { type: 'destroyHellgate' }> => a.type === 'destroyHellgate' && left(f(a.fighterId)) > 1)
      .sort((a, b) => f(b.fighterId).hellgateSkill - f(a.fighterId).hellgateSkill);
    return tries[0] ?? { type: 'withdraw' };
  }
  return legal[0];
}

/**
 * The target nearest death, a real monster before a friend turned against the party (a Vampire's victim or a
 * possessed character, 15.5, 13.2): the monster's death frees him, his own kills a party member.
 */
function weakestTarget<A extends { targetId?: string }>(actions: readonly A[], f: (id: string) => Fighter): A {
  const turned = (a: A) => (a.targetId !== undefined && f(a.targetId).kind === 'character' ? 1 : 0);
  return [...actions].sort((a, b) => turned(a) - turned(b) || (a.targetId ? left(f(a.targetId)) : 0) - (b.targetId ? left(f(b.targetId)) : 0))[0]!;
}
