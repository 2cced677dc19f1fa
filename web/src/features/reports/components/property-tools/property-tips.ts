import { NEIGHBORHOOD_RADIUS_MILES, NEIGHBORHOOD_WINDOW_MONTHS } from '#core/property/neighborhood.rules';
import { milesInWords } from './tool-format';

/** The neighbourhood's radius in words ("half a mile"): the server's own (core NEIGHBORHOOD_RADIUS_MILES). */
export const NEIGHBORHOOD_RADIUS = milesInWords(NEIGHBORHOOD_RADIUS_MILES);

/** "within half a mile in the last 12 months": the area and window the neighbourhood lists cover. */
export const NEIGHBORHOOD_AREA = `within ${NEIGHBORHOOD_RADIUS} in the last ${NEIGHBORHOOD_WINDOW_MONTHS} months`;

/**
 * The property tools' tooltip texts (001 section 2 names the market tooltips "listings, quick filters,
 * comparables, who uses comps, what are comps, find a property and housing market" and the neighbourhood
 * tooltips "new neighbors, find nearby neighbors, keeping kids safe ... and an important notice"; their
 * wording is not shown, so it is ours; the radius and window are the server's own, from core).
 */
export const PROPERTY_TIPS = {
  whatAreComps: {
    label: 'What are comps?',
    text: 'Comparables ("comps") are nearby properties of a similar size that sold recently. Their prices show what this property could sell for today.',
  },
  whoUsesComps: {
    label: 'Who uses comps?',
    text: 'Buyers, sellers, agents, appraisers and investors compare recent sales before they make, accept or price an offer.',
  },
  housingMarket: {
    label: 'Housing market',
    text: "Demand and trends count the sales and listings of this property's ZIP code month by month, so you can see whether the market is heating up or cooling down.",
  },
  newNeighbors: {
    label: 'New neighbors',
    text: `People whose records show a move to an address within ${NEIGHBORHOOD_RADIUS} of this property in the last ${NEIGHBORHOOD_WINDOW_MONTHS} months.`,
  },
  keepingKidsSafe: {
    label: 'Keeping kids safe',
    text: 'Knowing who moved in nearby and what was filed on the street helps families stay informed. Use it lawfully: see the notice above.',
  },
} as const;
