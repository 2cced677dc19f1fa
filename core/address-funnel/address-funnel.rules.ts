import { buildAddressSearchUrl } from '../search/search-url.rules.js';
import { addressFunnelResume } from '../shell/funnel.rules.js';
import type { AddressFunnelRecord } from './address-funnel.port.js';
import { addressOfFunnelCriteria } from './address-funnel.schema.js';

/**
 * The saved address URL of a funnel (002 section 4: "Completed: redirect to the saved address URL"): the
 * address report of the property, or the address search when the preview found none (property id 0).
 */
export const addressFunnelSavedUrl = (f: Pick<AddressFunnelRecord, 'propertyId' | 'searchCriteria'>): string =>
  f.propertyId > 0
    ? `/report?type=address&id=${f.propertyId}`
    : buildAddressSearchUrl(addressOfFunnelCriteria(f.searchCriteria));

/** What GET address funnel by user answers (002 section 7: "data with completed") and what to do with it. */
export type AddressFunnelView = {
  readonly data: AddressFunnelRecord | null;
  readonly completed: boolean;
  readonly resume: ReturnType<typeof addressFunnelResume>;
};

/** The view of a stored funnel at `now`: a funnel past its 24 hours is answered as absent. */
export const addressFunnelView = (f: AddressFunnelRecord | null, now: Date): AddressFunnelView => {
  const resume = addressFunnelResume(f, now);
  const live = resume.action === 'create' ? null : f;
  return { data: live, completed: live?.completed ?? false, resume };
};
