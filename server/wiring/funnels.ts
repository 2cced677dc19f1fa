import { PgUserInterests } from '../../adapters/postgres/pg-user-interests.js';
import { makeListDataCategories } from '../../core/funnels/list-data-categories.use-case.js';
import { makeReadUserInterests } from '../../core/funnels/read-user-interests.use-case.js';
import { makeSaveUserInterests } from '../../core/funnels/save-user-interests.use-case.js';
import type { FunnelPorts, UserInterests } from '../../core/funnels/user-interests.port.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the funnels wiring builds and a test may replace. */
export interface FunnelsPorts {
  readonly interests: UserInterests;
}

/** The use cases of the join and person funnels (docs/decisions/0079). */
export const funnelsUseCases = (p: FunnelPorts) => ({
  listDataCategories: makeListDataCategories(),
  readUserInterests: makeReadUserInterests(p),
  saveUserInterests: makeSaveUserInterests(p),
});
export type FunnelsUseCases = ReturnType<typeof funnelsUseCases>;

export interface FunnelsWiring {
  readonly ports: FunnelsPorts;
  readonly useCases: FunnelsUseCases;
}

/** The funnels area: the data categories (a core list) and the signed-in user's interests in the database. */
export const wireFunnels = (shared: SharedBindings, overrides?: PortOverrides<FunnelsPorts>): FunnelsWiring => {
  const ports = withOverrides<FunnelsPorts>({ interests: new PgUserInterests(shared.db) }, overrides);
  return { ports, useCases: funnelsUseCases({ interests: ports.interests, clock: shared.clock }) };
};
