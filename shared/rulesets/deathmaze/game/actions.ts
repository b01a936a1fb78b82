import { z } from 'zod';
import { combatActionSchema } from '../combat';
import { WEAPONS } from '../data/characters';
import { forbiddenNameMessage, hasForbiddenNameCharacter } from '../../../core/names';
import { SPELLS } from '../advanced/spells';
import { memberSchema } from './setup';

/**
 * Every decision a player can take in the Basic game. The rules themselves are checked by the reducer.
 *
 * Built on first use (`z.lazy`), not at import: a simulation never parses an action, and building the schema's
 * forty-odd objects was part of every start-up.
 */
export const actionSchema = z.lazy(() => {
  const id = z.string().min(1).max(64);
  const side = z.enum(['north', 'east', 'south', 'west']);
  const row = z.array(id.nullable()).length(3);
  const weaponPick = z.union([z.object({ weapon: z.enum(WEAPONS) }), z.object({ magic: z.number().int().min(0).max(20) })]);
  const advancementOption = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('woundPoint') }),
    z.object({ kind: z.literal('weaponSkill'), weapon: z.enum(WEAPONS) }),
    z.object({ kind: z.literal('magicResistance') }),
    z.object({ kind: z.literal('detrap') }),
    z.object({ kind: z.literal('spell'), spell: z.enum(SPELLS) }),
  ]);
  return z.discriminatedUnion('type', [
    /** [5.22]/[5.23]/[5.28] Leave the segment by one of its sides. */
    z.object({ type: z.literal('move'), side }),
    /** [5.24] Lay the drawn chit facing one of the valid ways (quarter turns clockwise). */
    z.object({ type: z.literal('place'), rotation: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) }),
    /** [10.12]/[9.53]/[10.13] Deal with a trap: a Thief detraps, Sesame opens it, or someone just opens it. */
    z.object({ type: z.literal('trap'), method: z.enum(['detrap', 'sesame', 'open']), adventurerId: id }),
    /** [7.21] Negotiate with the monsters. */
    z.object({ type: z.literal('negotiate') }),
    /** [7.13] Attack the monsters (also after an Agreement or Cow). */
    z.object({ type: z.literal('attack') }),
    /** [7.23] Leave monsters that agreed to leave the party alone. */
    z.object({ type: z.literal('passBy') }),
    /** [9.57] Peg the door shut with Cloves and retreat. */
    z.object({ type: z.literal('peg'), adventurerId: id }),
    /** [8.41] Before combat: the adventurer will hold the weapon in this slot (0 or 1) when combat is joined. */
    z.object({ type: z.literal('hold'), adventurerId: id, slot: z.number().int().min(0).max(1) }),
    /** [8.13] Before combat: the monsters' front row ("m<index>" ids), left to right as the party faces it. */
    z.object({ type: z.literal('placeMonsters'), front: z.array(id).min(1).max(3) }),
    /** [8.1] Join combat with the weapons and placement chosen (the defaults where nothing was chosen). */
    z.object({ type: z.literal('fight') }),
    /** [8.x] A combat decision, passed to the combat module. */
    z.object({ type: z.literal('combat'), action: combatActionSchema }),
    /** [6.0] Delegate an adventurer to investigate the feature, or ignore it. */
    z.object({ type: z.literal('investigate'), adventurerId: id }),
    z.object({ type: z.literal('ignoreFeature') }),
    /** [9.16] Open a chest of Type I or J treasure. */
    z.object({ type: z.literal('openChest'), index: z.number().int().min(0).max(99) }),
    /** [9.17] Assign a magic item just found, or leave it behind. */
    z.object({ type: z.literal('assign'), itemId: id, adventurerId: id }),
    z.object({ type: z.literal('discard'), itemId: id }),
    /** [9.17], [9.32] Pass an item to another adventurer outside combat and negotiation. */
    z.object({ type: z.literal('give'), itemId: id, adventurerId: id }),
    /**
     * [9.4]/[9.5] Use a potion or spice outside combat, or while facing monsters before a fight. `target` ("m<index>",
     * a monster of the encounter) is the one a Charm potion takes over [9.45]/[9.46]; omitted, the strongest.
     */
    z.object({ type: z.literal('use'), itemId: id, target: id.optional() }),
    /** [9.23] Jettison the weapon in one slot for a magic weapon the adventurer carries. */
    z.object({ type: z.literal('wield'), itemId: id, slot: z.number().int().min(0).max(1) }),
    /** [5.14] Rearrange the marching order. */
    z.object({ type: z.literal('arrange'), rows: z.array(row).min(1).max(6) }),
    /** [4.0] Leave the Deathmaze by the entrance corridor. */
    z.object({ type: z.literal('leave') }),
    /**
     * [11.21] A Wizard casts a Non-Combat spell (Heal, Mage Armor, Strength; Lock on a door with monsters behind it;
     * Oratory before negotiating; Stone-Flesh after a fight). `spell` is a spell id or "ring:<item id>" for a spell
     * ring [12.13].
     */
    z.object({ type: z.literal('cast'), adventurerId: id, spell: z.string().min(1).max(64), targetId: id.optional() }),
    /** [12.34] No (more) Stone-Flesh: whoever is still stone is dead. */
    z.object({ type: z.literal('decline') }),
    /** [13.0] After the expedition: the survivors go home, and the campaign goes on. */
    z.object({ type: z.literal('home') }),
    /** [3.1], [11.1] A new adventurer joins the roster. */
    z.object({ type: z.literal('recruit'), adventurer: memberSchema }),
    z.object({ type: z.literal('rename'), adventurerId: id, name: z.string().min(1).max(40).refine((s) => !hasForbiddenNameCharacter(s), forbiddenNameMessage('Adventurer names')) }),
    z.object({ type: z.literal('retire'), adventurerId: id }),
    /** [13.11] Spend 75 Experience Points and 100 Bezants on an ability point. */
    z.object({ type: z.literal('advance'), adventurerId: id, option: advancementOption }),
    /** [13.0] The next party and the two weapons each carries (his current ones when omitted). */
    z.object({
      type: z.literal('chooseParty'),
      members: z.array(z.object({ id, weapons: z.array(weaponPick).length(2).optional() })).min(1).max(6),
    }),
    /** [13.0] The chosen party enters a new Deathmaze. */
    z.object({ type: z.literal('beginExpedition') }),
  ]);
});
export type DeathmazeAction = z.infer<typeof actionSchema>;
