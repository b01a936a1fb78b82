import type { Ruling } from '../../../engine/ruleset';

/**
 * Rulings of the Advanced game. "1979" is deathmaze-1979-rules.txt; "revised" is deathmaze-revised-rules.txt, which
 * renumbers Wizards to [4.1] and casting to [11.1], and sends spell, ring and special-power details to an Almanac it
 * does not include.
 */
export const advancedRulings: readonly Ruling[] = [
  {
    section: '12.12',
    title: 'Ring of Resistance cap',
    text: 'The 1979 OCR reads "may not increase its wearer\'s Magic Resistance above ." with the number lost, and the revised text sends rings to its Almanac, which it does not include. The cap is 5, the ceiling [13.11] (revised [13.11] c) puts on Magic Resistance: it keeps a 1-in-6 chance that magic works, as every monster\'s chart value does (the Evil Wizard\'s 5 is the highest). Ring bonuses add, up to 5; a record already at 5 gains nothing.',
  },
  {
    section: '11.13',
    title: 'A Wizard\'s initial experience',
    text: '1979 [11.13] (revised [4.13]) lets a Wizard take a second spell "instead of increasing his Wound Points, Magic Resistance, or giving him a Weapon Skill". The text names Magic Resistance, so a Wizard\'s choices are a Wound Point, a point of Magic Resistance (3 instead of 2), a weapon skill or the second spell; the skill must be with a dagger or throwing dagger, the only weapons he may use [11.11]. Heroes and Thieves keep the list of [3.1] (data ruling "No Magic Resistance as initial experience"): [11.13] speaks of the Wizard only.',
  },
  {
    section: '11.4',
    title: 'Oratory is a Negotiation spell',
    text: 'The Spell Summary [11.4] prints Oratory as type I, but [11.3] calls it a "Negotiation spell" and [11.21] (revised [11.11]) makes it the only spell castable during Negotiation. It is typed N: cast only in negotiation; no other spell is.',
  },
  {
    section: '11.23',
    title: 'One spell per Wizard per Party Combat Phase',
    text: '[11.23] (revised [11.13]) "Only one spell may be cast by a Wizard per Party Combat Phase": each Wizard may cast one, and casting is his action for the phase [11.21], so he neither attacks nor uses an item in it. Two Wizards may each cast.',
  },
  {
    section: '11.3',
    title: 'Spell targets',
    text: '[11.3] limits Blast to the first row and Charm to the first or second row; Lightning and Sleep name no row and may be cast at any monster in either of the monsters\' rows (the only monsters in the fight; a sleeping one is not). Explosion has no target. An adventurer charmed by a vampire [12.36] counts as a monster for Blast, Lightning and Explosion, but Charm and Sleep are refused on him: the texts give neither any meaning, and Sleep would have the party kill its own comrade.',
  },
  {
    section: '11.3',
    title: 'Explosion',
    text: '"All monsters and adventurers including the Wizard": every counter in both marching orders, charmed monsters of the party and third-row adventurers included (as the Explosion trap of [10.25] hits charmed monsters). Sleeping and petrified figures are out of the marching order and untouched. Everyone resists first, then the Wounds land together, so the Wizard may die of his own blast and both sides can lose members in the same phase; the cost check of [11.22] covers only the 1-Wound cost, not the blast.',
  },
  {
    section: '11.3',
    title: 'Charm places the monster in the first free box',
    text: '[9.45] puts a charmed monster "in an empty space in the party\'s marching order" without saying which. The first free box from the front row, left to right, is used (a new row if all are full); the player moves it in the Party Reorganization Phase. A monster charmed in combat is no longer a monster of the fight: its Wound Points do not count toward the experience of [8.6] unless it turns on the party again and is killed.',
  },
  {
    section: '9.45',
    title: 'A freed monster rejoins the monsters',
    text: '[9.45]: when its controller dies in combat the monster goes "in any gap in the monster\'s marching order, as close to the party as possible": a gap in the front row if any, else the second row, the box nearest where it stood (ties to the left). If both rows are full it waits in a third row (six monsters is the most [8.13] places). A controller turned to stone [12.34] is not dead until the fight ends without a Stone-Flesh; a controller charmed by a vampire is not dead, so his monsters stay.',
  },
  {
    section: '11.3',
    title: 'Sleep',
    text: 'A sleeping monster leaves the marching order and counts as out of the fight: when the rest are dead the party has won and kills it, and its Wound Points count toward experience ([8.6], it is killed). A vampire put to sleep releases the adventurers it charmed, as if killed ([12.36]); otherwise the party would have to kill its own comrades to win a fight it has already won.',
  },
  {
    section: '11.3',
    title: 'Mage Armor',
    text: 'The 1D3 note absorbs the next Wounds from any source but the adventurer\'s own spell-casting [11.3]. A new casting replaces the note. In combat the remaining armour is counted as extra Wound Points and taken off as Wounds arrive, which gives exactly the death check of absorbing first; it is taken off the Wound Points again when the fight ends. An adventurer charmed by a vampire loses its protection while he fights for the monsters.',
  },
  {
    section: '11.22',
    title: 'Spell-casting Wounds are tracked apart',
    text: '[11.22] (revised [11.12]): spell-casting Wounds are never cured by Heal, potions or Mustard. Each adventurer keeps a count of them; healing stops at that count (also when a Healing Potion or Mustard is used in combat by the Basic engine). The cost check uses his Wound Points without Mage Armor (which does not absorb casting Wounds). They are cured only as all Wounds are when he comes home [13.0].',
  },
  {
    section: '11.3',
    title: 'Neutralize Poison undoes the poisoning',
    text: '"Must be used immediately after the poisoning occurs" and the victim "does not suffer the effects": the Wounds the poison just dealt (the 1D3 of [6.12], [9.43], [10.23], [10.24], not an arrow\'s own wound) are taken back, even if they would have been fatal, since the spell is cast in that moment.',
  },
  {
    section: '11.3',
    title: 'Stone-Flesh needs no roll',
    text: '[12.34] says a Wizard "may attempt to revivify" the adventurer; [11.3] gives no roll for Stone-Flesh. The attempt succeeds if he knows the spell and can pay its 3 Wounds without dying; he may not cast it on himself. A petrified adventurer counts as out of the fight (and earns no experience from it); if no Wizard revives him when the fight is over he is dead.',
  },
  {
    section: '12.13',
    title: 'Spell rings',
    text: 'A spell ring lets its Wizard cast its spell once per game at no cost even if the spell is not on his record ([11.14] "unless he acquires a magical ring"). A Wizard who knows the spell casts it normally unless the player names the ring ("ring:<id>"). The once-per-game use is kept by the game, not the roster, so it returns in the next game [12.13], [13.0]. The Heal and Neutralize Poison rings still follow their spells\' timing (not in combat; right after a poisoning).',
  },
  {
    section: '12.2',
    title: 'Evil Wizards',
    text: 'An Evil Wizard casts from either monster row (Wizards cast from the second row too, [11.21]) at the front-row adventurer picked by [8.33] from his box. He pays Lightning\'s 2 Wounds [11.4], and casts only if they leave him alive; otherwise he stabs with his dagger [8.8] like any front-row monster. The text sets no order among the monsters of a phase: Evil Wizards cast after the other monsters have attacked. A charmed Evil Wizard fights for the party with his dagger only.',
  },
  {
    section: '12.32',
    title: 'Who smells the cronks',
    text: '"Each member of the party" resists once when the fight begins, charmed monsters included (they are party members, [9.45]) with their chart Magic Resistance; the −2 lasts until the fight ends. Monsters that join later are not checked again.',
  },
  {
    section: '12.34',
    title: 'The medusa\'s gaze is not resisted',
    text: 'Unlike stench, flames, Lightning and the vampire\'s charm, [12.34] gives no resistance roll: a 6 on 1D6 after each of her attacks (hit or miss) turns the one attacked to stone. She stares at whoever she attacks, a charmed monster too.',
  },
  {
    section: '12.35',
    title: 'Counting the troll\'s phases',
    text: 'A troll can only be wounded in a Party Combat Phase, so the Monster Combat Phase of that same round is the first "after he is first wounded". He regenerates one Wound at the end of the third such phase and every third after (wounded in round 1: end of rounds 3, 6, 9…), if he has a Wound to lose; the count does not restart when he is wounded again.',
  },
  {
    section: '12.36',
    title: 'The vampire\'s charm',
    text: 'The vampire tries to charm in the first two Monster Combat Phases in which it attacks (a vampire in the second row does not engage). The charmed adventurer goes to the monsters\' second row (the front row if it is full) and fights with his own weapons as a weapon-wielding monster (skill and magic bonus of his melee weapon); he keeps his wounds. He is freed when that vampire dies (or sleeps) and rejoins the party in the rearmost free box. If he is killed, or the party falls while he is charmed, he is dead. A monster of the party it charms becomes a monster for good [12.36].',
  },
  {
    section: '11.25',
    title: 'Resisting Red Pepper and Charm potions',
    text: '[11.25] (revised [11.15]) lets monsters resist Charm potions and Red Pepper in the Advanced game: the [11.24] roll against the monster\'s chart value comes before the flame\'s 1D6; a resisted potion or spice is used up all the same.',
  },
  {
    section: '12.3',
    title: 'Charmed monsters use no special abilities',
    text: 'The special abilities of [12.3] are written against adventurers. A charmed hellhound, medusa, vampire or troll fights for the party with its Combat Bonus only; it neither breathes, stares, charms nor regenerates.',
  },
];
