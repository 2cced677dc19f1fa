import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryUserInterests } from '../../../adapters/memory/in-memory-user-interests.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgAccountErasure } from '../../../adapters/postgres/pg-account-erasure.js';
import { PgUserInterests } from '../../../adapters/postgres/pg-user-interests.js';
import type { UserInterests } from '../../../core/funnels/user-interests.port.js';
import { openTestDb } from '../../support/test-db.js';

const T = new Date('2026-11-26T10:00:00Z');

const contract = (
  name: string,
  open: () => Promise<{ x: UserInterests; newUser: () => Promise<string>; close: () => Promise<void> }>,
) =>
  describe(`UserInterests contract: ${name}`, () => {
    let x: UserInterests;
    let newUser: () => Promise<string>;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ x, newUser, close } = await open());
    });
    afterAll(async () => close());

    it('a user who never saved has none; a save is read back in ascending order', async () => {
      const u = await newUser();
      expect(await x.get(u)).toBeNull();
      await x.save(u, [208, 204, 201], T);
      expect(await x.get(u)).toEqual([201, 204, 208]);
    });

    it('a second save replaces the first; an empty choice is kept as empty; users are apart', async () => {
      const a = await newUser();
      const b = await newUser();
      await x.save(a, [205], T);
      await x.save(b, [202, 203], T);
      await x.save(a, [], new Date(T.getTime() + 1000));
      expect(await x.get(a)).toEqual([]);
      expect(await x.get(b)).toEqual([202, 203]);
    });

    it('many saves at once for one user leave exactly one of them', async () => {
      const u = await newUser();
      const choices = Array.from({ length: 10 }, (_, i) => [201 + i]);
      await Promise.all(choices.map((c) => x.save(u, c, T)));
      const got = await x.get(u);
      expect(choices).toContainEqual(got);
    });
  });

contract('in-memory fake', async () => ({
  x: new InMemoryUserInterests(),
  newUser: async () => randomUUID(),
  close: async () => {},
}));

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return {
    x: new PgUserInterests(db),
    newUser: async () => {
      const id = randomUUID();
      await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
        id,
        `${id}@example.com`,
      ]);
      return id;
    },
    close: () => db.close(),
  };
});

describe(`account deletion removes the interests (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('a deleted account keeps no user_interests row', async () => {
    const db = await openTestDb();
    try {
      const id = randomUUID();
      await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
        id,
        `${id}@example.com`,
      ]);
      const x = new PgUserInterests(db);
      await x.save(id, [204, 205], T);
      expect(await new PgAccountErasure(db).erase(id, T)).not.toBeNull();
      expect(await x.get(id)).toBeNull();
    } finally {
      await db.close();
    }
  });
});
