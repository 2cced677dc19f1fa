import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  InMemoryMailer,
  InMemoryRateLimiter,
  InMemoryUserRepository,
} from '../../../adapters/memory/in-memory-accounts.js';
import { InMemoryIdentityMonitoringStore } from '../../../adapters/memory/in-memory-identity-monitoring-store.js';
import { InMemoryRecordActivity, InMemorySmsSender } from '../../../adapters/memory/in-memory-identity-ports.js';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import { InMemorySuppressions } from '../../../adapters/memory/in-memory-suppressions.js';
import {
  DEFAULT_BREACH_SEED,
  SyntheticBreachSource,
  syntheticExposures,
} from '../../../adapters/synthetic/synthetic-breaches.js';
import type { RateLimiter } from '../../../core/accounts/rate-limiter.port.js';
import { userFlags } from '../../../core/accounts/user-flags.rules.js';
import { makeFactGate } from '../../../core/fact-gate/fact-gate.steps.js';
import { makeAddPersonalInformation } from '../../../core/identity/add-personal-information.use-case.js';
import { makeCheckEmailCode } from '../../../core/identity/check-email-code.use-case.js';
import { makeCheckSmsCode } from '../../../core/identity/check-sms-code.use-case.js';
import { ALREADY_ACTIVE_MESSAGE, makeClaimIdentity } from '../../../core/identity/claim-identity.use-case.js';
import { tooManyCodesToRecipientMessage } from '../../../core/identity/code-recipient-limits.rules.js';
import { makeGetIdentityStatus } from '../../../core/identity/get-identity-status.use-case.js';
import { makeGetMatchingIdentities } from '../../../core/identity/get-matching-identities.use-case.js';
import { makeGetPersonalInformation } from '../../../core/identity/get-personal-information.use-case.js';
import { makeGetReportActivity } from '../../../core/identity/get-report-activity.use-case.js';
import { makeIdentityAccounts } from '../../../core/identity/identity-accounts.provider.js';
import { identityAlertsMail, makeRunIdentityMonitoring } from '../../../core/identity/identity-monitoring.job.js';
import type { IdentityMonitoringPorts } from '../../../core/identity/identity-monitoring.port.js';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_WRONG_MESSAGE,
  IDENTITY_NOT_FOUND_MESSAGE,
  STEP_ORDER_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
} from '../../../core/identity/identity-monitoring.schema.js';
import { makeListBreaches } from '../../../core/identity/list-breaches.use-case.js';
import { makeListIdentityAlerts } from '../../../core/identity/list-identity-alerts.use-case.js';
import { makeMarkIdentityAlertsSeen } from '../../../core/identity/mark-identity-alerts-seen.use-case.js';
import { makeSendEmailCode } from '../../../core/identity/send-email-code.use-case.js';
import { makeSendSmsCode } from '../../../core/identity/send-sms-code.use-case.js';
import { makeUpdateBreach } from '../../../core/identity/update-breach.use-case.js';
import { makeUpdatePersonalInformation } from '../../../core/identity/update-personal-information.use-case.js';
import type { PersonSearch } from '../../../core/search/person-search.port.js';
import type { BackgroundReportData } from '../../../core/shared/reports/report-contents.schema.js';
import type { ReportSource } from '../../../core/shared/reports/report-source.port.js';
import { sha256Digest, testClock } from '../../support/accounts-kit.js';

const src = (recordedAt: string) => ({
  source: { name: 'Consolidated credit header', kind: 'credit_header', jurisdiction: 'US' },
  recordedAt,
});
const personWith = (cities: readonly string[]): BackgroundReportData => ({
  person: {
    id: 5,
    firstName: 'Ann',
    middleName: null,
    lastName: 'Lee',
    nameSuffix: null,
    birthDate: '1980-04-02',
    deceased: false,
    deceasedDate: null,
    ...src('2020-01-01'),
  },
  names: [],
  addresses: cities.map((city, i) => ({
    addressId: i + 1,
    line1: `${i + 1} Main St`,
    city,
    state: 'AZ',
    zip: '85001',
    county: null,
    fromDate: `2026-11-0${i + 1}`,
    toDate: null,
    isCurrent: i === cities.length - 1,
    ...src(`2026-11-0${i + 1}`),
  })),
  phones: [],
  emails: [],
  relations: [],
  social: [],
  employment: [],
  education: [],
  licenses: [],
  properties: [],
  bankruptcies: [],
  liens: [],
  courtRecords: [],
});

