/**
 * Report order lifecycle and the reverse-phone offline page (000 sections 2, 4 and 8; 001 section 4; 002 section 4).
 */

/** Report statuses (002 section 9): default 0, pending 1, complete 2, noResult 3. */
export const REPORT_STATUS = Object.freeze({ default: 0, pending: 1, complete: 2, noResult: 3 } as const);

/** A report status name. */
export type ReportStatusName = keyof typeof REPORT_STATUS;

/** The status name of a numeric report status; an unknown number reads as `default`. */
export const reportStatusName = (status: number): ReportStatusName =>
  (Object.keys(REPORT_STATUS) as ReportStatusName[]).find((n) => REPORT_STATUS[n] === status) ?? 'default';

/**
 * The statuses an order may move to from a status. Our reading of "Report order lifecycle" (002
 * section 4): default -> pending, complete or noResult; pending -> complete or noResult; complete
 * and noResult are final. A status may always stay as it is.
 */
export const canMoveReportStatus = (from: ReportStatusName, to: ReportStatusName): boolean => {
  if (from === to) return true;
  if (from === 'default') return to !== 'default';
  if (from === 'pending') return to === 'complete' || to === 'noResult';
  return false;
};

/** "Offline-order messaging shows while an offline order is not complete" (001 section 4, 002 section 4). */
export const showOfflineOrderMessage = (report: {
  readonly isOfflineOrder: boolean;
  readonly reportStatus: number;
}): boolean => report.isOfflineOrder && reportStatusName(report.reportStatus) !== 'complete';

/** Reverse-phone pending title (000 section 2): "Report processing". */
const REVERSE_PHONE_PROCESSING_TITLE = 'Report processing';
/** Reverse-phone noResult text (000 section 8). */
export const REVERSE_PHONE_NO_RESULT_MESSAGE =
  'No results found for this phone number. You have not been charged for this phone lookup.';
/** The reasons listed under the noResult text (000 section 8: no data, invalid US number, owner opted out). */
export const REVERSE_PHONE_NO_RESULT_REASONS: readonly string[] = Object.freeze([
  'No data',
  'Invalid US number',
  'Owner opted out',
]);
/** Reverse-phone complete (unavailable) text (000 section 8). */
const REVERSE_PHONE_UNAVAILABLE_MESSAGE =
  'This report is unavailable. Please contact customer care if you believe you reached this page due to an error.';

/** What the reverse-phone offline page shows. */
export type ReversePhoneOfflineView =
  | { readonly status: 'pending'; readonly title: string }
  | {
      readonly status: 'noResult';
      readonly message: string;
      readonly reasons: readonly string[];
      readonly charged: false;
    }
  | { readonly status: 'complete'; readonly message: string };

/**
 * The reverse-phone report offline page (000 sections 2, 4 and 8): pending shows "Report
 * processing"; noResult shows "No results found for this phone number. You have not been charged
 * for this phone lookup." with the reasons no data, invalid US number, owner opted out; complete
 * shows "This report is unavailable. Please contact customer care if you believe you reached this
 * page due to an error." The default status (0, not yet started) shows as processing.
 */
export const reversePhoneOfflineView = (reportStatus: number): ReversePhoneOfflineView => {
  const s = reportStatusName(reportStatus);
  if (s === 'noResult') {
    return {
      status: 'noResult',
      message: REVERSE_PHONE_NO_RESULT_MESSAGE,
      reasons: REVERSE_PHONE_NO_RESULT_REASONS,
      charged: false,
    };
  }
  if (s === 'complete') return { status: 'complete', message: REVERSE_PHONE_UNAVAILABLE_MESSAGE };
  return { status: 'pending', title: REVERSE_PHONE_PROCESSING_TITLE };
};
