/**
 * Percentiles by linear interpolation between order statistics (type 7), found with quickselect instead of a
 * full sort (sorting 60 arrays of 10,000 trials costs more than the trials' arithmetic). Reorders `values`.
 *
 * The order statistics are placed middle first (the median, then the quartiles within each half, and so on), so
 * that each selection partitions only the part between two placed ones, and the next order statistic above one
 * (for the interpolation) is the least value up to the next placed one (issue 32: about half the comparisons of
 * selecting each over everything to its right). Values that compare equal are equal numbers but for the sign of a
 * zero, which the interpolation never returns, so the result does not depend on the order of selection.
 */
export function percentilesInPlace(values: Float64Array, percents: readonly number[]): number[] {
  const n = values.length;
  const m = percents.length;
  const order = percents.map((p, index) => ({ index, pos: ((n - 1) * p) / 100 })).sort((a, b) => a.pos - b.pos);
  const ks = new Int32Array(m);
  for (let j = 0; j < m; j++) ks[j] = Math.floor(order[j].pos);
  // Ranges of ks still to place, with the part of `values` they lie in: (from, to, left, right) on a stack (a loop
  // here rather than a recursive function, which V8 would compile only after a few simulations).
  const stack = new Int32Array(8 * (m + 1));
  stack[0] = 0;
  stack[1] = m - 1;
  stack[2] = 0;
  stack[3] = n - 1;
  let top = 4;
  while (top > 0) {
    top -= 4;
    const from = stack[top];
    const to = stack[top + 1];
    const left = stack[top + 2];
    const right = stack[top + 3];
    if (from > to) continue;
    const mid = (from + to) >>> 1;
    const k = ks[mid];
    select(values, left, right, k);
    let lo = mid - 1;
    while (lo >= from && ks[lo] === k) lo--;
    let hi = mid + 1;
    while (hi <= to && ks[hi] === k) hi++;
    stack[top] = hi;
    stack[top + 1] = to;
    stack[top + 2] = k + 1;
    stack[top + 3] = right;
    stack[top + 4] = from;
    stack[top + 5] = lo;
    stack[top + 6] = left;
    stack[top + 7] = k - 1;
    top += 8;
  }
  const result = new Array<number>(m).fill(0);
  for (let j = 0; j < m; j++) {
    const { index, pos } = order[j];
    const k = ks[j];
    const low = values[k];
    let high = low;
    if (pos > k) {
      // Everything after k is at least values[k], and everything after the next placed order statistic at least
      // that one: the next order statistic is the least value from k + 1 to it.
      let bound = n - 1;
      for (let q = j + 1; q < m; q++) {
        if (ks[q] > k) {
          bound = ks[q];
          break;
        }
      }
      high = Infinity;
      for (let i = k + 1; i <= bound; i++) if (values[i] < high) high = values[i];
    }
    result[index] = low + (high - low) * (pos - k);
  }
  return result;
}

/**
 * Quickselect with median-of-three pivots and Hoare partitioning: afterwards values[k] holds the k-th
 * smallest of values[left..right], with no larger value before it and no smaller value after it.
 */
function select(a: Float64Array, left: number, right: number, k: number): void {
  let l = left;
  let ir = right;
  for (;;) {
    if (ir <= l + 1) {
      if (ir === l + 1 && a[ir] < a[l]) swap(a, l, ir);
      return;
    }
    swap(a, (l + ir) >>> 1, l + 1);
    if (a[l] > a[ir]) swap(a, l, ir);
    if (a[l + 1] > a[ir]) swap(a, l + 1, ir);
    if (a[l] > a[l + 1]) swap(a, l, l + 1);
    let i = l + 1;
    let j = ir;
    const pivot = a[l + 1];
    for (;;) {
      do i++; while (a[i] < pivot);
      do j--; while (a[j] > pivot);
      if (j < i) break;
      swap(a, i, j);
    }
    a[l + 1] = a[j];
    a[j] = pivot;
    if (j >= k) ir = j - 1;
    if (j <= k) l = i;
  }
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}
