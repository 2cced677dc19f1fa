import { describe, expect, it } from 'vitest';
import { num } from '../../../adapters/memory/in-memory-records.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import { syntheticRecordTables } from '../../support/record-tables.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * One PropertyAccess for the application: the standing an address report sends (`property.standing`,
 * what the page's upgrade gate shows) and the tools' membership check are the same port, so they can
 * never disagree; replacing the property area's port replaces both.
 */
describe('the property standing of the address report and of the tools', () => {
  it('comes from the property area port', async () => {
    const records = syntheticRecordTables(200, 4242);
    const id = num(records.properties![0]!, 'id');
    for (const standing of ['member', 'paused', 'anonymous'] as PropertyStanding[]) {
      const access: PropertyAccess = { standing: async () => standing };
      const { app } = inMemoryTestApp({ records, overrides: { property: { access } } });
      const res = await app.request(`/api/reports/view?type=address&id=${id}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { report: { property: { standing: string } } };
      expect(body.report.property.standing).toBe(standing);
    }
  });
});
