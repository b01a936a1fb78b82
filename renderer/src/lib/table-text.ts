/** Words for a table entry of any shape: tables are data, and their results may be strings, numbers or records. */
export function resultText(result: unknown): string {
  if (result === null || result === undefined) return '—';
  if (typeof result === 'string') return words(result);
  if (typeof result === 'number' || typeof result === 'boolean') return String(result);
  if (Array.isArray(result)) return result.map(resultText).join(', ');
  if (typeof result === 'object') {
    const record = result as Record<string, unknown>;
    for (const key of ['text', 'label', 'name', 'description']) if (typeof record[key] === 'string') return record[key];
    return Object.entries(record)
      .filter(([, v]) => v !== null && v !== undefined && v !== false)
      .map(([k, v]) => (v === true ? k : `${k}: ${resultText(v)}`))
      .join('; ');
  }
  return String(result);
}

export function rangeText(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}

/** An id such as "poisonGas" as words ("Poison gas"); text with spaces is left as written. */
function words(id: string): string {
  if (/\s/.test(id)) return id;
  const spaced = id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
