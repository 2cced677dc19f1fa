import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgReportSource } from '../../../adapters/postgres/pg-report-source.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 200, 4242);
}, 120_000);
afterAll(async () => db?.close());

describe('PgReportSource', () => {
  it('the plain statements derived from the function files (inline) answer what the functions answer, for every report kind', async () => {
    const viaFn = new PgReportSource(db);
    const inline = new PgReportSource(db, { inline: true });
    const ids = (await db.query<{ id: number }>('SELECT id FROM people ORDER BY id LIMIT 25')).rows.map((r) =>
      Number(r.id),
    );
    for (const id of ids) expect(await viaFn.background(id)).toEqual(await inline.background(id));
    const phone = (await db.query<{ number: string }>('SELECT number FROM phones ORDER BY id LIMIT 1')).rows[0]!.number;
    expect(await viaFn.phone(phone)).toEqual(await inline.phone(phone));
    const email = (await db.query<{ e: string }>('SELECT lower(email) AS e FROM emails ORDER BY id LIMIT 1')).rows[0]!
      .e;
    expect(await viaFn.email(email)).toEqual(await inline.email(email));
    const pids = (await db.query<{ id: number }>('SELECT id FROM properties ORDER BY id LIMIT 25')).rows.map((r) =>
      Number(r.id),
    );
    for (const pid of pids) expect(await viaFn.address(pid)).toEqual(await inline.address(pid));
  });

  it('every fact carries its source and recorded date; unknown subjects are null', async () => {
    const src = new PgReportSource(db);
    const id = Number(
      (await db.query<{ id: number }>('SELECT person_id AS id FROM person_phones ORDER BY id LIMIT 1')).rows[0]!.id,
    );
    const r = (await src.background(id))!;
    for (const list of [
      r.names,
      r.addresses,
      r.phones,
      r.emails,
      r.relations,
      r.social,
      r.employment,
      r.education,
      r.licenses,
      r.properties,
      r.bankruptcies,
      r.liens,
      r.courtRecords,
    ]) {
      for (const f of list) {
        expect(f.source.name.length).toBeGreaterThan(0);
        expect(f.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(await src.background(99_999_999)).toBeNull();
    expect(await src.phone('2015550000')).toBeNull();
    expect(await src.email('nobody@nowhere.example')).toBeNull();
    expect(await src.address(99_999_999)).toBeNull();
  });
});
