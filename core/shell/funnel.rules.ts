import { msBetween, SECOND_MS } from '../shared/date.rules.js';

/**
 * The address funnel: step orders per version, progress "step over 6", entry and resume (002
 * sections 2.2, 2.4 and 4; 001 section 4).
 */

/** An address funnel step (002 section 2.2: /address/{step}). */
export type AddressFunnelStep =
  | 'records'
  | 'signup'
  | 'categories'
  | 'ownership'
  | 'deeds'
  | 'sales'
  | 'comparables'
  | 'membership'
  | 'checkout';

/** An address funnel version (002 section 2.4). */
export type AddressFunnelVersion = 1 | 2 | 3;

/** The step orders (002 section 2.4). */
export const ADDRESS_FUNNEL_ORDERS: Readonly<Record<AddressFunnelVersion, readonly AddressFunnelStep[]>> =
  Object.freeze({
    1: ['records', 'signup', 'categories', 'ownership', 'deeds', 'sales', 'comparables', 'membership', 'checkout'],
    2: ['records', 'ownership', 'deeds', 'sales', 'comparables', 'signup', 'categories', 'membership', 'checkout'],
    3: ['records', 'categories', 'ownership', 'deeds', 'sales', 'comparables', 'membership', 'checkout'],
  });

/** "Progress is shown as step over 6" (002 section 2.4). */
const ADDRESS_FUNNEL_PROGRESS_TOTAL = 6;

/** Address funnel state lifetime, 24 hours (001 section 9, 002 section 9: 86400 s). */
export const ADDRESS_FUNNEL_STATE_TTL_SECONDS = 86_400;

/**
 * The funnel version (002 section 2.4): "Version 2 applies when the address landing page v2 feature
 * flag is set"; otherwise the version chosen by an experiment (1 or 3), by default 1.
 */
export const addressFunnelVersion = (addressLandingPageV2: boolean, experimentVersion?: 1 | 3): AddressFunnelVersion =>
  addressLandingPageV2 ? 2 : (experimentVersion ?? 1);

/** "Funnel steps advance along the order of the chosen version" (002 section 4): the next step, or null after checkout or for a step not in the order. */
export const nextAddressFunnelStep = (
  version: AddressFunnelVersion,
  current: AddressFunnelStep,
): AddressFunnelStep | null => {
  const order = ADDRESS_FUNNEL_ORDERS[version];
  const i = order.indexOf(current);
  return i === -1 ? null : (order[i + 1] ?? null);
};

/** The previous step along the version's order, or null at the start. */
export const previousAddressFunnelStep = (
  version: AddressFunnelVersion,
  current: AddressFunnelStep,
): AddressFunnelStep | null => {
  const order = ADDRESS_FUNNEL_ORDERS[version];
  const i = order.indexOf(current);
  return i <= 0 ? null : (order[i - 1] ?? null);
};

const UNCOUNTED: readonly AddressFunnelStep[] = ['signup', 'membership', 'checkout'];

/**
 * The progress "step over 6" (002 section 2.4). Our mapping: the six content pages (records,
 * categories, ownership, deeds, sales, comparables) are steps 1 to 6 in the version's order, which
 * gives exactly six in every version; signup, membership and checkout are forms, not steps of the
 * preview, and show no progress (null).
 */
export const addressFunnelProgress = (
  version: AddressFunnelVersion,
  step: AddressFunnelStep,
): { step: number; of: number } | null => {
  if (UNCOUNTED.includes(step)) return null;
  const counted = ADDRESS_FUNNEL_ORDERS[version].filter((s) => !UNCOUNTED.includes(s));
  const i = counted.indexOf(step);
  return i === -1 ? null : { step: i + 1, of: ADDRESS_FUNNEL_PROGRESS_TOTAL };
};

/** The path of a step (002 section 2.2): /address/{step}. */
export const addressFunnelPath = (step: AddressFunnelStep): string => `/address/${step}`;

/**
 * Entry to the address funnel (002 section 2.2): "Logged-in users go straight to search results;
 * others are sent to /address/records".
 */
export const addressFunnelEntry = (isLoggedIn: boolean): { to: 'searchResults' } | { to: 'funnel'; path: string } =>
  isLoggedIn ? { to: 'searchResults' } : { to: 'funnel', path: addressFunnelPath('records') };

/** The stored address funnel of a user (002 section 4, 001 section 4). */
export type StoredAddressFunnel = {
  readonly completed: boolean;
  readonly savedAddressUrl?: string | null;
  readonly step?: AddressFunnelStep | null;
  readonly updatedAt: Date;
};

/**
 * What to do with the user's stored funnel (001 section 4, 002 section 4): "If it is completed, the
 * user is redirected to the saved address URL. If it is absent, one is created from the property
 * details. If it is incomplete, it is resumed. The state is kept for 24 hours": a funnel older than
 * 24 hours counts as absent. A completed funnel without a saved URL, or an incomplete one without a
 * step, is resumed at records.
 */
export const addressFunnelResume = (
  funnel: StoredAddressFunnel | null,
  now: Date,
):
  | { readonly action: 'redirect'; readonly url: string }
  | { readonly action: 'create' }
  | { readonly action: 'resume'; readonly step: AddressFunnelStep } => {
  if (funnel === null || msBetween(funnel.updatedAt, now) > ADDRESS_FUNNEL_STATE_TTL_SECONDS * SECOND_MS) {
    return { action: 'create' };
  }
  if (funnel.completed && funnel.savedAddressUrl) return { action: 'redirect', url: funnel.savedAddressUrl };
  return { action: 'resume', step: funnel.step ?? 'records' };
};
