import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PDF_ALREADY_PURCHASED_MESSAGE,
  PDF_MODAL_INITIAL,
  PDF_PRINTING_MESSAGE,
  PDF_PURCHASE_FAILED_MESSAGE,
  type PdfModalEvent,
  pdfModalReducer,
  pdfOrderReadiness,
} from '../../../core/reports/pdf-order.machine.js';
import {
  RECENT_REPORTS_EMPTY_MESSAGE,
  RECENT_REPORTS_SEE_MORE_PAGE,
  recentReportsPageCount,
  recentReportsPageWindow,
  recentReportsShowSeeMore,
} from '../../../core/reports/recent-reports.rules.js';
import {
  canMoveReportStatus,
  REPORT_STATUS,
  reportStatusName,
  reversePhoneOfflineView,
  showOfflineOrderMessage,
} from '../../../core/reports/report-status.rules.js';
import { teaserCountLabel, teaserLines } from '../../../core/reports/teaser-counts.rules.js';
import { markReportSectionViewed, reportViewStateFrom } from '../../../core/reports/view-state.rules.js';
import {
  isPhoneReportTeaserOnly,
  isReportSectionLocked,
  lockedReportSections,
  REPORT_ACCESS_LEVEL,
  REPORT_SECTIONS,
  reportAccessLevelName,
  showUnlockFullReport,
} from '../../../core/shared/reports/access-level.rules.js';

describe('access levels (000 section 6)', () => {
  it('codes', () => {
    expect(REPORT_ACCESS_LEVEL).toEqual({ noAccess: 0, preview: 1, full: 2, contactSocial: 3 });
    expect(reportAccessLevelName(3)).toBe('contactSocial');
    expect(reportAccessLevelName(42)).toBe('noAccess');
  });
  it('locked sections per level', () => {
    expect(lockedReportSections('contactSocial')).toEqual([
      'properties',
      'work-business',
      'finances',
      'criminal',
      'traffic',
    ]);
    expect(lockedReportSections('preview')).toEqual([
      'phones',
      'emails',
      'address-history',
      'social-media',
      'education',
      'properties',
      'work-business',
      'finances',
      'criminal',
      'traffic',
    ]);
    expect(lockedReportSections('full')).toEqual([]);
    expect(lockedReportSections('noAccess')).toEqual([...REPORT_SECTIONS]);
    expect(isReportSectionLocked('preview', 'overview')).toBe(false);
    expect(isReportSectionLocked('contactSocial', 'phones')).toBe(false);
  });
  it('higher levels never lock more: full ⊂ contactSocial ⊂ preview ⊂ noAccess', () => {
    const order = ['full', 'contactSocial', 'preview', 'noAccess'] as const;
    for (let i = 1; i < order.length; i++) {
      const lower = lockedReportSections(order[i - 1]!);
      const higher = lockedReportSections(order[i]!);
      expect(lower.every((s) => higher.includes(s))).toBe(true);
    }
  });
  it('unlock button and phone teaser', () => {
    expect(showUnlockFullReport('preview', true)).toBe(true);
    expect(showUnlockFullReport('preview', false)).toBe(false);
    expect(showUnlockFullReport('full', true)).toBe(false);
    expect(isPhoneReportTeaserOnly('full')).toBe(false);
    expect(isPhoneReportTeaserOnly('contactSocial')).toBe(true);
  });
});

