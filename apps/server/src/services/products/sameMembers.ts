/** True when both lists hold the same values, each once, in any order. */
export function sameMembers(current: readonly string[], given: readonly string[]): boolean {
  if (current.length !== given.length || new Set(given).size !== given.length) return false;
  const known = new Set(current);
  return given.every((id) => known.has(id));
}
