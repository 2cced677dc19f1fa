/** The interest category ids that recommend Premium (002 section 4: "Interest category ids 204 to 211"). */
const PREMIUM_INTEREST_IDS = Object.freeze({ from: 204, to: 211 } as const);

/**
 * The plan the join funnel recommends for the interests a visitor chose (002 section 4: "Interest category
 * ids 204 to 211 trigger a premium plan recommendation"): `'premium'` when any chosen id is 204-211, else
 * null (no recommendation; the plan picker shows its default). The slug is the one /join takes as
 * `?plan=premium` (002 section 2.2).
 */
export const recommendedJoinPlan = (interestIds: readonly number[]): 'premium' | null =>
  interestIds.some((id) => Number.isInteger(id) && id >= PREMIUM_INTEREST_IDS.from && id <= PREMIUM_INTEREST_IDS.to)
    ? 'premium'
    : null;
