/**
 * The seed of the property tests (fast-check): fixed, so CI runs the same cases every time; FC_SEED
 * picks another, and FC_SEED=random a new one each run (printed, so a failure can be replayed).
 */
function seedOf(value: string | undefined): number {
  if (!value) return 20261124;
  if (value === "random") {
    const seed = Date.now() % 2 ** 31;
    console.log(`fast-check seed: ${seed} (replay with FC_SEED=${seed})`);
    return seed;
  }
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be a whole number or "random", not ${value}`);
  return seed;
}

export const FC_SEED = seedOf(process.env.FC_SEED);