describe('report status (002 section 4)', () => {
  it('codes and lifecycle', () => {
    expect(REPORT_STATUS).toEqual({ default: 0, pending: 1, complete: 2, noResult: 3 });
    expect(reportStatusName(9)).toBe('default');
    expect(canMoveReportStatus('default', 'pending')).toBe(true);
    expect(canMoveReportStatus('pending', 'complete')).toBe(true);
    expect(canMoveReportStatus('pending', 'default')).toBe(false);
    expect(canMoveReportStatus('complete', 'pending')).toBe(false);
    expect(canMoveReportStatus('noResult', 'noResult')).toBe(true);
    expect(canMoveReportStatus('default', 'default')).toBe(true);
  });
  it('offline-order messaging shows while an offline order is not complete', () => {
    expect(showOfflineOrderMessage({ isOfflineOrder: true, reportStatus: 1 })).toBe(true);
    expect(showOfflineOrderMessage({ isOfflineOrder: true, reportStatus: 3 })).toBe(true);
    expect(showOfflineOrderMessage({ isOfflineOrder: true, reportStatus: 2 })).toBe(false);
    expect(showOfflineOrderMessage({ isOfflineOrder: false, reportStatus: 1 })).toBe(false);
  });
  it('reverse-phone offline page texts', () => {
    expect(reversePhoneOfflineView(1)).toEqual({ status: 'pending', title: 'Report processing' });
    expect(reversePhoneOfflineView(0)).toEqual({ status: 'pending', title: 'Report processing' });
    expect(reversePhoneOfflineView(3)).toEqual({
      status: 'noResult',
      message: 'No results found for this phone number. You have not been charged for this phone lookup.',
      reasons: ['No data', 'Invalid US number', 'Owner opted out'],
      charged: false,
    });
    expect(reversePhoneOfflineView(2)).toEqual({
      status: 'complete',
      message:
        'This report is unavailable. Please contact customer care if you believe you reached this page due to an error.',
    });
  });
});

describe('PDF order (001 sections 4, 5, 8)', () => {
  const full = { menuId: 1, offerId: '2', skuId: 3, reportId: 'r9', title: ' Report ' };
  it('readiness needs all five values', () => {
    expect(pdfOrderReadiness(full)._unsafeUnwrap()).toEqual({
      productMenuId: '1',
      productOfferId: '2',
      productSkuId: '3',
      reportId: 'r9',
      title: 'Report',
    });
    for (const k of Object.keys(full) as (keyof typeof full)[]) {
      for (const missing of [null, undefined, ' ']) {
        expect(pdfOrderReadiness({ ...full, [k]: missing })._unsafeUnwrapErr()).toBe(
          'Sorry, we cannot process your request at this time. Please try again later.',
        );
      }
    }
  });
  it('panels: sent, failed, already purchased', () => {
    const sending = pdfModalReducer(PDF_MODAL_INITIAL, { type: 'submit' });
    expect(sending.processing).toBe(true);
    expect(pdfModalReducer(sending, { type: 'submit' })).toBe(sending);
    const sent = pdfModalReducer(sending, { type: 'reply', status: 200, success: true });
    expect(sent).toMatchObject({ panel: 'pdfSent', emailPdfLinkVisible: false, processing: false });
    expect(pdfModalReducer(sending, { type: 'reply', status: 409, success: false })).toMatchObject({
      panel: 'pdfAlreadyPurchased',
      messages: ['A PDF for this report has already been purchased'],
    });
    expect(
      pdfModalReducer(sending, { type: 'reply', status: 200, success: false, errors: ['Card declined'] }),
    ).toMatchObject({
      panel: 'pdfPurchaseFailed',
      messages: [PDF_PURCHASE_FAILED_MESSAGE, 'Card declined'],
    });
    expect(pdfModalReducer(sending, { type: 'networkError' }).panel).toBe('pdfPurchaseFailed');
    expect(pdfModalReducer(PDF_MODAL_INITIAL, { type: 'networkError' })).toBe(PDF_MODAL_INITIAL);
    expect(pdfModalReducer(PDF_MODAL_INITIAL, { type: 'reply', status: 200, success: true })).toBe(PDF_MODAL_INITIAL);
    expect(pdfModalReducer(sent, { type: 'close' })).toEqual({ ...PDF_MODAL_INITIAL, emailPdfLinkVisible: false });
    expect(PDF_ALREADY_PURCHASED_MESSAGE).toBe('A PDF for this report has already been purchased');
    expect(PDF_PRINTING_MESSAGE).toBe('Please wait while your report is printing. This may take a bit.');
  });
  it('pdfSent is reached only through a successful reply; 409 only gives pdfAlreadyPurchased', () => {
    const ev: fc.Arbitrary<PdfModalEvent> = fc.oneof(
      fc.constant({ type: 'submit' } as const),
      fc.constant({ type: 'close' } as const),
      fc.constant({ type: 'networkError' } as const),
      fc.record({
        type: fc.constant('reply' as const),
        status: fc.constantFrom(200, 201, 409, 500, 302),
        success: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 30 }), (events) => {
        let s = PDF_MODAL_INITIAL;
        for (const e of events) {
          const next = pdfModalReducer(s, e);
          if (next.panel === 'pdfSent' && s.panel !== 'pdfSent') {
            expect(e.type === 'reply' && e.success && e.status !== 409 && s.processing).toBe(true);
          }
          if (e.type === 'reply' && e.status === 409 && s.processing) expect(next.panel).toBe('pdfAlreadyPurchased');
          s = next;
        }
      }),
    );
  });
});

