import { buildReportUrl } from '../search/search-url.rules.js';
import type { ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import { type ReportSubject, reportIdOf } from '../shared/reports/report-contents.schema.js';
import type { ReportData } from '../shared/reports/report-source.port.js';
import type { ReportMembership, ReportVoucher } from '../shared/reports/report-unlock.port.js';
import type { ReportGrantVia } from './report-store.port.js';

/** How the report can be unlocked by this visitor, for the "Unlock Full Report" button. */
export type ReportUnlockOffer =
  | { readonly kind: 'none' }
  | { readonly kind: 'voucher'; readonly priceLabel: 'FREE'; readonly buttonLabel: 'Redeem My Voucher' }
  | { readonly kind: 'membership'; readonly remaining: number; readonly limit: number; readonly buttonLabel: string }
  | {
      readonly kind: 'limitReached';
      readonly title: string;
      readonly message: string;
      readonly checkoutUrl: string;
      readonly partnerLink: { readonly label: string; readonly url: string };
      /** The additional-cost unlock (the comprehensive-report special offer of the plan), null when none is sold. */
      readonly unlock: { readonly label: string; readonly priceCents: number; readonly terms: string } | null;
    }
  | { readonly kind: 'checkout'; readonly checkoutUrl: string; readonly buttonLabel: string };

/** The checkout page per report type (the memberships area's pages, 002 section 2.2). */
const REPORT_CHECKOUT_PATHS: Readonly<Record<ReportSubject['type'], string>> = {
  background: '/checkout/background-check',
  phone: '/phone/checkout',
  email: '/checkout/email',
  address: '/address/checkout',
};

/** The voucher kind that unlocks a report type (000 section 2 Report Vouchers): an e-mail report takes a background voucher. */
export const REPORT_VOUCHER_FOR: Readonly<Record<ReportSubject['type'], ReportVoucher['voucherType']>> = {
  background: 'background',
  phone: 'phone',
  address: 'address',
  email: 'background',
};

/**
 * Who gets which access level (000 sections 3 and 6; decision docs/decisions/0050-report-access.md):
 * anonymous visitors and signed-in users who hold nothing get preview; a purchased, voucher-claimed
 * or membership-unlocked report is full; a member with an active membership reading a background
 * report they have not unlocked gets contactSocial (contact and social sections, 000 section 1
 * "premium contact info, social"), and unlocks the rest with one of the month's reports.
 */
export const decideReportAccess = (input: {
  signedIn: boolean;
  grants: readonly ReportGrantVia[];
  membership: ReportMembership | null;
  type: ReportSubject['type'];
}): ReportAccessLevelName => {
  if (!input.signedIn) return 'preview';
  if (input.grants.length > 0) return 'full';
  if (input.membership && input.type === 'background') return 'contactSocial';
  return 'preview';
};

/** The /report link of a subject, with the person's names when known (002 section 2.1). */
export const reportUrlOf = (subject: ReportSubject, report: ReportData | null): string => {
  if (report?.type === 'background') {
    const p = report.data.person;
    const current = report.data.addresses.find((a) => a.isCurrent) ?? report.data.addresses[0];
    return buildReportUrl({
      id: subject.id,
      firstName: p.firstName,
      middleName: p.middleName ?? '',
      lastName: p.lastName,
      city: current?.city ?? '',
      state: current?.state ?? '',
      type: 'background',
    });
  }
  return buildReportUrl({ id: subject.id, type: subject.type });
};

/** The checkout link for a report: back to the report with `unlock=1` once paid. */
export const reportCheckoutUrl = (subject: ReportSubject, reportUrl: string): string => {
  const back = `${reportUrl}${reportUrl.includes('?') ? '&' : '?'}unlock=1`;
  const q = Object.entries({ type: subject.type, id: subject.id, reportId: reportIdOf(subject), redirect: back })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${REPORT_CHECKOUT_PATHS[subject.type]}?${q}`;
};

/**
 * Whether a member may monitor a report (docs/decisions/0093): once they hold it in full, so an alert never
 * carries a fact the report locks at their level. Subscribing, the report page's toggle and the People You
 * May Know cards all ask this.
 */
export const mayMonitorReport = (level: ReportAccessLevelName): boolean => level === 'full';
