import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import { InMemoryReportStore } from '../../../adapters/memory/in-memory-report-store.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgReportHistory } from '../../../adapters/postgres/pg-report-history.js';
import { PgReportStore } from '../../../adapters/postgres/pg-report-store.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import type { ReportHistory, ReportViewEntry } from '../../../core/accounts/history.port.js';
import type { ReportCorrection, ReportPdfOrder, ReportStore } from '../../../core/reports/report-store.port.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The ReportStore contract (core/reports/report-store.port.ts) together with the ReportHistory
 * writer whose rows it reads (core/accounts/history.port.ts): the history adapter owns `report_history`
 * and the store reads it through that adapter, so they are tested as the pair the report use cases get.
 */
interface Subject {
  store: ReportStore;
  history: ReportHistory;
  /** A user the store may hold rows for (the tables reference `users`). */
  newUser(): Promise<string>;
  /** Sets the favorite / unseen-alert marks of a listed report (no port writes them yet). */
  setMarks(userId: string, reportId: string, marks: { isFavorite: boolean; hasUnseenAlert: boolean }): Promise<void>;
  /** The correction requests received with these ids (the port only writes them). */
  corrections(ids: readonly string[]): Promise<ReportCorrection[]>;
}

const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);

const view = (reportId: string, over: Partial<ReportViewEntry> = {}): ReportViewEntry => ({
  reportId,
  searchType: reportId.split('-')[0] ?? 'background',
  criteria: { id: reportId.split('-')[1], type: reportId.split('-')[0] },
  title: `Title of ${reportId}`,
  subtitle: 'Austin, TX',
  url: `/report?id=${reportId}`,
  isPdf: false,
  ...over,
});

const LIST = { offset: 0, limit: 50, favoritesOnly: false, alertsOnly: false, searchTypes: null };

