import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breachAdvice,
  breachAlertsOf,
  breachAlertText,
  breachViewOf,
  byDisclosureNewestFirst,
  exposureId,
  IDENTITY_MONITORING_PAGE,
  nextBreachStatus,
} from '../../../core/identity/breach-alerts.rules.js';
import type { BreachExposure, IdentitySetup } from '../../../core/identity/identity-monitoring.port.js';
import { IDENTITY_SETUP_STEPS } from '../../../core/identity/identity-monitoring.schema.js';
import {
  identityStatusOf,
  mayTakeStep,
  nextStepOf,
  personalInformationOf,
  stepsDone,
  todayOf,
} from '../../../core/identity/identity-setup.rules.js';
import {
  MAX_MATCHING_IDENTITIES,
  matchingIdentitiesOf,
  placesOf,
  splitStreet,
} from '../../../core/identity/matching-identities.rules.js';
import { lastMonths, reportActivityOf } from '../../../core/identity/report-activity.rules.js';
import type { PersonCandidate, PersonPreviewRecord } from '../../../core/search/person-search.port.js';
import { maskEmail, maskPhone } from '../../../core/shared/contact-mask.rules.js';

const INFO = {
  firstName: 'Ann',
  middleName: '',
  lastName: 'Lee',
  dateOfBirth: '1980-04-02',
  street: '12 Mill Ave',
  city: 'Tempe',
  state: 'AZ',
  zip: '85281',
};
const setup = (over: Partial<IdentitySetup> = {}): IdentitySetup => ({
  userId: 'u1',
  emailVerifiedAt: null,
  personalInfo: null,
  phone: null,
  recordId: null,
  activatedAt: null,
  snapshotAt: null,
  ...over,
});

describe('set-up steps (000 section 2: verify e-mail, personal info, verify phone, select identity)', () => {
  it('the next step is the first not done; the status reply masks e-mail and phone', () => {
    expect(nextStepOf(stepsDone(null, false))).toBe('verify-email');
    // An account e-mail already verified by its link counts as the e-mail step.
    expect(nextStepOf(stepsDone(null, true))).toBe('personal-info');
    const done = setup({ emailVerifiedAt: new Date(), personalInfo: INFO, phone: '6025550123' });
    expect(nextStepOf(stepsDone(done, false))).toBe('select-identity');
    const active = { ...done, recordId: '5', activatedAt: new Date('2026-11-21T10:00:00.000Z') };
    expect(identityStatusOf(active, { email: 'ann@example.com', emailVerified: false })).toEqual({
      emailVerified: true,
      personalInfoAdded: true,
      phoneVerified: true,
      identitySelected: true,
      nextStep: null,
      activatedAt: '2026-11-21T10:00:00.000Z',
      maskedEmail: 'a*n@example.com',
      maskedPhone: '(***) ***-0123',
    });
    expect(identityStatusOf(null, { email: 'ann@example.com', emailVerified: false })).toMatchObject({
      nextStep: 'verify-email',
      maskedPhone: null,
      activatedAt: null,
    });
  });

  it('a step may be taken only when every step before it is done (property over all done-sets)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (bits) => {
        const done = Object.fromEntries(IDENTITY_SETUP_STEPS.map((s, i) => [s, bits[i] as boolean])) as Parameters<
          typeof mayTakeStep
        >[0];
        IDENTITY_SETUP_STEPS.forEach((step, i) => {
          expect(mayTakeStep(done, step)).toBe(bits.slice(0, i).every(Boolean));
        });
        expect(mayTakeStep(done, 'verify-email')).toBe(true);
      }),
    );
  });

  it('masks, personal information with the verified phone, and the server date', () => {
    expect(maskEmail('john.doe@mail.example.com')).toBe('j******e@mail.example.com');
    expect(maskEmail('jo@mail.example.com')).toBe('j***@mail.example.com');
    expect(maskPhone('4805550142')).toBe('(***) ***-0142');
    expect(personalInformationOf(null)).toBeNull();
    expect(personalInformationOf(setup())).toBeNull();
    expect(personalInformationOf(setup({ personalInfo: INFO, phone: '6025550123' }))).toEqual({
      ...INFO,
      phone: '6025550123',
    });
    // 03:00 UTC is still the day before in Los Angeles.
    expect(todayOf(new Date('2026-11-21T03:00:00.000Z'))).toBe('2026-11-20');
  });
});

