import { PgAddressFunnels } from '../../adapters/postgres/pg-address-funnels.js';
import type { RateLimiter } from '../../core/accounts/rate-limiter.port.js';
import type { AddressFunnels } from '../../core/address-funnel/address-funnel.port.js';
import { makeComparablesPreview } from '../../core/address-funnel/comparables-preview.use-case.js';
import { makeCreateAddressFunnel } from '../../core/address-funnel/create-address-funnel.use-case.js';
import { makeGetAddressFunnel } from '../../core/address-funnel/get-address-funnel.use-case.js';
import { makeListAddressFunnelUseCases } from '../../core/address-funnel/list-address-funnel-use-cases.use-case.js';
import { makeUpdateAddressFunnel } from '../../core/address-funnel/update-address-funnel.use-case.js';
import type { PropertyMarket } from '../../core/property/property-market.port.js';
import type { Clock } from '../../core/shared/clock.port.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the address funnel wiring builds and a test may replace. */
export interface AddressFunnelPorts {
  readonly funnels: AddressFunnels;
}

/** What other areas hand the address funnel: the property area's market facts and the comparables flag. */
export interface AddressFunnelDeps {
  readonly market: PropertyMarket;
  readonly comparablesEnabled: () => boolean | Promise<boolean>;
  /** The accounts area's limiter: creating a funnel is limited per client address (docs/decisions/0094). */
  readonly limiter: RateLimiter;
}

/** The address funnel's use cases (002 sections 2.2, 2.4, 4 and 7; docs/decisions/0080). */
export const addressFunnelUseCases = (deps: { funnels: AddressFunnels; clock: Clock } & AddressFunnelDeps) => ({
  getFunnel: makeGetAddressFunnel(deps),
  createFunnel: makeCreateAddressFunnel(deps),
  updateFunnel: makeUpdateAddressFunnel(deps),
  listUseCases: makeListAddressFunnelUseCases(),
  comparablesPreview: makeComparablesPreview(deps),
});
export type AddressFunnelUseCases = ReturnType<typeof addressFunnelUseCases>;

export interface AddressFunnelWiring {
  readonly ports: AddressFunnelPorts;
  readonly useCases: AddressFunnelUseCases;
}

/** The address funnel state on `address_funnels` (migration 0080). */
export const wireAddressFunnel = (
  shared: SharedBindings,
  deps: AddressFunnelDeps,
  overrides?: PortOverrides<AddressFunnelPorts>,
): AddressFunnelWiring => {
  const ports = withOverrides<AddressFunnelPorts>({ funnels: new PgAddressFunnels(shared.db) }, overrides);
  return { ports, useCases: addressFunnelUseCases({ ...deps, funnels: ports.funnels, clock: shared.clock }) };
};
