/**
 * A typed set of named bits stored as one integer, the way the spec stores user flags, staff flags,
 * order flags and offer flags (Spec 000 §3, 002 §6, 002 §9).
 *
 * Bits the table does not name are kept untouched by `add`/`remove` and ignored by `list`, so a flag
 * introduced later by another service is never lost on a read-modify-write.
 */
export interface BitFlagSet<N extends string> {
  /** The name -> bit table (each value a single power of two, or 0 for "none"). */
  readonly bits: Readonly<Record<N, number>>;
  /** True when every bit of `flag` is set. A zero-valued flag ("none") is true only for an empty set. */
  has(value: number, flag: N): boolean;
  /** `value` with `flag` set. */
  add(value: number, flag: N): number;
  /** `value` with `flag` cleared. */
  remove(value: number, flag: N): number;
  /** The named, non-zero flags set in `value`, in ascending bit order. */
  list(value: number): N[];
  /** The integer holding exactly `flags`. */
  fromList(flags: readonly N[]): number;
  /** `value` restricted to the bits the table names. */
  known(value: number): number;
}

/** Flag integers are non-negative 31-bit values; anything else (NaN, negatives, fractions) is treated as 0. */
const normalize = (value: number): number => (Number.isInteger(value) && value > 0 ? value & 0x7fffffff : 0);

/**
 * Builds a {@link BitFlagSet} over a name -> bit table. The table's values must be 0 or powers of two
 * below 2^31; anything else is a programming error and throws.
 */
export const defineBitFlagSet = <N extends string>(table: Readonly<Record<N, number>>): BitFlagSet<N> => {
  const entries = (Object.entries(table) as [N, number][]).sort((a, b) => a[1] - b[1]);
  for (const [name, bit] of entries) {
    if (!(bit === 0 || (Number.isInteger(bit) && bit > 0 && bit < 2 ** 31 && (bit & (bit - 1)) === 0))) {
      throw new Error(`flag ${name} must be 0 or a power of two, got ${bit}`);
    }
  }
  const mask = entries.reduce((acc, [, bit]) => acc | bit, 0);
  return {
    bits: table,
    has: (value, flag) => {
      const bit = table[flag];
      const v = normalize(value);
      return bit === 0 ? v === 0 : (v & bit) === bit;
    },
    add: (value, flag) => normalize(value) | table[flag],
    remove: (value, flag) => normalize(value) & ~table[flag],
    list: (value) => {
      const v = normalize(value);
      return entries.filter(([, bit]) => bit !== 0 && (v & bit) === bit).map(([name]) => name);
    },
    fromList: (flags) => flags.reduce((acc, flag) => acc | table[flag], 0),
    known: (value) => normalize(value) & mask,
  };
};
