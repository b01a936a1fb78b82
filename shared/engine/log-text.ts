import type { GameEvent } from './ruleset';

/**
 * The roll log as plain text, oldest first, one entry a line (a roll's sentence on a second, indented line), numbered
 * as the app numbers it: what a player pastes into a forum post or keeps beside a paper record.
 */
export function logAsText(events: readonly GameEvent[], firstNumber = 1, heading?: string): string {
  const lines: string[] = heading ? [heading, ''] : [];
  events.forEach((event, i) => {
    const number = `${firstNumber + i}.`.padStart(7);
    const roll = event.roll;
    if (!roll) {
      lines.push(`${number} ${event.section ? `[${event.section}] ` : ''}${event.text}`);
      return;
    }
    const modifiers = roll.modifiers.map((m) => (m.label.startsWith('×') ? ` ${m.label}` : ` ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label}`)).join('');
    const halved = roll.faces.some((f, j) => roll.values[j] !== f) ? ` (counts ${roll.values.join('+')})` : '';
    const result = roll.result ? ` → ${roll.result}` : '';
    lines.push(`${number} [${roll.section}] ${roll.table} ${roll.code}: rolled ${roll.faces.join('+')}${halved}${modifiers} = ${roll.total}${result}`);
    // The sentence only when it says more than the roll line (the engine often restates "Table: rolled 3 — …").
    if (event.text && !event.text.startsWith(`${roll.table}:`)) lines.push(`${' '.repeat(8)}${event.text}`);
  });
  return `${lines.join('\n')}\n`;
}
