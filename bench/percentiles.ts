export interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

/** Exact percentiles (nearest rank) of the answers' times, in whole ms as autocannon gives them. */
export function percentiles(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return { p50: at(50), p95: at(95), p99: at(99) };
}
