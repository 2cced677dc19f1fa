import type { Suppressions } from '../../core/fact-gate/suppression.port.js';
import { makeAnswerPrivacyQuestions } from '../../core/privacy/answer-privacy-questions.use-case.js';
import { makeCheckPrivacyCode } from '../../core/privacy/check-privacy-code.use-case.js';
import { makeListPrivacyCases } from '../../core/privacy/list-privacy-cases.use-case.js';
import { makeLookupPrivacyCase } from '../../core/privacy/lookup-privacy-case.use-case.js';
import { makeOpenPrivacyCase } from '../../core/privacy/open-privacy-case.use-case.js';
import { makeOpenPrivacyReport } from '../../core/privacy/open-privacy-report.use-case.js';
import { makeOperatorSuppress } from '../../core/privacy/operator-suppress.use-case.js';
import type { PrivacyCaseStore } from '../../core/privacy/privacy-case-store.port.js';
import type { PrivacyPorts, PrivacyRecordSearch, PrivacyTextMessages } from '../../core/privacy/privacy-ports.port.js';
import { makeSearchPrivacyRecords } from '../../core/privacy/search-privacy-records.use-case.js';
import { makeSendPrivacyCode } from '../../core/privacy/send-privacy-code.use-case.js';
import { makeSetPrivacyRecord } from '../../core/privacy/set-privacy-record.use-case.js';
import { makeSubmitPrivacyRequest } from '../../core/privacy/submit-privacy-request.use-case.js';
import type { AccountsPorts } from './accounts.js';
import type { ReportsPorts } from './reports.js';
import type { SearchUseCases } from './search.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the privacy wiring builds and a test may replace. */
export interface PrivacyWiringPorts {
  readonly cases: PrivacyCaseStore;
  readonly suppressions: Suppressions;
  readonly sms: PrivacyTextMessages | null;
}

const privacyUseCases = (p: PrivacyPorts) => ({
  /** auth-validate */
  open: makeOpenPrivacyCase(p),
  lookup: makeLookupPrivacyCase(p),
  /** search and search-advance */
  search: makeSearchPrivacyRecords(p),
  setRecord: makeSetPrivacyRecord(p),
  /** verify: the history questions */
  answerQuestions: makeAnswerPrivacyQuestions(p),
  /** set-email */
  sendEmailCode: makeSendPrivacyCode(p, 'email'),
  /** verify-ownership-phone */
  sendPhoneCode: makeSendPrivacyCode(p, 'phone'),
  /** validate */
  checkCode: makeCheckPrivacyCode(p),
  submit: makeSubmitPrivacyRequest(p),
  /** report: the texted report link */
  openReport: makeOpenPrivacyReport(p),
  listCases: makeListPrivacyCases(p),
  operatorSuppress: makeOperatorSuppress(p),
});
export type PrivacyUseCases = ReturnType<typeof privacyUseCases>;

export interface PrivacyWiring {
  readonly ports: PrivacyWiringPorts;
  readonly useCases: PrivacyUseCases;
}

/** The search area's name search, as previews only (the requester's own record, 002 section 6). */
const recordSearch =
  (searchPeople: SearchUseCases['searchPeople']): PrivacyRecordSearch =>
  async (criteria) => {
    const r = await searchPeople({
      firstName: criteria.firstName,
      lastName: criteria.lastName,
      city: criteria.city,
      state: criteria.state,
      page: criteria.page,
    });
    if (r.isErr()) return { people: [], total: 0, totalPages: 0 };
    return {
      people: r.value.people.map((p) => ({
        id: p.id,
        fullName: p.fullName,
        age: p.age,
        city: p.city,
        state: p.state,
        aliases: p.aliases,
        relatives: p.relatives,
      })),
      total: r.value.total,
      totalPages: r.value.totalPages,
    };
  };

/**
 * Privacy requests (docs/decisions/0074): the cases in the database, the records and the PDF renderer
 * of the reports area, the name search of the search area, the accounts area's counters, digests and
 * codes, the identity area's text-message sender, and the one list of opted-out people.
 */
export const wirePrivacy = (
  shared: SharedBindings,
  deps: {
    readonly accounts: AccountsPorts;
    readonly reports: ReportsPorts;
    readonly searchPeople: SearchUseCases['searchPeople'];
    readonly sms: PrivacyTextMessages;
    /** Opted-out people (PgSuppressions, docs/decisions/0075): a delete request adds the requester. */
    readonly suppressions: Suppressions;
    /**
     * The one privacy case queue (PgPrivacyCaseStore, bound once in server/container.ts), which report
     * corrections open cases in too.
     */
    readonly cases: PrivacyCaseStore;
  },
  overrides?: PortOverrides<Omit<PrivacyWiringPorts, 'cases'>>,
): PrivacyWiring => {
  const ports: PrivacyWiringPorts = {
    ...withOverrides<Omit<PrivacyWiringPorts, 'cases'>>({ suppressions: deps.suppressions, sms: deps.sms }, overrides),
    cases: deps.cases,
  };
  return {
    ports,
    useCases: privacyUseCases({
      ...ports,
      records: deps.reports.source,
      renderer: deps.reports.renderer,
      search: recordSearch(deps.searchPeople),
      mailer: shared.mailer,
      limiter: deps.accounts.rateLimiter,
      digest: deps.accounts.digest,
      codes: deps.accounts.codes,
      clock: shared.clock,
      ids: shared.ids,
      siteUrl: shared.config.publicUrl,
    }),
  };
};
