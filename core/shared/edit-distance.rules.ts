/*
 * String distance shared by the name search (typed names near the records' spellings) and the record
 * linkage behind opt-outs (docs/record-linkage.md).
 */

/** Levenshtein edit distance (insertions, deletions, substitutions), with an adjacent swap counted as one edit. */
export const editDistance = (a: string, b: string): number => {
  const m = a.length;
  const n = b.length;
  if (m === 0) return n;
  if (n === 0) return m;
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) =>
    Array.from({ length: n + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= m; i++) {
    const row = d[i] as number[];
    const prev = d[i - 1] as number[];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (d[i - 2]?.[j - 2] as number) + 1);
      row[j] = v;
    }
  }
  return d[m]?.[n] as number;
};