const pdfOrder = (userId: string, reportId: string, over: Partial<ReportPdfOrder> = {}): ReportPdfOrder => ({
  id: randomUUID(),
  userId,
  reportId,
  skuId: 'report-pdf',
  amountCents: 295,
  status: 'succeeded',
  createdAt: T0,
  ...over,
});

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`ReportStore + ReportHistory contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    });
    afterAll(async () => close());

    describe('grants', () => {
      it('lists the ways a user holds a report, oldest first; a grant is recorded once per way', async () => {
        const u = await s.newUser();
        expect(await s.store.grants(u, 'background-1')).toEqual([]);
        await s.store.grant(u, 'background-1', 'membership', at(10));
        await s.store.grant(u, 'background-1', 'purchase', at(5));
        await s.store.grant(u, 'background-1', 'membership', at(1));
        expect(await s.store.grants(u, 'background-1')).toEqual(['purchase', 'membership']);
        expect(await s.store.grants(u, 'background-2')).toEqual([]);
        expect(await s.store.grants(await s.newUser(), 'background-1')).toEqual([]);
      });
      it('the same grant many times at once is one grant and no failure', async () => {
        const u = await s.newUser();
        await Promise.all(Array.from({ length: 12 }, () => s.store.grant(u, 'phone-5125550142', 'voucher', T0)));
        expect(await s.store.grants(u, 'phone-5125550142')).toEqual(['voucher']);
      });
    });

    describe('view state and corrections', () => {
      it('lists viewed sections by first view, then name; a section is kept once with its first time', async () => {
        const u = await s.newUser();
        await s.store.markViewed(u, 'background-1', 'phones', at(2));
        await s.store.markViewed(u, 'background-1', 'addresses', at(1));
        await s.store.markViewed(u, 'background-1', 'emails', at(2));
        await s.store.markViewed(u, 'background-1', 'addresses', at(9));
        expect(await s.store.viewedSections(u, 'background-1')).toEqual(['addresses', 'emails', 'phones']);
        expect(await s.store.viewedSections(u, 'background-2')).toEqual([]);
      });
      it('keeps correction requests, anonymous ones too; an id is used once', async () => {
        const u = await s.newUser();
        const mine: ReportCorrection = {
          id: randomUUID(),
          userId: u,
          reportType: 'background',
          recordId: '12',
          section: 'addresses',
          message: 'I never lived at this address.',
          email: null,
          createdAt: T0,
        };
        const anonymous: ReportCorrection = { ...mine, id: randomUUID(), userId: null, email: 'a.visitor@example.com' };
        await s.store.addCorrection(mine);
        await s.store.addCorrection(anonymous);
        expect(await s.corrections([mine.id, anonymous.id])).toEqual([mine, anonymous]);
        await expect(s.store.addCorrection({ ...anonymous, message: 'again' })).rejects.toThrow();
        expect(await s.corrections([anonymous.id])).toEqual([anonymous]);
      });
    });

    describe('PDF orders', () => {
      it('answers the succeeded order only; a second succeeded order of the same report is refused', async () => {
        const u = await s.newUser();
        expect(await s.store.pdfOrder(u, 'background-1')).toBeNull();
        expect(await s.store.addPdfOrder(pdfOrder(u, 'background-1', { status: 'declined' }))).toBe(true);
        expect(await s.store.pdfOrder(u, 'background-1')).toBeNull();
        const paid = pdfOrder(u, 'background-1', { createdAt: at(5) });
        expect(await s.store.addPdfOrder(paid)).toBe(true);
        expect(await s.store.pdfOrder(u, 'background-1')).toEqual(paid);
        expect(await s.store.addPdfOrder(pdfOrder(u, 'background-1'))).toBe(false);
        expect(await s.store.addPdfOrder(pdfOrder(u, 'background-1', { status: 'declined' }))).toBe(true);
        expect(await s.store.addPdfOrder({ ...paid, reportId: 'background-2' })).toBe(false); // the id is taken
        expect(await s.store.pdfOrder(u, 'background-1')).toEqual(paid);
        expect(await s.store.pdfOrder(u, 'background-2')).toBeNull();
        const other = await s.newUser();
        expect(await s.store.pdfOrder(other, 'background-1')).toBeNull();
        expect(await s.store.addPdfOrder(pdfOrder(other, 'background-1'))).toBe(true);
      });
      it('of many succeeded orders placed at once exactly one is kept', async () => {
        const u = await s.newUser();
        const orders = Array.from({ length: 15 }, () => pdfOrder(u, 'address-77'));
        const placed = await Promise.all(orders.map((o) => s.store.addPdfOrder(o)));
        expect(placed.filter(Boolean)).toHaveLength(1);
        expect((await s.store.pdfOrder(u, 'address-77'))?.id).toBe(orders[placed.indexOf(true)]?.id);
      });
    });

    describe('monitoring', () => {
      it('is off until switched on, per report, and can be switched off again', async () => {
        const u = await s.newUser();
        expect(await s.store.isMonitored(u, 'background-1')).toBe(false);
        await s.store.setMonitoring(u, 'background-1', true, false, T0);
        await s.store.setMonitoring(u, 'background-2', true, true, T0);
        expect(await s.store.isMonitored(u, 'background-1')).toBe(true);
        await s.store.setMonitoring(u, 'background-1', false, false, at(1));
        expect(await s.store.isMonitored(u, 'background-1')).toBe(false);
        expect(await s.store.isMonitored(u, 'background-2')).toBe(true);
        expect(await s.store.isMonitored(await s.newUser(), 'background-2')).toBe(false);
      });
    });

    describe('report history', () => {
      it('lists newest first with paging and the total; another user sees nothing of it', async () => {
        const u = await s.newUser();
        for (let i = 1; i <= 7; i++) await s.history.record(u, view(`background-${i}`), at(i));
        const page1 = await s.store.listHistory(u, { ...LIST, limit: 5 });
        expect(page1.total).toBe(7);
        expect(page1.items.map((r) => r.reportId)).toEqual([7, 6, 5, 4, 3].map((i) => `background-${i}`));
        const page2 = await s.store.listHistory(u, { ...LIST, offset: 5, limit: 5 });
        expect(page2).toMatchObject({ total: 7 });
        expect(page2.items.map((r) => r.reportId)).toEqual(['background-2', 'background-1']);
        expect(await s.store.listHistory(u, { ...LIST, offset: 10, limit: 5 })).toEqual({ items: [], total: 7 });
        expect(await s.store.listHistory(await s.newUser(), LIST)).toEqual({ items: [], total: 0 });
        const h = await s.history.list(u, { offset: 1, limit: 2 });
        expect(h.total).toBe(7);
        expect(h.items.map((r) => r.reportId)).toEqual(['background-6', 'background-5']);
        expect(await s.history.list(u, { offset: 10, limit: 2 })).toEqual({ items: [], total: 7 });
      });

      it('a report viewed again moves up and keeps its id, first view, type and criteria', async () => {
        const u = await s.newUser();
        await s.history.record(u, view('phone-5125550142'), at(1));
        await s.history.record(u, view('background-9'), at(2));
        const first = await s.store.historyByReportId(u, 'phone-5125550142');
        expect(first).toMatchObject({
          reportId: 'phone-5125550142',
          searchType: 'phone',
          criteria: { id: '5125550142', type: 'phone' },
          title: 'Title of phone-5125550142',
          isPdf: false,
          isFavorite: false,
          hasUnseenAlert: false,
        });
        expect(first?.created).toEqual(at(1));
        await s.history.record(
          u,
          view('phone-5125550142', {
            searchType: 'email',
            criteria: { other: true },
            title: 'New title',
            subtitle: 'New subtitle',
            url: '/report?new',
            isPdf: true,
          }),
          at(3),
        );
        const again = await s.store.historyByReportId(u, 'phone-5125550142');
        expect(again).toEqual({
          ...first,
          title: 'New title',
          subtitle: 'New subtitle',
          url: '/report?new',
          isPdf: true,
          lastViewed: at(3),
        });
        expect((await s.store.listHistory(u, LIST)).items.map((r) => r.reportId)).toEqual([
          'phone-5125550142',
          'background-9',
        ]);
      });

      it('views in the same instant list the later one first; many views at once make one row', async () => {
        const u = await s.newUser();
        await s.history.record(u, view('background-1'), T0);
        await s.history.record(u, view('background-2'), T0);
        expect((await s.store.listHistory(u, LIST)).items.map((r) => r.reportId)).toEqual([
          'background-2',
          'background-1',
        ]);
        await Promise.all(
          Array.from({ length: 10 }, (_, i) => s.history.record(u, view('email-a@example.com'), at(i))),
        );
        const list = await s.store.listHistory(u, LIST);
        expect(list.total).toBe(3);
        expect(list.items.filter((r) => r.reportId === 'email-a@example.com')).toHaveLength(1);
      });

      it('filters by report type, favorites and unseen alerts, totals counting the filtered rows', async () => {
        const u = await s.newUser();
        const ids = ['background-1', 'phone-2125550100', 'address-3', 'background-4', 'email-x@example.com'];
        for (const [i, id] of ids.entries()) await s.history.record(u, view(id), at(i));
        await s.setMarks(u, 'background-1', { isFavorite: true, hasUnseenAlert: false });
        await s.setMarks(u, 'address-3', { isFavorite: true, hasUnseenAlert: true });
        await s.setMarks(u, 'background-4', { isFavorite: false, hasUnseenAlert: true });
        const ofTypes = await s.store.listHistory(u, { ...LIST, searchTypes: ['background', 'phone'] });
        expect(ofTypes.total).toBe(3);
        expect(ofTypes.items.map((r) => r.reportId)).toEqual(['background-4', 'phone-2125550100', 'background-1']);
        expect(await s.store.listHistory(u, { ...LIST, searchTypes: [] })).toEqual({ items: [], total: 0 });
        const favorites = await s.store.listHistory(u, { ...LIST, favoritesOnly: true });
        expect(favorites.items.map((r) => [r.reportId, r.isFavorite])).toEqual([
          ['address-3', true],
          ['background-1', true],
        ]);
        const alerts = await s.store.listHistory(u, { ...LIST, alertsOnly: true });
        expect(alerts.items.map((r) => [r.reportId, r.hasUnseenAlert])).toEqual([
          ['background-4', true],
          ['address-3', true],
        ]);
        const both = await s.store.listHistory(u, { ...LIST, favoritesOnly: true, alertsOnly: true, limit: 1 });
        expect(both.total).toBe(1);
        expect(both.items.map((r) => r.reportId)).toEqual(['address-3']);
        const pastEnd = await s.store.listHistory(u, { ...LIST, favoritesOnly: true, offset: 4, limit: 2 });
        expect(pastEnd).toEqual({ items: [], total: 2 });
      });

      it('finds a row by its id or report id for its own user only; unknown ones are null', async () => {
        const u = await s.newUser();
        const other = await s.newUser();
        await s.history.record(u, view('address-3'), T0);
        const row = await s.store.historyByReportId(u, 'address-3');
        expect(row).not.toBeNull();
        expect(await s.store.historyItem(u, row!.id)).toEqual(row);
        expect(await s.store.historyItem(other, row!.id)).toBeNull();
        expect(await s.store.historyByReportId(other, 'address-3')).toBeNull();
        expect(await s.store.historyItem(u, row!.id + 1_000_000)).toBeNull();
        expect(await s.store.historyByReportId(u, 'address-4')).toBeNull();
      });

      it('marks a listed report as a PDF; an unlisted report stays unlisted', async () => {
        const u = await s.newUser();
        await s.history.record(u, view('background-8'), T0);
        await s.store.markPdfInHistory(u, 'background-8');
        await s.store.markPdfInHistory(u, 'background-99');
        expect((await s.store.historyByReportId(u, 'background-8'))?.isPdf).toBe(true);
        expect(await s.store.historyByReportId(u, 'background-99')).toBeNull();
        expect((await s.store.listHistory(u, LIST)).total).toBe(1);
      });
    });
  });

contract('in-memory fakes', async () => {
  const history = new InMemoryReportHistory();
  const store = new InMemoryReportStore(history);
  return {
    subject: {
      store,
      history,
      newUser: async () => randomUUID(),
      setMarks: async (userId, reportId, marks) => {
        const row = await store.historyByReportId(userId, reportId);
        if (row) store.setMarks(row.id, marks);
      },
      corrections: async (ids) => store.corrections.filter((c) => ids.includes(c.id)),
    },
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  const users = new PgUserRepository(db);
  const history = new PgReportHistory(db);
  return {
    subject: {
      store: new PgReportStore(db, history),
      history,
      newUser: async () => {
        const id = randomUUID();
        await users.create({
          id,
          email: `u${id.slice(0, 8)}@example.com`,
          firstName: 'Ann',
          lastName: 'Lee',
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
          userFlags: 0,
          createdAt: T0,
        });
        return id;
      },
      setMarks: async (userId, reportId, m) => {
        await db.query(
          `INSERT INTO report_history_marks (report_history_id, is_favorite, has_unseen_alert)
           SELECT id, $3, $4 FROM report_history WHERE user_id = $1 AND report_id = $2
           ON CONFLICT (report_history_id) DO UPDATE SET is_favorite = EXCLUDED.is_favorite,
             has_unseen_alert = EXCLUDED.has_unseen_alert`,
          [userId, reportId, m.isFavorite, m.hasUnseenAlert],
        );
      },
      corrections: async (ids) =>
        (
          await db.query<{
            id: string;
            user_id: string | null;
            report_type: string;
            record_id: string;
            section: string;
            message: string;
            email: string | null;
            created_at: Date;
          }>(
            `SELECT id, user_id, report_type, record_id, section, message, email, created_at FROM report_corrections
             WHERE id = ANY ($1::uuid[]) ORDER BY array_position($1::uuid[], id)`,
            [ids],
          )
        ).rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          reportType: r.report_type,
          recordId: r.record_id,
          section: r.section,
          message: r.message,
          email: r.email,
          createdAt: new Date(r.created_at),
        })),
    },
    close: () => db.close(),
  };
});
