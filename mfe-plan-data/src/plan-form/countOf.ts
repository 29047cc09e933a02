/** "1 goal", "2 goals", "0 goals": a count with the noun in the number it needs. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "1 debt, 2 goals and 1 real asset": counted phrases joined as a sentence lists them. */
export function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
