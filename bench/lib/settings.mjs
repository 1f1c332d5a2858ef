/** A number from the environment, else `fallback`. */
export const envNumber = (name, fallback) => Number(process.env[name] ?? fallback);

/**
 * What every load run of a bench takes from the environment: BENCH_CONNECTIONS (`connections`
 * unless set), BENCH_DURATION (seconds, 5), BENCH_WARMUP (seconds, 2) and BENCH_ROUNDS (3).
 */
export const loadSettings = (connections) => ({
  CONNECTIONS: envNumber('BENCH_CONNECTIONS', connections),
  SECONDS: envNumber('BENCH_DURATION', 5),
  WARMUP_SECONDS: envNumber('BENCH_WARMUP', 2),
  ROUNDS: envNumber('BENCH_ROUNDS', 3),
});
