import { describe, expect, it } from 'vitest';
import { makeListReports, REPORT_ICONS } from '../../../core/reports/report-history.use-case.js';
import { reportPhoneDisplay } from '../../../core/reports/report-view-format.rules.js';
import { SEARCH_TYPE } from '../../../core/search/search-enums.rules.js';
import { reportFakes } from '../../support/report-fakes.js';

/** The user's report list (000 sections 2, 3 and 7) on the in-memory report store and history. */
const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);

const setup = async (views: [reportId: string, searchType: string, isPdf?: boolean][]) => {
  const f = reportFakes({});
  for (const [i, [reportId, searchType, isPdf]] of views.entries()) {
    await f.history.record(
      'u1',
      {
        reportId,
        searchType,
        criteria: { id: reportId.split('-')[1], type: searchType },
        title: searchType === 'phone' ? reportPhoneDisplay(reportId.split('-')[1]!) : `Title ${reportId}`,
        subtitle: 'Austin, TX',
        url: `/report?id=${reportId}`,
        isPdf: isPdf ?? false,
      },
      at(i),
    );
  }
  const mark = async (reportId: string, marks: { isFavorite: boolean; hasUnseenAlert: boolean }) =>
    f.store.setMarks((await f.store.historyByReportId('u1', reportId))!.id, marks);
  return { list: makeListReports(f.ports), mark };
};

describe('listReports', () => {
  it('lists newest first with icon, title, link, last run and PDF flag', async () => {
    const { list } = await setup([
      ['background-12', 'background'],
      ['phone-5125550142', 'phone'],
    ]);
    const r = (await list({ page: '1', limit: '5' }, 'u1'))._unsafeUnwrap();
    expect(r).toMatchObject({ page: 1, totalPages: 1, totalReports: 2 });
    expect(r.reports[0]).toMatchObject({
      reportId: 'phone-5125550142',
      icon: 'phone',
      isPDF: false,
      isFavorite: false,
      title: '(512) 555-0142',
      lastRun: at(1).toISOString(),
    });
    expect(r.reports[1]).toMatchObject({ reportId: 'background-12', icon: 'person' });
    expect(r.reports[1]?.url).toBe(`/dashboard/reports/${r.reports[1]?.id}`);
    expect((await list({}, 'someone-else'))._unsafeUnwrap()).toEqual({
      reports: [],
      page: 1,
      totalPages: 1,
      totalReports: 0,
    });
  });

  it('each report type has its icon; a PDF shows the PDF icon', async () => {
    const { list } = await setup([
      ['email-a@example.com', 'email'],
      ['address-7', 'address'],
      ['background-3', 'background', true],
    ]);
    const r = (await list({}, 'u1'))._unsafeUnwrap().reports;
    expect(r.map((x) => [x.reportId, x.icon, x.isPDF])).toEqual([
      ['background-3', REPORT_ICONS.pdf, true],
      ['address-7', 'home', false],
      ['email-a@example.com', 'email', false],
    ]);
  });

  it('pages of 5 by default; page and limit out of range fall back to 1 and 5', async () => {
    const { list } = await setup(
      Array.from({ length: 7 }, (_, i) => [`background-${i + 1}`, 'background'] as [string, string]),
    );
    const page2 = (await list({ page: 2 }, 'u1'))._unsafeUnwrap();
    expect(page2).toMatchObject({ page: 2, totalPages: 2, totalReports: 7 });
    expect(page2.reports.map((x) => x.reportId)).toEqual(['background-2', 'background-1']);
    const fallback = (await list({ page: '0', limit: '500' }, 'u1'))._unsafeUnwrap();
    expect(fallback).toMatchObject({ page: 1, totalPages: 2 });
    expect(fallback.reports).toHaveLength(5);
    expect((await list({ limit: 3, page: 3 }, 'u1'))._unsafeUnwrap()).toMatchObject({ totalPages: 3 });
    expect((await list({ page: 9 }, 'u1'))._unsafeUnwrap()).toMatchObject({ reports: [], totalReports: 7 });
  });

  it('filters by SearchTypeEnumIds (one, several, comma list) and by types 1 (unseen alerts) and 2 (favorites)', async () => {
    const { list, mark } = await setup([
      ['background-1', 'background'],
      ['phone-5125550142', 'phone'],
      ['address-9', 'address'],
    ]);
    const total = async (q: Record<string, unknown>) => (await list(q, 'u1'))._unsafeUnwrap().totalReports;
    expect(await total({ SearchTypeEnumIds: String(SEARCH_TYPE.phone) })).toBe(1);
    expect(await total({ SearchTypeEnumIds: [SEARCH_TYPE.background, SEARCH_TYPE.phone] })).toBe(2);
    expect(await total({ SearchTypeEnumIds: `${SEARCH_TYPE.person},${SEARCH_TYPE.address}` })).toBe(2);
    expect(await total({ SearchTypeEnumIds: '999' })).toBe(0);
    expect(await total({ types: '2' })).toBe(0);
    await mark('address-9', { isFavorite: true, hasUnseenAlert: false });
    await mark('background-1', { isFavorite: true, hasUnseenAlert: true });
    const favorites = (await list({ types: 2 }, 'u1'))._unsafeUnwrap().reports;
    expect(favorites.map((x) => [x.reportId, x.isFavorite])).toEqual([
      ['address-9', true],
      ['background-1', true],
    ]);
    expect(await total({ types: '1' })).toBe(1);
    expect(await total({ types: '1,2', SearchTypeEnumIds: String(SEARCH_TYPE.address) })).toBe(0);
  });
});