describe('teaser counts', () => {
  it('pluralises honestly', () => {
    expect(teaserCountLabel('phones', 2)).toBe('2 phone numbers');
    expect(teaserCountLabel('traffic', 1)).toBe('1 traffic citation');
    expect(teaserCountLabel('criminal', 0)).toBe('No criminal records found');
    expect(teaserCountLabel('addresses', 1204)).toBe('1,204 addresses');
    expect(teaserCountLabel('properties', 1)).toBe('1 property');
    expect(teaserCountLabel('emails', 2.7)).toBe('2 email addresses');
    for (const bad of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(teaserCountLabel('liens', bad)).toBeNull();
  });
  it('never shows more than the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const label = teaserCountLabel('phones', n)!;
        const shown = n === 0 ? 0 : Number(label.split(' ')[0]!.replace(/,/g, ''));
        expect(shown).toBe(n);
      }),
    );
  });
  it('lines', () => {
    expect(teaserLines({ criminal: 0, phones: 3, emails: null })).toEqual([
      { kind: 'phones', count: 3, label: '3 phone numbers' },
      { kind: 'criminal', count: 0, label: 'No criminal records found' },
    ]);
  });
});

describe('recent reports (000 section 2)', () => {
  it('pages, See More and window', () => {
    expect(recentReportsPageCount(0)).toBe(1);
    expect(recentReportsPageCount(11)).toBe(3);
    expect(recentReportsShowSeeMore(5)).toBe(false);
    expect(recentReportsShowSeeMore(6)).toBe(true);
    expect(RECENT_REPORTS_SEE_MORE_PAGE).toBe(2);
    expect(recentReportsPageWindow(3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(recentReportsPageWindow(1, 11)).toEqual([1, 2, 3, 4, 5]);
    expect(recentReportsPageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(recentReportsPageWindow(99, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(RECENT_REPORTS_EMPTY_MESSAGE).toBe(
      'No recent reports. Use the search fields at the top of the page to search by name, email, or phone number.',
    );
  });
  it('window always holds the current page and 5 pages above 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (cur, total) => {
        const w = recentReportsPageWindow(cur, total);
        expect(w).toContain(Math.min(cur, total));
        expect(w.length).toBe(total > 10 ? 5 : total);
        expect(w[0]! >= 1 && w[w.length - 1]! <= total).toBe(true);
      }),
    );
  });
});

describe('view state', () => {
  it('saves a section once per session', () => {
    const s0 = reportViewStateFrom(['overview', 'overview']);
    expect(s0.viewedSections).toEqual(['overview']);
    expect(markReportSectionViewed(s0, 'overview').save).toBeNull();
    const a = markReportSectionViewed(s0, 'phones');
    expect(a.save).toEqual({ section: 'phones', hasViewed: true });
    expect(markReportSectionViewed(a.state, 'phones').save).toBeNull();
    expect(reportViewStateFrom(null).viewedSections).toEqual([]);
  });
});
