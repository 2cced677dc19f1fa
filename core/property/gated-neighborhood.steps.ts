import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { Neighborhood } from './neighborhood.port.js';

/** The neighbourhood tools through the gate: recent neighbours who opted out are left out. */
export const gatedNeighborhood = (n: Neighborhood, gate: Pick<FactGate, 'people'>): Neighborhood => ({
  asOf: () => n.asOf(),
  subject: (id) => n.subject(id),
  schoolsNear: (s, miles, limit) => n.schoolsNear(s, miles, limit),
  walkability: (s, miles) => n.walkability(s, miles),
  watchFilings: (s, area) => n.watchFilings(s, area),
  async recentNeighbors(s, area) {
    const r = await n.recentNeighbors(s, area);
    const neighbors = await gate.people(r.neighbors, (x) => x.personId);
    return { total: Math.max(0, r.total - (r.neighbors.length - neighbors.length)), neighbors };
  },
});
