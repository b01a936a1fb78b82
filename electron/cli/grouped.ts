/**
 * A count as `n.toLocaleString('en-US')` writes it ("12,345"), for the CLI's reports and progress lines. Why not
 * toLocaleString itself: its first call in a process has ICU build a number format and the list of locales that
 * support it (63–110 million instructions by callgrind, some 20–40 ms of a short `simulate` run's wall time on this
 * machine; docs/performance.md, "Ninth pass"). Whole numbers are grouped here, by threes with commas as en-US does;
 * anything else (a fraction, −0, NaN, ±Infinity) still goes to toLocaleString, so the text is the same for every number.
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}
