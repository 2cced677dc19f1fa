import { type AddressFunnelVersion, addressFunnelVersion } from '#core/shell/funnel.rules';
import { useExperiment } from '../../../lib/experiments';
import { useSiteFlag } from '../../../lib/feature-flags';

/** The experiment that may choose version 3 (migration 0081; not running until an operator starts it). */
export const ADDRESS_FUNNEL_EXPERIMENT = 'address-funnel-order';

/**
 * The funnel version (002 section 2.4; docs/decisions/0080): 2 while the addressLandingPageV2 flag is on,
 * else the version the address funnel experiment gives this visitor (content "1" or "3"), else 1.
 * `null` until the flag is known, so the page never shows one order and then another.
 */
export const useFunnelVersion = (): AddressFunnelVersion | null => {
  const v2 = useSiteFlag('addressLandingPageV2');
  const experiment = useExperiment(ADDRESS_FUNNEL_EXPERIMENT);
  if (v2 === undefined) return null;
  const fromExperiment = experiment?.content === '3' ? 3 : experiment?.content === '1' ? 1 : undefined;
  return addressFunnelVersion(v2, fromExperiment);
};
