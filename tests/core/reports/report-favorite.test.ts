import { describe, expect, it } from 'vitest';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import { InMemoryReportStore } from '../../../adapters/memory/in-memory-report-store.js';
import { makeGetReportFavorite } from '../../../core/reports/get-report-favorite.use-case.js';
import { reportFavoriteToast } from '../../../core/reports/report-favorite.rules.js';
import { REPORT_FAVORITE_ID_MESSAGE } from '../../../core/reports/report-favorite.schema.js';
import { makeToggleReportFavorite } from '../../../core/reports/toggle-report-favorite.use-case.js';

const setUp = async () => {
  const history = new InMemoryReportHistory();
  const store = new InMemoryReportStore(history);
  await history.record(
    'u1',
    {
      reportId: 'background-7',
      searchType: 'background',
      criteria: {},
      title: 'Ann Example',
      subtitle: '',
      url: '/report?type=background&id=7',
      isPdf: false,
    },
    new Date('2026-11-20T00:00:00Z'),
  );
  const row = await store.historyByReportId('u1', 'background-7');
  return { toggle: makeToggleReportFavorite({ store }), get: makeGetReportFavorite({ store }), id: row!.id };
};

describe('toggle report favourite (000 section 7)', () => {
  it('toggles the owner mark and reads it back', async () => {
    const { toggle, get, id } = await setUp();
    expect((await toggle({ id: String(id) }, 'u1'))._unsafeUnwrap()).toEqual({ id, isFavorite: true });
    expect((await get({ id }, 'u1'))._unsafeUnwrap().isFavorite).toBe(true);
    expect((await toggle({ id }, 'u1'))._unsafeUnwrap().isFavorite).toBe(false);
  });
  it("another user's report is not found; a bad id is a field error", async () => {
    const { toggle, id } = await setUp();
    expect((await toggle({ id }, 'u2'))._unsafeUnwrapErr()).toEqual({ type: 'NotFound', entity: 'report' });
    for (const bad of ['abc', '0', '-3', '1.5', ''])
      expect((await toggle({ id: bad }, 'u1'))._unsafeUnwrapErr()).toEqual({
        type: 'Validation',
        errors: { id: [REPORT_FAVORITE_ID_MESSAGE] },
      });
  });
  it('the toast names the report and the direction', () => {
    expect(reportFavoriteToast(true, 'Ann Example')).toEqual({
      title: 'Added to favourites',
      msg: 'Ann Example is now one of your favourite reports.',
      type: 'success',
    });
    expect(reportFavoriteToast(false, 'Ann Example').title).toBe('Removed from favourites');
  });
});
