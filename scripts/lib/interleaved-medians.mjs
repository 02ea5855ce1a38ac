// The benches' timing: every query once per round, the rounds interleaved (a noisy machine slows
// them all alike), round 0 only warming caches and plans; the median of the rest, in ms.

/**
 * @param {(() => Promise<unknown>)[]} queries
 * @param {number} rounds
 * @returns {Promise<number[]>} the median ms of each query, in order
 */
export async function interleavedMedians(queries, rounds) {
  const samples = queries.map(() => /** @type {number[]} */ ([]));
  for (let round = 0; round <= rounds; round++)
    for (const [i, run] of queries.entries()) {
      const start = performance.now();
      await run();
      if (round > 0) samples[i]?.push(performance.now() - start);
    }
  return samples.map((xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0);
}
