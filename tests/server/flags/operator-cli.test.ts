import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import { isOperator } from '../../../core/accounts/operator-access.rules.js';
import { grantOperator, parseOperatorArgs } from '../../../server/cli/operator.js';
import { openTestDb } from '../../support/test-db.js';

describe('npm run operator -- grant EMAIL [--role it|care]', () => {
  it('reads the command line', () => {
    expect(parseOperatorArgs(['grant', 'a@example.com'])).toEqual({ email: 'a@example.com', role: 'it' });
    expect(parseOperatorArgs(['grant', 'a@example.com', '--role', 'care'])).toEqual({
      email: 'a@example.com',
      role: 'care',
    });
    expect(parseOperatorArgs(['grant', 'a@example.com', '--role=it'])).toEqual({ email: 'a@example.com', role: 'it' });
    expect(parseOperatorArgs(['grant', 'a@example.com', '--role', 'bot'])).toMatch(/^Unknown option/);
    expect(parseOperatorArgs(['revoke', 'a@example.com'])).toMatch(/^Usage/);
    expect(parseOperatorArgs(['grant'])).toMatch(/^Usage/);
  });

  describe('on the database', () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDb();
    });
    afterAll(async () => db.close());

    it('adds the it (8) or care (16) staff flag to the live account, e-mail in any case, keeping other staff flags', async () => {
      const users = new PgUserRepository(db);
      const u = await users.create({
        id: '00000000-0000-4000-8000-00000000a001',
        email: 'Olive@Example.com',
        firstName: 'Olive',
        lastName: 'Operator',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        userFlags: 0,
        createdAt: new Date('2026-11-20T10:00:00Z'),
      });
      expect(isOperator(u!.staffFlags)).toBe(false);
      expect(await grantOperator(db, 'olive@example.com', 'care')).toBe(16);
      expect(await grantOperator(db, ' OLIVE@example.com ', 'it')).toBe(24);
      expect(isOperator((await users.findById(u!.id))!.staffFlags)).toBe(true);
      expect(await grantOperator(db, 'nobody@example.com')).toBeNull();
    });
  });
});
