/**
 * A Character Record as any ruleset can fill it (`Ruleset.sheets`): a heading, then labelled sections of fields and
 * lists, laid out by the PDF renderer and the Records view without knowing the game. Deathmaze fills Magic
 * Resistance and Bezants; Citadel of Blood fills Combat Bonus, Magic Potential per sun and Gold Marks; an OD&D record
 * its six abilities — each as its own fields, none hard-coded in the renderer.
 */
export interface RecordSheet {
  /** e.g. 'Deathmaze'; printed in the record's heading. */
  readonly gameTitle: string;
  readonly name: string;
  /** Class, race or hero, e.g. 'Wizard', 'Dwarf initiate'. */
  readonly role: string;
  readonly alive: boolean;
  /** How and where the character fell, in words, when dead. */
  readonly death: string | null;
  readonly sections: readonly SheetSection[];
  /** Campaign (slot) name and seed, printed in the footer. */
  readonly campaign: string | null;
  readonly seed: string | null;
}

export interface SheetSection {
  readonly title: string;
  /** Boxes with a label and a value, e.g. { label: 'Wound Points', value: '6 (2 taken)' }. */
  readonly fields: readonly { readonly label: string; readonly value: string }[];
  /** Entries listed one per line (weapons, spells, items); an empty list prints as "none". */
  readonly lists: readonly { readonly label: string; readonly items: readonly string[] }[];
}

/** What a saved game does not say about itself: the save slot's name and seed. */
export interface SheetContext {
  readonly campaign?: string | null;
  readonly seed?: string | null;
}
