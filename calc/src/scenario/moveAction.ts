export type MoveDirection = 'left' | 'right';

/**
 * Moves the action at `index` one place left or right (spec document 2 section 4): it swaps with its
 * neighbour, wrapping at the ends (the first moved left swaps with the last, the last moved right with the
 * first). Sequence is renumbered 0..n-1 and both swapped actions get `moved: true` so the list is saved.
 * Returns a new array; the input is not changed.
 */
export function moveAction<A extends { sequence?: number; moved?: boolean }>(actions: readonly A[], index: number, direction: MoveDirection): A[] {
  const n = actions.length;
  const out = actions.map((a) => ({ ...a }));
  if (n < 2 || index < 0 || index >= n) return out.map((a, i) => ({ ...a, sequence: i }));
  const other = direction === 'left' ? (index - 1 + n) % n : (index + 1) % n;
  [out[index], out[other]] = [out[other], out[index]];
  out[index].moved = true;
  out[other].moved = true;
  return out.map((a, i) => ({ ...a, sequence: i }));
}

/** Removes an action from the list the way the spec says: a saved one (with an id) is marked inactive, a new one dropped. */
export function deleteAction<A extends { id?: number | null; active?: boolean }>(actions: readonly A[], index: number): A[] {
  const target = actions[index];
  if (!target) return [...actions];
  if (target.id == null) return actions.filter((_, i) => i !== index);
  return actions.map((a, i) => (i === index ? { ...a, active: false } : a));
}