const INFO = {
  firstName: 'Ann',
  lastName: 'Lee',
  dateOfBirth: '1980-04-02',
  street: '1 Main St',
  city: 'Phoenix',
  state: 'az',
  zip: '85001',
};

/**
 * The use cases on in-memory fakes: one member (Ann Lee, person 5 of the records, which lists the
 * account's e-mail unless `recordHoldsEmail` is false: then the account is a stranger's); `limiter` shared
 * with other kits makes members of one site (the counters per recipient of codes).
 */
const kit = async (
  email = 'ann@example.com',
  limiter: RateLimiter = new InMemoryRateLimiter(),
  recordHoldsEmail = true,
) => {
  let data = personWith(['Phoenix']);
  const source: ReportSource = {
    background: async (id) => (id === 5 ? data : null),
    phone: async () => null,
    email: async () => null,
    address: async () => null,
  };
  const people: PersonSearch = {
    nearestNames: async () => ({ firstNames: [], lastNames: [] }),
    findCandidatesBothOrders: async () => ({ typed: [], other: null }),
    findCandidates: async () => [
      {
        id: 5,
        firstName: 'Ann',
        middleName: null,
        lastName: 'Lee',
        birthDate: '1980-04-02',
        deceased: false,
        gender: null,
        names: [],
        places: [{ city: 'Phoenix', state: 'AZ', from: null, to: null, current: true }],
      },
    ],
    cardExtras: async () => [],
    lookupPhone: async (d) => ({
      number: d,
      lineType: 'mobile',
      carrier: null,
      classification: 6,
      people: [
        {
          id: 6,
          firstName: 'Bo',
          middleName: null,
          lastName: 'Lee',
          birthDate: null,
          deceased: false,
          city: 'Mesa',
          state: 'AZ',
          current: true,
        },
      ],
    }),
    // Ann's record holds the account's e-mail: that is what lets her claim it (docs/decisions/0093).
    lookupEmail: async (e) =>
      recordHoldsEmail && e === email
        ? [
            {
              id: 5,
              firstName: 'Ann',
              middleName: null,
              lastName: 'Lee',
              birthDate: '1980-04-02',
              deceased: false,
              city: 'Phoenix',
              state: 'AZ',
            },
          ]
        : [],
    lookupAddress: async () => [],
  };
  const users = new InMemoryUserRepository();
  const userId = randomUUID();
  await users.create({
    id: userId,
    email,
    firstName: 'Ann',
    lastName: 'Lee',
    passwordHash: 'x',
    userFlags: 0,
    createdAt: new Date(),
  });
  const clock = testClock(new Date('2026-11-21T18:00:00.000Z'));
  const store = new InMemoryIdentityMonitoringStore(async (id) => (await users.findById(id))?.email ?? null);
  const mailer = new InMemoryMailer();
  const sms = new InMemorySmsSender();
  const history = new InMemoryReportHistory();
  let codeN = 0;
  const suppressions = new InMemorySuppressions();
  const p: IdentityMonitoringPorts = {
    store,
    accounts: makeIdentityAccounts(users),
    breaches: new SyntheticBreachSource(),
    sms,
    mailer,
    people,
    source,
    activity: new InMemoryRecordActivity(history, async () => 4),
    gate: makeFactGate(suppressions),
    clock,
    ids: { uuid: () => randomUUID(), token: () => 't' },
    digest: sha256Digest,
    codes: { sixDigits: () => String(100000 + ++codeN) },
    limiter,
    siteUrl: 'http://tracewell.test',
  };
  const uc = {
    status: makeGetIdentityStatus(p),
    sendEmail: makeSendEmailCode(p),
    checkEmail: makeCheckEmailCode(p),
    add: makeAddPersonalInformation(p),
    update: makeUpdatePersonalInformation(p),
    get: makeGetPersonalInformation(p),
    sendSms: makeSendSmsCode(p),
    checkSms: makeCheckSmsCode(p),
    matches: makeGetMatchingIdentities(p),
    claim: makeClaimIdentity(p),
    breaches: makeListBreaches(p),
    updateBreach: makeUpdateBreach(p),
    activity: makeGetReportActivity(p),
    alerts: makeListIdentityAlerts(p),
    seen: makeMarkIdentityAlertsSeen(p),
  };
  const code = (text: string) => /code is (\d{6})/.exec(text)?.[1] ?? '';
  const activate = async () => {
    await uc.sendEmail(userId);
    await uc.checkEmail({ code: code(mailer.latestTo(email)?.text ?? '') }, userId);
    await uc.add(INFO, userId);
    await uc.sendSms({ phone: '(602) 555-0123' }, userId);
    await uc.checkSms({ code: code(sms.latestTo('6025550123')?.text ?? '') }, userId);
    return uc.claim({ recordId: 5 }, userId);
  };
  return {
    p,
    uc,
    users,
    userId,
    email,
    clock,
    mailer,
    sms,
    history,
    store,
    code,
    activate,
    move: (cities: string[]) => {
      data = personWith(cities);
    },
    /** The record now lists these relatives (person ids), with its first city. */
    relatives: (ids: number[]) => {
      data = {
        ...personWith(['Phoenix']),
        relations: ids.map((id) => ({
          personId: id,
          kind: 'relative',
          relation: 'sibling',
          fullName: `Kin${id} Lee`,
          birthDate: null,
          source: { name: 'Consolidated credit header', kind: 'credit_header', jurisdiction: 'US' },
          recordedAt: '2026-11-02',
        })),
      };
    },
    suppressions,
  };
};

