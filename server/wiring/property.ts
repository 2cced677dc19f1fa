import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makePropertyAccess } from '../../core/membership/property-access.provider.js';
import type { PropertyAccess } from '../../core/property/property-access.port.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the property wiring builds and a test may replace. */
export interface PropertyPorts {
  /** Who may use the property tools: the memberships area's subscriptions (001 section 6). */
  readonly access: PropertyAccess;
}

/** The property use cases the routes call (001: comparables, market, neighbourhood, nearby). */
const propertyUseCases = (_p: PropertyPorts & Pick<SharedBindings, 'clock'>) => ({});
export type PropertyUseCases = ReturnType<typeof propertyUseCases>;

/** The property area: its ports and use cases. */
export interface PropertyWiring {
  readonly ports: PropertyPorts;
  readonly useCases: PropertyUseCases;
}

/**
 * The property research tools on the record tables (PostgreSQL or PGlite): comparables, market trends
 * and demand, the neighbourhood and the nearby list (001 sections 2, 3, 7 and 9;
 * docs/decisions/0060-property-research.md). From the memberships area: who is a member.
 */
export const wireProperty = (
  shared: SharedBindings,
  deps: { readonly membership: MembershipPorts },
  overrides?: PortOverrides<PropertyPorts>,
): PropertyWiring => {
  const ports = withOverrides<PropertyPorts>({ access: makePropertyAccess(deps.membership) }, overrides);
  return { ports, useCases: propertyUseCases({ ...ports, clock: shared.clock }) };
};
