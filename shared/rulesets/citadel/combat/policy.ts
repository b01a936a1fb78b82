import { WEAPON_ROW } from '../data/characters';
import { spell, type SpellId } from '../data/spells';
import { weaponOf } from './attacks';
import { legalCombatActions, type Weighed } from './phases';
import { fighter, placeOf } from './rows';
import type { CitadelCombat, CombatAction, Fighter } from './types';

const left = (f: Fighter) => f.woundPoints - f.wounds;

/** Damage spells the policy casts, best first. */
const ATTACK_SPELLS: readonly SpellId[] = ['mentalAttack', 'wrathOfGod', 'lightning', 'blast'];

/**
 * The only casts and items the policy below ever chooses: it asks for no other, so the spells it never casts (their
 * targets) and the items are not even listed.
 */
const WEIGHED: Weighed = { spells: new Set<SpellId>(['redemption', 'ceaseFire', 'sleep', 'rejuvenate', 'heal', 'magicShield', ...ATTACK_SPELLS]), items: false };

/**
 * The autoplayer's combat policy. It reads only the fight as the table shows it (every counter's Wound Points and
 * Combat Bonus, the rows, the legal actions). In order: redeem a turned friend; at a Hellgate still powered, Magic Shield
 * on the party (its Blasts are wounding spells); end a losing fight with Cease Fire;
 * put the worst monster to sleep when the fight is not easy; heal one near death; cast the strongest damage spell a
 * caster can pay for while keeping 3 Wound Points (1 at the Hellgate); strike the weakest enemy in reach (X first, then real monsters
 * before charmed friends); else pick up a weapon usable from where he stands. Fill the first row when someone behind
 * can fight there; at the Hellgate, the most skilled character with more than 1 Wound Point left tries, else the
 * party withdraws. Never undefined while the fight goes on.
 */
export function chooseCombatAction(combat: CitadelCombat): CombatAction | undefined {
  const legal = legalCombatActions(combat, WEIGHED);
  if (legal.length === 0) return undefined;
  const f = (id: string) => fighter(combat, id)!;
  if (combat.phase === 'partyCombat') {
    const redeem = legal.find((a) => a.type === 'castSpell' && a.spell === 'redemption');
    if (redeem) return redeem;
    const danger = threat(combat);
    // What a caster keeps after a spell: 3 Wound Points in an ordinary fight, the next expedition's to spend; at the
    // Hellgate (16.0) only 1, since a fight cannot be fled (9.0) and losing this one ends the campaign.
    const keeps = combat.hellgate ? 1 : 3;
    // Cease Fire (10.5) ends a fight the party is losing as an Agreement: worth 3 Wound Points when the monsters left
    // outweigh the party left (never against X, which the rules refuse anyway).
    if (danger > CEASE_FIRE_AT) {
      const stop = legal.find((a) => a.type === 'castSpell' && a.spell === 'ceaseFire' && left(f(a.fighterId)) - spell('ceaseFire').cost >= 2);
      if (stop) return stop;
    }
    // 16.0 and 10.5: the Gate casts 3 Blasts every round at any row while X lives, and Magic Shield turns every wounding
    // spell aside for the rest of the fight: at the Hellgate a caster shields the party, himself included, first the
    // one with the fewest Wound Points left, before any other spell.
    if (combat.hellgate?.powered) {
      const shields = legal.filter((a): a is Extract<CombatAction, { type: 'castSpell' }> => a.type === 'castSpell' && a.spell === 'magicShield' && a.targetId !== undefined && left(f(a.fighterId)) - spell('magicShield').cost >= keeps);
      const first = [...shields].sort((a, b) => left(f(a.targetId!)) - left(f(b.targetId!)))[0];
      if (first) return first;
    }
    // Sleep (10.5) on the worst monster: a sleeper dies without a roll once the rest are dealt with.
    if (danger > SLEEP_AT) {
      const sleeps = legal.filter((a): a is Extract<CombatAction, { type: 'castSpell' }> => a.type === 'castSpell' && a.spell === 'sleep' && a.targetId !== undefined && left(f(a.fighterId)) - spell('sleep').cost >= keeps);
      const worst = [...sleeps].sort((a, b) => weight(f(b.targetId!)) - weight(f(a.targetId!)))[0];
      if (worst && f(worst.targetId!).kind === 'monster' && !f(worst.targetId!).asleep) return worst;
    }
    const heal = legal.find((a) => a.type === 'castSpell' && (a.spell === 'rejuvenate' || a.spell === 'heal') && a.targetId !== undefined && left(f(a.targetId)) <= 3 && left(f(a.fighterId)) - spell(a.spell).cost >= keeps);
    if (heal) return heal;
    for (const id of ATTACK_SPELLS) {
      const casts = legal.filter((a): a is Extract<CombatAction, { type: 'castSpell' }> => a.type === 'castSpell' && a.spell === id && left(f(a.fighterId)) - spell(id).cost >= keeps);
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
 * A fighter's rough weight: Wound Points left times the 9.9 column it reaches (1D6 + CB); a Vampire's Charm and a
 * Medusa's gaze take a character out at once (15.3, 15.5), so they count half again. A sleeper counts for nothing.
 */
function weight(x: Fighter): number {
  if (x.dead || x.asleep || x.petrified) return 0;
  const special = x.monster === 'vampire' || x.monster === 'medusa' ? 1.5 : 1;
  return left(x) * (x.combatBonus + 3.5) * special;
}

/** The monsters' weight over the party's, from the counters on the table: above 1 the party is losing. */
function threat(combat: CitadelCombat): number {
  let party = 0;
  let monsters = 0;
  for (const x of combat.fighters) {
    if (x.side === 'party') party += weight(x);
    else monsters += weight(x);
  }
  return party === 0 ? Infinity : monsters / party;
}

/** Threats above which the policy casts Cease Fire, and Sleep (tuned on seeded expeditions, see game/autoplay.ts). */
const CEASE_FIRE_AT = 1;
const SLEEP_AT = 0.3;

/**
 * The target nearest death, a real monster before a friend turned against the party (a Vampire's victim or a
 * possessed character, 15.5, 13.2): the monster's death frees him, his own kills a party member.
 */
function weakestTarget<A extends { targetId?: string }>(actions: readonly A[], f: (id: string) => Fighter): A {
  const turned = (a: A) => (a.targetId !== undefined && f(a.targetId).kind === 'character' ? 1 : 0);
  // 16.0: X's death stops the Hellgate's Blasts and sends the Demons away: he is struck first whenever he is in reach.
  const x = (a: A) => (a.targetId !== undefined && f(a.targetId).monster === 'x' ? 0 : 1);
  return [...actions].sort((a, b) => x(a) - x(b) || turned(a) - turned(b) || (a.targetId ? left(f(a.targetId)) : 0) - (b.targetId ? left(f(b.targetId)) : 0))[0]!;
}