const breach = (over: Partial<BreachExposure['breach']> = {}): BreachExposure['breach'] => ({
  id: 'b11',
  source: 'Northgate Auto Parts',
  breachDate: '2026-07-08',
  disclosedDate: '2026-10-03',
  dataClasses: ['E-mail address', 'Name'],
  ...over,
});

describe('breach alerts', () => {
  it('the alert sentence names the identifier, the company and the disclosure date', () => {
    const e: BreachExposure = { breach: breach(), identifier: 'email' };
    expect(breachAlertText(e)).toBe(
      'Your e-mail address was found in the Northgate Auto Parts breach, disclosed 2026-10-03',
    );
    expect(breachAlertText({ ...e, identifier: 'phone' })).toBe(
      'Your phone number was found in the Northgate Auto Parts breach, disclosed 2026-10-03',
    );
    let n = 0;
    const alerts = breachAlertsOf([e, { ...e, identifier: 'phone' }], () => `id${++n}`);
    expect(alerts).toEqual([
      {
        id: 'id1',
        key: 'breach:b11-email',
        kind: 'breach',
        text: breachAlertText(e),
        url: `${IDENTITY_MONITORING_PAGE}#breach-b11-email`,
      },
      expect.objectContaining({ id: 'id2', key: 'breach:b11-phone' }),
    ]);
  });

  it('advice follows the most sensitive data; the view masks the identifier; resolved stays resolved', () => {
    expect(breachAdvice(['Social Security number', 'Password'])).toMatch(/credit freeze/);
    expect(breachAdvice(['Credit card number'])).toMatch(/card issuer/);
    expect(breachAdvice(['Bank account number'])).toMatch(/bank/);
    expect(breachAdvice(['password'])).toMatch(/Change your password/);
    expect(breachAdvice(['Name'])).toMatch(/wary/);
    const ids = { email: 'ann@example.com', phone: '6025550123' };
    const e: BreachExposure = { breach: breach(), identifier: 'email' };
    expect(breachViewOf(e, ids, 'new')).toEqual({
      id: 'b11-email',
      source: 'Northgate Auto Parts',
      breachDate: '2026-07-08',
      disclosedDate: '2026-10-03',
      dataExposed: ['E-mail address', 'Name'],
      exposedIdentifier: 'a*n@example.com',
      status: 'new',
      advice: breachAdvice(['E-mail address', 'Name']),
    });
    expect(breachViewOf({ ...e, identifier: 'phone' }, ids, 'seen').exposedIdentifier).toBe('(***) ***-0123');
    expect(breachViewOf({ ...e, identifier: 'phone' }, { ...ids, phone: null }, 'seen').exposedIdentifier).toBe('');
    expect(exposureId(e)).toBe('b11-email');
    expect(nextBreachStatus('new', 'seen')).toBe('seen');
    expect(nextBreachStatus('seen', 'resolved')).toBe('resolved');
    expect(nextBreachStatus('resolved', 'seen')).toBe('resolved');
    const older = breachViewOf(
      { breach: breach({ id: 'b01', disclosedDate: '2023-05-02' }), identifier: 'email' },
      ids,
      'new',
    );
    const newer = breachViewOf(e, ids, 'new');
    expect([older, newer].sort(byDisclosureNewestFirst).map((b) => b.id)).toEqual(['b11-email', 'b01-email']);
  });
});

describe('report activity (counts only, never who)', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  it('totals, the last 30 days and 6 months oldest first', () => {
    expect(lastMonths(now, 6)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(lastMonths(new Date('2027-02-01T00:00:00.000Z'), 3)).toEqual(['2026-12', '2027-01', '2027-02']);
    const views = [
      new Date('2026-11-20T10:00:00.000Z'),
      new Date('2026-10-25T10:00:00.000Z'),
      new Date('2026-10-01T10:00:00.000Z'),
      new Date('2025-01-01T10:00:00.000Z'),
    ];
    expect(reportActivityOf(views, 3, now)).toEqual({
      totalViews: 4,
      viewsLast30Days: 2,
      searchAppearancesLast30Days: 3,
      byMonth: [
        { month: '2026-06', views: 0 },
        { month: '2026-07', views: 0 },
        { month: '2026-08', views: 0 },
        { month: '2026-09', views: 0 },
        { month: '2026-10', views: 2 },
        { month: '2026-11', views: 1 },
      ],
    });
  });

  it('never more in the months or the 30 days than in all (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -400, max: 10 }), { maxLength: 40 }), (days) => {
        const views = days.map((d) => new Date(now.getTime() + d * 86_400_000));
        const a = reportActivityOf(views, 0, now);
        expect(a.byMonth.reduce((s, m) => s + m.views, 0)).toBeLessThanOrEqual(a.totalViews);
        expect(a.viewsLast30Days).toBeLessThanOrEqual(a.totalViews);
        expect(a.byMonth).toHaveLength(6);
      }),
    );
  });
});

