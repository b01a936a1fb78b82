/**
 * The game screen draws whatever state the ruleset hands back without knowing its type: these readers pick out the
 * parts it knows how to draw and return nothing for shapes they do not recognize.
 */

export interface AdventurerView {
  readonly name: string;
  readonly className?: string;
  readonly woundPoints?: number;
  readonly maxWoundPoints?: number;
  readonly status?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function titleCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function readParty(state: unknown): AdventurerView[] | null {
  if (!isRecord(state) || !Array.isArray(state.party)) return null;
  const party: AdventurerView[] = [];
  for (const member of state.party) {
    if (!isRecord(member) || typeof member.name !== 'string') continue;
    const cls = member.class ?? member.className;
    const wounds = member.woundPoints ?? member.wounds;
    const max = member.maxWoundPoints;
    party.push({
      name: member.name,
      ...(typeof cls === 'string' ? { className: titleCase(cls) } : {}),
      ...(typeof wounds === 'number' ? { woundPoints: wounds } : {}),
      ...(typeof max === 'number' ? { maxWoundPoints: max } : {}),
      ...(typeof member.status === 'string' ? { status: member.status } : member.dead === true ? { status: 'Dead' } : {}),
    });
  }
  return party.length ? party : null;
}
