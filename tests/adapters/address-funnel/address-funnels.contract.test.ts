import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryAddressFunnels } from '../../../adapters/memory/in-memory-address-funnels.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgAddressFunnels } from '../../../adapters/postgres/pg-address-funnels.js';
import type { AddressFunnelRecord, AddressFunnels } from '../../../core/address-funnel/address-funnel.port.js';
import { openTestDb } from '../../support/test-db.js';

const T = new Date('2026-11-20T10:00:00.000Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);

const funnel = (over: Partial<AddressFunnelRecord> = {}): AddressFunnelRecord => ({
  propertyId: 12,
  searchCriteria: {
    City: 'Phoenix',
    State: 'AZ',
    StreetName: 'Oak St',
    StreetNumber: '102',
    Suffix: '',
    Zip: '85013',
    Include: '',
  },
  step: 'records',
  useCaseId: null,
  completed: false,
  savedAddressUrl: null,
  createdAt: T,
  updatedAt: T,
  ...over,
});

const contract = (name: string, open: () => Promise<{ f: AddressFunnels; close: () => Promise<void> }>) =>
  describe(`AddressFunnels contract: ${name}`, () => {
    let f: AddressFunnels;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ f, close } = await open());
    });
    afterAll(async () => close());

    it('saves one funnel per owner, replacing it, and reads it back exactly', async () => {
      const owner = { kind: 'visitor', id: 'visitor-aaaaaaaaaaaa1' } as const;
      expect(await f.find(owner)).toBeNull();
      expect(await f.save(owner, funnel())).toEqual(funnel());
      const next = funnel({
        propertyId: 0,
        step: 'deeds',
        useCaseId: 4,
        completed: true,
        savedAddressUrl: '/report?type=address&id=12',
        updatedAt: at(5),
      });
      expect(await f.save(owner, next)).toEqual(next);
      expect(await f.find(owner)).toEqual(next);
      // A user and a visitor with the same id are different owners.
      expect(await f.find({ kind: 'user', id: 'visitor-aaaaaaaaaaaa1' })).toBeNull();
    });

    it('adopt moves a visitor funnel to the user when newer (or the user has none), and removes the visitor row', async () => {
      const v = { kind: 'visitor', id: 'visitor-bbbbbbbbbbbb2' } as const;
      const u = { kind: 'user', id: '00000000-0000-4000-8000-000000000002' } as const;
      await f.save(v, funnel({ propertyId: 21, updatedAt: at(1) }));
      await f.adopt(v.id, u.id);
      expect(await f.find(v)).toBeNull();
      expect((await f.find(u))?.propertyId).toBe(21);
      // An older visitor funnel does not replace the user's newer one, but is removed.
      await f.save(u, funnel({ propertyId: 22, updatedAt: at(10) }));
      await f.save(v, funnel({ propertyId: 23, updatedAt: at(2) }));
      await f.adopt(v.id, u.id);
      expect((await f.find(u))?.propertyId).toBe(22);
      expect(await f.find(v)).toBeNull();
      // Nothing to adopt: no change.
      await f.adopt('visitor-none-0000000', u.id);
      expect((await f.find(u))?.propertyId).toBe(22);
    });

    it('two adoptions at once move the funnel once', async () => {
      const v = { kind: 'visitor', id: 'visitor-cccccccccccc3' } as const;
      const u = { kind: 'user', id: '00000000-0000-4000-8000-000000000003' } as const;
      await f.save(v, funnel({ propertyId: 31, step: 'sales', updatedAt: at(3) }));
      await Promise.all(Array.from({ length: 8 }, () => f.adopt(v.id, u.id)));
      expect(await f.find(v)).toBeNull();
      expect(await f.find(u)).toMatchObject({ propertyId: 31, step: 'sales' });
    });

    it('many saves of one owner at once leave one funnel, one of those saved', async () => {
      const owner = { kind: 'visitor', id: 'visitor-ffffffffffff6' } as const;
      const saves = Array.from({ length: 10 }, (_, i) => funnel({ propertyId: 100 + i, updatedAt: at(i) }));
      await Promise.all(saves.map((s) => f.save(owner, s)));
      const found = await f.find(owner);
      expect(saves).toContainEqual(found);
    });

    it('deleteStale removes funnels not updated since the cutoff', async () => {
      const old = { kind: 'visitor', id: 'visitor-dddddddddddd4' } as const;
      const fresh = { kind: 'visitor', id: 'visitor-eeeeeeeeeeee5' } as const;
      await f.save(old, funnel({ updatedAt: new Date('2026-01-01T00:00:00Z') }));
      await f.save(fresh, funnel({ updatedAt: at(60) }));
      expect(await f.deleteStale(new Date('2026-02-01T00:00:00Z'))).toBe(1);
      expect(await f.find(old)).toBeNull();
      expect(await f.find(fresh)).not.toBeNull();
    });
  });

contract('in-memory fake', async () => ({ f: new InMemoryAddressFunnels(), close: async () => {} }));

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return { f: new PgAddressFunnels(db), close: () => db.close() };
});
