import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgAccountErasure } from '../../../adapters/postgres/pg-account-erasure.js';
import { PgAddressFunnels } from '../../../adapters/postgres/pg-address-funnels.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import type { AddressFunnelRecord } from '../../../core/address-funnel/address-funnel.port.js';
import { openTestDb } from '../../support/test-db.js';

const T = new Date('2026-11-26T10:00:00.000Z');
const funnel: AddressFunnelRecord = {
  propertyId: 5,
  searchCriteria: {
    City: 'Tampa',
    State: 'FL',
    StreetName: 'Sierra Way',
    StreetNumber: '402',
    Suffix: '',
    Zip: '',
    Include: '',
  },
  step: 'sales',
  useCaseId: null,
  completed: false,
  savedAddressUrl: null,
  createdAt: T,
  updatedAt: T,
};

describe(`account deletion removes the user's address funnel (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => db.close());

  it('the user funnel goes with the account; a visitor funnel and other users stay', async () => {
    const users = new PgUserRepository(db);
    const funnels = new PgAddressFunnels(db);
    const [a, b] = [randomUUID(), randomUUID()];
    for (const id of [a, b])
      await users.create({
        id,
        email: `${id.slice(0, 8)}@example.com`,
        firstName: 'Ann',
        lastName: 'Lee',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
        userFlags: 0,
        createdAt: T,
      });
    await funnels.save({ kind: 'user', id: a }, funnel);
    await funnels.save({ kind: 'user', id: b }, funnel);
    await funnels.save({ kind: 'visitor', id: a }, funnel);
    expect(await new PgAccountErasure(db).erase(a, T)).not.toBeNull();
    expect(await funnels.find({ kind: 'user', id: a })).toBeNull();
    expect(await funnels.find({ kind: 'user', id: b })).not.toBeNull();
    expect(await funnels.find({ kind: 'visitor', id: a })).not.toBeNull();
  });
});
