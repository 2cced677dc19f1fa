import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLinkageCsv, writeLinkageCsv, writeMatchesCsv } from '../../../adapters/linkage/linkage-csv.js';

const dir = mkdtempSync(join(tmpdir(), 'tw-linkage-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('linkage CSV files', () => {
  it('reads the benchmark layout: spaces around headers and values, empty cells, quoted commas', async () => {
    const path = join(dir, 'a.csv');
    writeFileSync(
      path,
      [
        'rec_id, given_name, surname, street_number, address_1, address_2, suburb, postcode, state, date_of_birth, soc_sec_id',
        'rec-1-org, michaela, neumann, 8, stanley street, miami, winston hills, 4223, nsw, 19151111, 5304218',
        'rec-2-dup-0, , "o\'brien, jr", , , , , , , , ',
      ].join('\n'),
    );
    const rows = await readLinkageCsv(path);
    expect(rows).toEqual([
      {
        recId: 'rec-1-org',
        givenName: 'michaela',
        surname: 'neumann',
        dateOfBirth: '19151111',
        addresses: [
          { streetNumber: '8', street: 'stanley street miami', city: 'winston hills', postcode: '4223', state: 'nsw' },
        ],
      },
      {
        recId: 'rec-2-dup-0',
        givenName: null,
        surname: "o'brien, jr",
        dateOfBirth: null,
        addresses: [{ streetNumber: null, street: null, city: null, postcode: null, state: null }],
      },
    ]);
  });

  it('refuses a file without rec_id, or with a repeated one', async () => {
    const noId = join(dir, 'no-id.csv');
    writeFileSync(noId, 'given_name,surname\nann,lee\n');
    await expect(readLinkageCsv(noId)).rejects.toThrow(/no rec_id column/);
    const twice = join(dir, 'twice.csv');
    writeFileSync(twice, 'rec_id,given_name\n1,ann\n1,bob\n');
    await expect(readLinkageCsv(twice)).rejects.toThrow(/rec_id '1' is empty or repeated/);
  });

  it('writes records that read back the same, and matches best first', async () => {
    const path = join(dir, 'round.csv');
    const records = [
      {
        recId: 'a1',
        givenName: 'Ann, "Annie"',
        surname: 'Lee',
        dateOfBirth: '1980-02-03',
        addresses: [{ streetNumber: '12', street: 'Oak St', city: 'Tempe', postcode: '85281', state: 'AZ' }],
      },
    ];
    await writeLinkageCsv(path, records);
    expect(await readLinkageCsv(path)).toEqual([{ ...records[0], dateOfBirth: '19800203' }]);
    const out = join(dir, 'matches.csv');
    await writeMatchesCsv(out, [{ a: 'a1', b: 'b,1', score: 31.5 }]);
    expect(readFileSync(out, 'utf8')).toBe('rec_id_a,rec_id_b,score\na1,"b,1",31.50\n');
  });
});