const errorsOf = (r: { isErr(): boolean; error?: unknown }) =>
  (r as { error: { errors?: unknown; message?: string } }).error;

describe('identity monitoring use cases (docs/decisions/0073)', () => {
  it("a stranger who types Ann's name, city and birth date cannot claim her record, nor see its activity", async () => {
    // The stranger verifies their own e-mail and phone; neither is in Ann's record.
    const k = await kit('stranger@example.com', new InMemoryRateLimiter(), false);
    const claimed = await k.activate();
    expect(claimed.isErr()).toBe(true);
    expect(errorsOf(claimed)).toEqual({ type: 'Validation', errors: { recordId: [IDENTITY_NOT_FOUND_MESSAGE] } });
    expect((await k.uc.matches(k.userId))._unsafeUnwrap().identities.map((m) => m.recordId)).toEqual(['6']);
    expect(errorsOf(await k.uc.activity(k.userId))).toMatchObject({ type: 'Conflict' });
    expect(await k.store.snapshot(k.userId)).toBeNull();
  });

  it('the steps in order; the e-mail code verifies the account e-mail too', async () => {
    const k = await kit();
    const { uc, userId } = k;
    expect((await uc.status(userId))._unsafeUnwrap().nextStep).toBe('verify-email');
    expect(errorsOf(await uc.add(INFO, userId))).toEqual({ type: 'Conflict', message: STEP_ORDER_MESSAGE });
    expect(errorsOf(await uc.update(INFO, userId))).toEqual({ type: 'Conflict', message: STEP_ORDER_MESSAGE });
    expect((await uc.sendEmail(userId))._unsafeUnwrap()).toEqual({ sentTo: 'a*n@example.com', expiresInMinutes: 15 });
    expect(k.mailer.latestTo(k.email)?.subject).toMatch(/^Your Tracewell identity monitoring code: \d{6}$/);
    const c = k.code(k.mailer.latestTo(k.email)?.text ?? '');
    expect((await uc.checkEmail({ code: c }, userId))._unsafeUnwrap().nextStep).toBe('personal-info');
    expect(userFlags.has((await k.users.findById(userId))!.userFlags, 'verifiedEmail')).toBe(true);
    expect(errorsOf(await uc.update(INFO, userId))).toEqual({ type: 'Conflict', message: STEP_ORDER_MESSAGE });
    expect(errorsOf(await uc.sendSms({ phone: '6025550123' }, userId))).toMatchObject({ type: 'Conflict' });
    expect((await uc.add(INFO, userId))._unsafeUnwrap().nextStep).toBe('verify-phone');
    expect((await uc.get(userId))._unsafeUnwrap().personalInformation).toMatchObject({
      state: 'AZ',
      middleName: '',
      phone: null,
    });
    expect((await uc.update({ ...INFO, city: 'Mesa' }, userId))._unsafeUnwrap().personalInfoAdded).toBe(true);
    expect(errorsOf(await uc.matches(userId))).toMatchObject({ type: 'Conflict' });
    expect((await uc.sendSms({ phone: '602-555-0123' }, userId))._unsafeUnwrap().sentTo).toBe('(***) ***-0123');
    expect(k.sms.latestTo('6025550123')?.text).toMatch(/^Tracewell: your identity monitoring code is \d{6}\./);
    expect(errorsOf(await uc.checkSms({ code: '999999' }, userId))).toEqual({
      type: 'Validation',
      errors: { code: [CODE_WRONG_MESSAGE] },
    });
    const s = await uc.checkSms({ code: k.code(k.sms.latestTo('6025550123')?.text ?? '') }, userId);
    expect(s._unsafeUnwrap()).toMatchObject({ nextStep: 'select-identity', maskedPhone: '(***) ***-0123' });
    const m = (await uc.matches(userId))._unsafeUnwrap().identities;
    expect(m.map((x) => [x.recordId, x.matchedOn])).toEqual([
      ['5', 'name and date of birth'],
      ['6', 'phone'],
    ]);
    expect(errorsOf(await uc.claim({ recordId: '77' }, userId))).toEqual({
      type: 'Validation',
      errors: { recordId: [IDENTITY_NOT_FOUND_MESSAGE] },
    });
    expect((await uc.claim({ recordId: 5 }, userId))._unsafeUnwrap()).toMatchObject({
      nextStep: null,
      identitySelected: true,
    });
    expect(errorsOf(await uc.claim({ recordId: 5 }, userId))).toEqual({
      type: 'Conflict',
      message: ALREADY_ACTIVE_MESSAGE,
    });
  });

  it('an unknown account is not found; the e-mail code counts only for the address it went to', async () => {
    const k = await kit();
    expect(errorsOf(await k.uc.status(randomUUID()))).toEqual({ type: 'NotFound', entity: 'account' });
    await k.uc.sendEmail(k.userId);
    const c = k.code(k.mailer.latestTo(k.email)?.text ?? '');
    // The account e-mail changed since the code went out: the step is done, the new address is not verified.
    let marked = 0;
    const check = makeCheckEmailCode({
      ...k.p,
      accounts: {
        account: async () => ({ email: 'new@example.com', emailVerified: false }),
        markEmailVerified: async () => {
          marked += 1;
        },
      },
    });
    expect((await check({ code: c }, k.userId)).isOk()).toBe(true);
    expect(marked).toBe(0);
    expect((await k.store.setup(k.userId))?.emailVerifiedAt).not.toBeNull();
  });

  it('codes: 5 per hour (429), 5 tries, 15 minutes', async () => {
    const k = await kit();
    for (let i = 0; i < 5; i++) expect((await k.uc.sendEmail(k.userId)).isOk()).toBe(true);
    expect(errorsOf(await k.uc.sendEmail(k.userId))).toEqual({
      type: 'RateLimited',
      message: TOO_MANY_CODES_MESSAGE,
      retryAfterSeconds: 3600,
    });
    expect(k.mailer.sent).toHaveLength(5);
    k.clock.advance(16 * 60_000);
    const c = k.code(k.mailer.latestTo(k.email)?.text ?? '');
    expect(errorsOf(await k.uc.checkEmail({ code: c }, k.userId))).toEqual({
      type: 'Validation',
      errors: { code: [CODE_EXPIRED_MESSAGE] },
    });
  });

  it('codes per recipient: members texting one phone share its 6 an hour and 10 a day; a member’s own refusals use none', async () => {
    const limiter = new InMemoryRateLimiter();
    const [a, b, c] = await Promise.all(
      ['a@example.com', 'b@example.com', 'c@example.com'].map((e) => kit(e, limiter)),
    );
    for (const k of [a, b, c] as const) {
      await k!.uc.sendEmail(k!.userId);
      await k!.uc.checkEmail({ code: k!.code(k!.mailer.latestTo(k!.email)?.text ?? '') }, k!.userId);
      expect((await k!.uc.add(INFO, k!.userId)).isOk()).toBe(true);
    }
    const text = (k: typeof a, phone = '(602) 555-0123') => k!.uc.sendSms({ phone }, k!.userId);
    for (let i = 0; i < 5; i++) expect((await text(a)).isOk()).toBe(true);
    // The member's own limit first, with its text; the phone's count is given back.
    expect(errorsOf(await text(a))).toMatchObject({ type: 'RateLimited', message: TOO_MANY_CODES_MESSAGE });
    // Written another way, it is the same phone: one more this hour, then the phone's limit.
    expect((await text(b, '+1 602-555-0123')).isOk()).toBe(true);
    expect(errorsOf(await text(b, '6025550123'))).toEqual({
      type: 'RateLimited',
      message: tooManyCodesToRecipientMessage('phone', 60),
      retryAfterSeconds: 3600,
    });
    // Another phone is counted apart.
    expect((await text(b, '602-555-0199')).isOk()).toBe(true);
    // The next hour 4 more reach the phone, then the day's 10 are used up.
    c!.clock.advance(61 * 60_000);
    for (let i = 0; i < 4; i++) expect((await text(c)).isOk()).toBe(true);
    expect(errorsOf(await text(c))).toMatchObject({
      type: 'RateLimited',
      message: tooManyCodesToRecipientMessage('phone', 23 * 60 - 1),
    });
    const to = (k: typeof a) => k!.sms.sent.filter((m) => m.to === '6025550123').length;
    expect(to(a) + to(b) + to(c)).toBe(10);
  });

  it('monitoring: activation alerts, breaches, statuses, activity, alerts seen; the job alerts once and mails once', async () => {
    const k = await kit('im-case@example.com');
    expect(errorsOf(await k.uc.breaches(k.userId))).toMatchObject({ type: 'Conflict' });
    expect(errorsOf(await k.uc.activity(k.userId))).toMatchObject({ type: 'Conflict' });
    expect((await k.uc.alerts(k.userId))._unsafeUnwrap()).toEqual({ alerts: [], unseen: 0 });
    expect((await k.activate()).isOk()).toBe(true);
    const all = syntheticExposures(DEFAULT_BREACH_SEED, { email: k.email, phone: '6025550123' });
    const disclosedBy = (d: string) => all.filter((e) => e.breach.disclosedDate <= d).length;
    const breaches = (await k.uc.breaches(k.userId))._unsafeUnwrap().breaches;
    expect(breaches).toHaveLength(disclosedBy('2026-11-21'));
    const alerts = (await k.uc.alerts(k.userId))._unsafeUnwrap();
    expect(alerts.unseen).toBe(breaches.length);
    expect(alerts.alerts.every((a) => a.kind === 'breach' && a.seen === false && a.url.startsWith('/dashboard/'))).toBe(
      true,
    );

    if (breaches[0]) {
      const id = breaches[0].id;
      expect(
        (await k.uc.updateBreach({ breachId: id, status: 'resolved' }, k.userId))._unsafeUnwrap().breach.status,
      ).toBe('resolved');
      expect((await k.uc.breaches(k.userId))._unsafeUnwrap().breaches[0]?.status).toBe('resolved');
    }
    expect(errorsOf(await k.uc.updateBreach({ breachId: 'b99-email', status: 'seen' }, k.userId))).toEqual({
      type: 'NotFound',
      entity: 'breach',
    });

    await k.history.record(
      randomUUID(),
      {
        reportId: 'background-5',
        searchType: 'background',
        criteria: {},
        title: 'x',
        subtitle: '',
        url: '/r',
        isPdf: false,
      },
      k.clock.now(),
    );
    await k.history.record(
      k.userId,
      {
        reportId: 'background-5',
        searchType: 'background',
        criteria: {},
        title: 'x',
        subtitle: '',
        url: '/r',
        isPdf: false,
      },
      k.clock.now(),
    );
    expect((await k.uc.activity(k.userId))._unsafeUnwrap()).toMatchObject({
      totalViews: 1,
      viewsLast30Days: 1,
      searchAppearancesLast30Days: 4,
    });

    const run = makeRunIdentityMonitoring(k.p);
    expect(await run()).toEqual({ members: 1, breachAlerts: 0, recordAlerts: 0, raced: 0, mailed: 0 });
    k.clock.set(new Date('2027-07-01T18:00:00.000Z'));
    k.move(['Phoenix', 'Tempe']);
    const r = await run();
    expect(r.breachAlerts).toBe(disclosedBy('2027-07-01') - disclosedBy('2026-11-21'));
    expect(r.recordAlerts).toBeGreaterThanOrEqual(1);
    expect(r.mailed).toBe(1);
    const mail = k.mailer.latestTo(k.email);
    expect(mail?.subject).toMatch(/^Identity monitoring: \d+ new alerts?$/);
    expect(mail?.text).toContain('New address in Tempe, AZ, recorded 2026-11-02');
    expect(mail?.text).toContain('http://tracewell.test/dashboard/monitoring/identity-monitoring');
    expect(await run()).toMatchObject({ breachAlerts: 0, recordAlerts: 0, mailed: 0 });

    const list = (await k.uc.alerts(k.userId))._unsafeUnwrap();
    const record = list.alerts.find((a) => a.kind === 'record');
    expect(record?.text).toBe('New address in Tempe, AZ, recorded 2026-11-02');
    expect((await k.uc.seen({ alertIds: [record?.id] }, k.userId))._unsafeUnwrap()).toEqual({
      marked: 1,
      unseen: list.unseen - 1,
    });
    expect((await k.uc.seen({}, k.userId))._unsafeUnwrap()).toEqual({ marked: list.unseen - 1, unseen: 0 });
  });

  it("a relative who opts out is never named by the member's record alerts, new or stored", async () => {
    const k = await kit('im-kin@example.com');
    await k.activate();
    const run = makeRunIdentityMonitoring(k.p);
    await run();
    k.relatives([8, 9]);
    k.clock.advance(60_000);
    await run();
    const texts = async () => (await k.uc.alerts(k.userId))._unsafeUnwrap().alerts.map((a) => a.text);
    expect(await texts()).toEqual(expect.arrayContaining(['New relative or associate: Kin8 Lee, recorded 2026-11-02']));
    expect(await texts()).toEqual(expect.arrayContaining(['New relative or associate: Kin9 Lee, recorded 2026-11-02']));
    // Kin9 opts out: the stored alert leaves the list, and the record losing them is not announced.
    await k.suppressions.optOut(9, null, k.clock.now());
    expect((await texts()).filter((t) => t.includes('Kin9'))).toEqual([]);
    expect((await texts()).filter((t) => t.includes('Kin8'))).toHaveLength(1);
    const unseen = (await k.uc.alerts(k.userId))._unsafeUnwrap().unseen;
    expect(unseen).toBe((await texts()).length);
    k.relatives([8]);
    k.clock.advance(60_000);
    const mailsBefore = k.mailer.sent.length;
    expect(await run()).toMatchObject({ recordAlerts: 0, mailed: 0 });
    expect(k.mailer.sent.length).toBe(mailsBefore);
    expect((await texts()).filter((t) => t.includes('Kin9'))).toEqual([]);
  });

  it('the job: a raced record run writes nothing and mails nothing; a record gone is skipped', async () => {
    const k = await kit('im-race@example.com');
    await k.activate();
    const run = makeRunIdentityMonitoring({
      ...k.p,
      store: Object.assign(Object.create(k.store), {
        recordRun: async () => null,
        addAlerts: async () => [],
        active: () => k.store.active(),
        snapshot: (u: string) => k.store.snapshot(u),
      }),
    });
    k.move(['Phoenix', 'Tucson']);
    expect(await run()).toMatchObject({ members: 1, raced: 1, recordAlerts: 0, mailed: 0 });
    const gone = makeRunIdentityMonitoring({ ...k.p, source: { ...k.p.source, background: async () => null } });
    expect(await gone()).toMatchObject({ members: 1, recordAlerts: 0 });
  });

  it('the alerts mail: one line per alert and the page link', () => {
    const at = new Date();
    const m = identityAlertsMail(
      'a@example.com',
      [{ id: '1', key: 'k', kind: 'breach', text: 'One', url: '/x', createdAt: at, seenAt: null }],
      'http://site',
    );
    expect(m).toEqual({
      to: 'a@example.com',
      subject: 'Identity monitoring: 1 new alert',
      text: expect.stringContaining('  - One'),
    });
  });
});
