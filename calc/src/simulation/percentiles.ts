/**
 * Percentiles by linear interpolation between order statistics (type 7), found with quickselect instead of a
 * full sort (sorting 60 arrays of 10,000 trials costs more than the trials' arithmetic). Reorders `values`.
 */
export function percentilesInPlace(values: Float64Array, percents: readonly number[]): number[] {
  const n = values.length;
  const order = percents.map((p, index) => ({ index, pos: ((n - 1) * p) / 100 })).sort((a, b) => a.pos - b.pos);
  const result = new Array<number>(percents.length).fill(0);
  let left = 0;
  for (const { index, pos } of order) {
    const k = Math.floor(pos);
    if (k >= left) {
      select(values, left, n - 1, k);
      left = k;
    }
    const low = values[k];
    let high = low;
    if (pos > k) {
      // Everything after k is at least values[k]: the next order statistic is their minimum.
      high = Infinity;
      for (let i = k + 1; i < n; i++) if (values[i] < high) high = values[i];
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
