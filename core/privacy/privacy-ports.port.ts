import type { TokenDigest, VerificationCodes } from '../accounts/password-hasher.port.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Suppressions } from '../fact-gate/suppression.port.js';
import type { SmsSender } from '../identity/identity-monitoring.port.js';
import type { ReportPdfRenderer } from '../reports/report-pdf-renderer.port.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { Mailer } from '../shared/mailer.port.js';
import type { ReportSource } from '../shared/reports/report-source.port.js';
import type { PrivacyCaseStore } from './privacy-case-store.port.js';

/** One record a requester may pick as theirs: a search preview, nothing more (002 section 6). */
export interface PrivacyRecordPreview {
  readonly id: string;
  readonly fullName: string;
  readonly age: number | null;
  readonly city: string;
  readonly state: string;
  readonly aliases: readonly string[];
  readonly relatives: readonly string[];
}

/** The site's name search, as the privacy flow calls it (the search area's ranking and previews). */
export type PrivacyRecordSearch = (criteria: {
  readonly firstName: string;
  readonly lastName: string;
  readonly city: string;
  readonly state: string;
  readonly page: number;
}) => Promise<{
  readonly people: readonly PrivacyRecordPreview[];
  readonly total: number;
  readonly totalPages: number;
}>;

/** Sends a text message to a ten-digit US phone number (the identity area's SMS port). */
export type PrivacyTextMessages = SmsSender;

/** Everything the privacy request use cases use (docs/decisions/0074-privacy-requests.md). */
export interface PrivacyPorts {
  readonly cases: PrivacyCaseStore;
  /** The records: everything we hold about a person, with sources and dates. */
  readonly records: Pick<ReportSource, 'background'>;
  readonly search: PrivacyRecordSearch;
  readonly renderer: ReportPdfRenderer;
  readonly suppressions: Suppressions;
  readonly mailer: Mailer;
  /**
   * Text messages for the phone options (2 and 4); null where none can be sent yet, and then those
   * options are refused.
   */
  readonly sms: PrivacyTextMessages | null;
  /** The accounts area's shared counters (per client address limits). */
  readonly limiter: RateLimiter;
  readonly digest: TokenDigest;
  readonly codes: VerificationCodes;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The public origin of links in texts and e-mails, e.g. `https://tracewell.example`. */
  readonly siteUrl: string;
}

/**
 * What "report an error in this record" needs: the shared counters of the accounts area's rate limiter,
 * and the privacy case queue a correction request is opened in (docs/decisions/0074).
 */
export interface ReportCorrectionPorts {
  readonly limiter: RateLimiter;
  readonly privacyCases: Pick<PrivacyCaseStore, 'open'>;
}
