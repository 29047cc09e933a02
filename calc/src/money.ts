/** Round dollars to cents, half away from zero (the engine's only rounding rule for money). */
export function roundCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  if (cents === 0) return 0;
  return value < 0 ? -cents / 100 : cents / 100;
}

/** Round a monthly Social Security amount down to the next lower dime (20 CFR 404.304(f)). */
export function floorToDime(value: number): number {
  return Math.floor(value * 10 + 1e-7) / 10;
}
