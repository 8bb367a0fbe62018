import { isEqual } from "es-toolkit";
// Three-way merge of two edits of one resume, for saves that raced another tab: `base` is what both
// started from, `mine` this tab's edit, `theirs` what the server has now. Objects merge key by key;
// arrays of items with ids merge item by item (order from theirs, plus items only mine added);
// other arrays and plain values are atomic. Any place both changed differently is a conflict:
// the result is null and the user decides (nothing is merged silently over someone's text).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const conflict = Symbol("conflict");
type Merged = Json | typeof conflict;

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return isEqual(a, b);
}

function idOf(value: Json): string | null {
  return isObject(value) && typeof value.id === "string" ? value.id : null;
}

function mergeItems(base: Json[], mine: Json[], theirs: Json[], preferMine: boolean): Merged {
  const all = [...base, ...mine, ...theirs];
  if (!all.every((item) => idOf(item) !== null)) return preferMine ? mine : conflict;
  const byId = (list: Json[]) => new Map(list.map((item) => [idOf(item) as string, item]));
  const [baseItems, myItems, theirItems] = [byId(base), byId(mine), byId(theirs)];
  // Reordered on both sides differently: one order must win, which is the user's call.
  const order = (list: Json[]) =>
    list.map(idOf).filter((id) => id !== null && baseItems.has(id) && myItems.has(id) && theirItems.has(id));
  const baseOrder = order(base);
  const myOrder = order(mine);
  const theirOrder = order(theirs);
  const bothReordered =
    !deepEqual(myOrder, baseOrder) && !deepEqual(theirOrder, baseOrder) && !deepEqual(myOrder, theirOrder);
  if (bothReordered && !preferMine) return conflict;
  const ordered = deepEqual(myOrder, baseOrder) && !bothReordered ? theirs : mine;

  const result: Json[] = [];
  const seen = new Set<string>();
  const take = (id: string) => {
    if (seen.has(id)) return true;
    seen.add(id);
    const merged = mergeValue(baseItems.get(id), myItems.get(id), theirItems.get(id), preferMine);
    if (merged === conflict) return false;
    if (merged !== undefined) result.push(merged);
    return true;
  };
  for (const item of [...ordered, ...mine, ...theirs]) if (!take(idOf(item) as string)) return conflict;
  return result;
}

function mergeValue(
  base: Json | undefined,
  mine: Json | undefined,
  theirs: Json | undefined,
  preferMine: boolean,
): Merged | undefined {
  if (deepEqual(mine, theirs)) return mine;
  if (deepEqual(base, mine)) return theirs;
  if (deepEqual(base, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const result: { [key: string]: Json } = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const merged = mergeValue(base[key], mine[key], theirs[key], preferMine);
      if (merged === conflict) return conflict;
      if (merged !== undefined) result[key] = merged;
    }
    return result;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs))
    return mergeItems(base, mine, theirs, preferMine);
  return preferMine ? mine : conflict;
}

/** The merge of both edits, or null when they touched the same thing differently. */
export function mergeThreeWay<T>(base: T, mine: T, theirs: T): T | null {
  const merged = mergeValue(base as Json, mine as Json, theirs as Json, false);
  return merged === conflict || merged === undefined ? null : (merged as T);
}

/** "Keep my version": both edits merged, and where both changed one thing, mine wins. */
export function mergePreferringMine<T>(base: T, mine: T, theirs: T): T {
  const merged = mergeValue(base as Json, mine as Json, theirs as Json, true);
  return merged === conflict || merged === undefined ? mine : (merged as T);
}
