/**
 * How deep any data read from outside (a file, an import, a request) may nest. Mazewright's own saves nest a dozen
 * levels or so; 5,000 levels of `[[[…]]]` are still valid JSON but overflow the stack of everything recursive that
 * touches them later (JSON.stringify, a replay's copies), which reached players as "Maximum call stack size exceeded".
 */
export const MAX_JSON_DEPTH = 200;

/** Whether `value` nests arrays or objects more than `limit` levels deep. Iterative, so it cannot overflow itself. */
export function nestsDeeperThan(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (typeof top.value !== 'object' || top.value === null) continue;
    const depth = top.depth + 1;
    if (depth > limit) return true;
    for (const child of Array.isArray(top.value) ? top.value : Object.values(top.value)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth });
    }
  }
  return false;
}
