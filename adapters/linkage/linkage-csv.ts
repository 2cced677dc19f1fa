/**
 * The record files of `npm run data -- link` (docs/record-linkage.md): CSV with a header and the
 * columns rec_id, given_name, surname, street_number, address_1, address_2, suburb, postcode, state,
 * date_of_birth (YYYYMMDD), any of them possibly empty (the layout of the public FEBRL linkage
 * benchmarks, whose headers carry spaces, which are trimmed). Parsed with fast-csv.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parseFile } from 'fast-csv';
import type { LinkageRecord, RecordLink } from '../../core/records/record-linkage.rules.js';

export const LINKAGE_CSV_COLUMNS = [
  'rec_id',
  'given_name',
  'surname',
  'street_number',
  'address_1',
  'address_2',
  'suburb',
  'postcode',
  'state',
  'date_of_birth',
] as const;

const text = (v: string | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** One CSV row (header names trimmed) as a linkage record. */
export const linkageRecordOfRow = (row: Readonly<Record<string, string>>): LinkageRecord => {
  const street = [text(row.address_1), text(row.address_2)].filter(Boolean).join(' ');
  return {
    recId: text(row.rec_id) ?? '',
    givenName: text(row.given_name),
    surname: text(row.surname),
    dateOfBirth: text(row.date_of_birth),
    addresses: [
      {
        streetNumber: text(row.street_number),
        street: street === '' ? null : street,
        city: text(row.suburb),
        postcode: text(row.postcode),
        state: text(row.state),
      },
    ],
  };
};

/** Reads a linkage CSV; refuses a file without rec_id or with a repeated rec_id. */
export const readLinkageCsv = async (path: string): Promise<LinkageRecord[]> => {
  const out: LinkageRecord[] = [];
  const ids = new Set<string>();
  await new Promise<void>((resolve, reject) => {
    parseFile<Record<string, string>, Record<string, string>>(path, {
      headers: (h) => h.map((x) => x?.trim()),
      ignoreEmpty: true,
      trim: true,
    })
      .on('error', reject)
      .on('headers', (h: string[]) => {
        if (!h.includes('rec_id')) reject(new Error(`${path}: the header has no rec_id column`));
      })
      .on('data', (row: Record<string, string>) => {
        const r = linkageRecordOfRow(row);
        if (r.recId === '' || ids.has(r.recId)) {
          reject(new Error(`${path}: rec_id '${r.recId}' is empty or repeated`));
          return;
        }
        ids.add(r.recId);
        out.push(r);
      })
      .on('end', () => resolve());
  });
  return out;
};

const csvCell = (v: string | null | undefined): string => {
  const s = v ?? '';
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Writes records in the linkage CSV layout (the labelled sets of the generator). */
export const writeLinkageCsv = async (path: string, records: readonly LinkageRecord[]): Promise<void> => {
  const out = createWriteStream(path);
  out.write(`${LINKAGE_CSV_COLUMNS.join(',')}\n`);
  for (const r of records) {
    const ad = r.addresses[0];
    const dob = (r.dateOfBirth ?? '').replace(/-/g, '');
    const cells = [
      r.recId,
      r.givenName,
      r.surname,
      ad?.streetNumber,
      ad?.street,
      null,
      ad?.city,
      ad?.postcode,
      ad?.state,
      dob,
    ];
    if (!out.write(`${cells.map(csvCell).join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

/** Writes matches.csv: `rec_id_a,rec_id_b,score`, best first. */
export const writeMatchesCsv = async (path: string, links: readonly RecordLink[]): Promise<void> => {
  const out = createWriteStream(path);
  out.write('rec_id_a,rec_id_b,score\n');
  for (const l of links)
    if (!out.write(`${csvCell(l.a)},${csvCell(l.b)},${l.score.toFixed(2)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
};