const candidate = (id: number, over: Partial<PersonCandidate> = {}): PersonCandidate => ({
  id,
  firstName: 'Ann',
  middleName: null,
  lastName: 'Lee',
  birthDate: null,
  deceased: false,
  gender: null,
  names: [],
  places: [],
  ...over,
});
const preview = (id: number, over: Partial<PersonPreviewRecord> = {}): PersonPreviewRecord => ({
  id,
  firstName: 'Ann',
  middleName: null,
  lastName: 'Lee',
  birthDate: '1980-04-02',
  deceased: false,
  city: 'Tempe',
  state: 'AZ',
  ...over,
});

describe('matching identities (select-identity)', () => {
  const today = '2026-11-21';
  it('by name and date of birth, name and address, phone, name and age; strongest first; preview facts only', () => {
    const place = (city: string, current: boolean, to: string | null) => ({
      city,
      state: 'AZ',
      from: null,
      to,
      current,
    });
    const found = {
      byName: [
        candidate(4, { birthDate: '1980-09-30' }), // same age on today: name and age
        candidate(3, { places: [place('Tempe', false, '2020-01-01')] }),
        candidate(2, {
          birthDate: '1980-04-02',
          middleName: 'B',
          places: [
            place('Mesa', false, '2019-01-01'),
            place('Phoenix', true, null),
            place('Mesa', false, '2010-01-01'),
          ],
        }),
        candidate(5, { birthDate: '1980-04-02', deceased: true }),
        candidate(6, { firstName: 'Bob', birthDate: '1980-04-02' }),
        candidate(7, { birthDate: '1950-01-01' }),
      ],
      atAddress: [preview(8), preview(9, { firstName: 'Carl' }), preview(3)],
      byPhone: [
        preview(10, { firstName: 'Zed', city: null, state: null }),
        preview(2),
        preview(11, { deceased: true }),
      ],
      byEmail: [preview(3), preview(8), preview(4), preview(12, { firstName: 'Zoe' })],
    };
    const m = matchingIdentitiesOf(INFO, found, today);
    expect(m.map((x) => [x.recordId, x.matchedOn])).toEqual([
      ['2', 'name and date of birth'],
      ['3', 'name and address'],
      ['8', 'name and address'],
      ['10', 'phone'],
      // Record 4 matches by name and age too; holding the verified e-mail is the stronger reason.
      ['4', 'email'],
      ['12', 'email'],
    ]);
    // A record that holds neither the verified phone nor the verified e-mail is never offered, however
    // well its name, city or age (all in free previews) match.
    const strangers = matchingIdentitiesOf(INFO, { ...found, byPhone: [], byEmail: [] }, today);
    expect(strangers).toEqual([]);
    expect(m[0]).toEqual({
      recordId: '2',
      fullName: 'Ann B Lee',
      age: 46,
      places: ['Phoenix, AZ', 'Mesa, AZ'],
      matchedOn: 'name and date of birth',
    });
    expect(m.find((x) => x.recordId === '3')?.places).toEqual(['Tempe, AZ']);
    expect(m.find((x) => x.recordId === '10')?.places).toEqual([]);
  });

  it('at most 10', () => {
    const byName = Array.from({ length: 30 }, (_, i) => candidate(i + 1, { birthDate: '1980-04-02' }));
    const byEmail = byName.map((c) => preview(c.id));
    expect(matchingIdentitiesOf(INFO, { byName, atAddress: [], byPhone: [], byEmail }, today)).toHaveLength(
      MAX_MATCHING_IDENTITIES,
    );
  });

  it('places: current first, then the most recent, each once, at most 5; streets split into number and name', () => {
    const places = ['A', 'B', 'C', 'D', 'E', 'F'].map((city, i) => ({
      city,
      state: 'TX',
      from: `201${i}-01-01`,
      to: null,
      current: city === 'C',
    }));
    expect(placesOf(places)).toEqual(['C, TX', 'F, TX', 'E, TX', 'D, TX', 'B, TX']);
    expect(splitStreet('123B  N  Main St')).toEqual({ houseNumber: '123B', street: 'N Main St' });
    expect(splitStreet('PO Box 9')).toEqual({ houseNumber: '', street: 'PO Box 9' });
  });
});
