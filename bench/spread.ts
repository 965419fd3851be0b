/** A figure over several runs: its median, which budgets judge, and the range it moved in. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median of an odd count is a measured value; of an even count, the mean of the middle two. */
export function spreadOf(values: number[]): Spread {
  if (!values.length) throw new Error("No values to summarise");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Each key's spread over a list of records with the same numeric keys. */
export function spreadsOf<K extends string>(records: Record<K, number>[], keys: readonly K[]): Record<K, Spread> {
  return Object.fromEntries(keys.map((key) => [key, spreadOf(records.map((record) => record[key]))])) as Record<
    K,
    Spread
  >;
}
