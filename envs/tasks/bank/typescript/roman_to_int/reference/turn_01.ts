const VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** The value of a Roman numeral. */
function romanToInt(s: string): number {
  const numeral = s;
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = VALUES[numeral[i]];
    const next: number | undefined = VALUES[numeral[i + 1]];
    total += next !== undefined && value < next ? -value : value;
  }
  return total;
}
