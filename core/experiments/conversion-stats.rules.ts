/** The two-sided 95 % normal quantile. */
const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion (conversions / exposures), 95 % by default: unlike the
 * normal approximation it stays inside [0, 1] and behaves with few visitors or rates near 0 or 1.
 * `null` with no exposures.
 */
export const wilsonInterval = (
  successes: number,
  trials: number,
  z: number = Z_95,
): { readonly low: number; readonly high: number } | null => {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
};

/** How one variant compares with the control. */
export type Significance =
  | { readonly kind: 'control' }
  | { readonly kind: 'tooFewVisitors' }
  | { readonly kind: 'significant' | 'notSignificant'; readonly z: number; readonly better: boolean };

/** Fewer exposures than this in either arm: no verdict. */
const MIN_EXPOSURES_FOR_VERDICT = 30;

/**
 * A two-proportion z-test of a variant against the control (pooled standard error): significant at
 * 95 % when |z| >= 1.96. A simple note for the operator page, not a stopping rule: looking every day
 * and stopping at the first "significant" overstates the evidence.
 */
export const compareWithControl = (
  control: { readonly exposures: number; readonly conversions: number },
  variant: { readonly exposures: number; readonly conversions: number },
): Significance => {
  if (control.exposures < MIN_EXPOSURES_FOR_VERDICT || variant.exposures < MIN_EXPOSURES_FOR_VERDICT) {
    return { kind: 'tooFewVisitors' };
  }
  const p1 = control.conversions / control.exposures;
  const p2 = variant.conversions / variant.exposures;
  const pooled = (control.conversions + variant.conversions) / (control.exposures + variant.exposures);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.exposures + 1 / variant.exposures));
  const z = se === 0 ? 0 : (p2 - p1) / se;
  return { kind: Math.abs(z) >= Z_95 ? 'significant' : 'notSignificant', z, better: p2 > p1 };
};

/** The operator's note for a comparison. */
export const significanceNote = (s: Significance): string => {
  switch (s.kind) {
    case 'control':
      return 'Control';
    case 'tooFewVisitors':
      return `Too few visitors for a verdict (at least ${MIN_EXPOSURES_FOR_VERDICT} exposures in each variant)`;
    case 'significant':
      return `Significantly ${s.better ? 'better' : 'worse'} than the control at 95 % (z = ${s.z.toFixed(2)})`;
    case 'notSignificant':
      return `No significant difference from the control at 95 % (z = ${s.z.toFixed(2)})`;
  }
};
