import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryReportSource } from '../../../adapters/memory/in-memory-report-source.js';
import {
  CODE_RECIPIENT_LIMITS,
  tooManyCodesToRecipientMessage,
} from '../../../core/identity/code-recipient-limits.rules.js';
import type { BackgroundReportData } from '../../../core/shared/reports/report-contents.schema.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { testClock } from '../../support/accounts-kit.js';
import { syntheticRecordTables } from '../../support/record-tables.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * Privacy request codes are limited per recipient, across every client address and case
 * (core/identity/code-recipient-limits.rules.ts): many requesters from several addresses, all at once,
 * cannot flood one person's inbox or phone.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read loosely by the assertions
type Json = Record<string, any>;

const records = syntheticRecordTables(300, 7070);
let subject: BackgroundReportData;

beforeAll(async () => {
  const source = new InMemoryReportSource(records);
  for (let id = 1; id <= 300 && !subject; id++) {
    const d = await source.background(id);
    if (d && d.emails.length > 0 && d.phones.length > 0 && !d.person.deceased) subject = d;
  }
  expect(subject).toBeDefined();
});

type App = ReturnType<typeof inMemoryTestApp>;

const call = async (b: TestBrowser, step: string, body: unknown) => {
  const res = await b.post(`/api/consumer-privacy/${step}`, body);
  return { status: res.status, body: (await res.json()) as Json };
};

/** A case opened from `b` with the subject's record chosen; answers its id and first contact's id. */
const caseFor = async (b: TestBrowser, option: 1 | 2): Promise<{ caseId: string; contactId: string }> => {
  const opened = await call(b, 'auth-validate', { kind: 'know', option });
  expect(opened.status).toBe(201);
  const caseId = opened.body.caseId as string;
  const current = subject.addresses.find((a) => a.isCurrent) ?? subject.addresses[0]!;
  const search = await call(b, 'search', {
    caseId,
    firstName: subject.person.firstName,
    lastName: subject.person.lastName,
    state: current.state,
  });
  const hit = (search.body.people as { id: string }[]).find((p) => p.id === String(subject.person.id));
  const set = await call(b, 'set-record-id', { caseId, recordId: hit!.id });
  expect(set.status).toBe(200);
  return { caseId, contactId: set.body.contacts[0].id as string };
};

/** `addresses` requesters, `cases` cases each on the subject, every case asking for 3 codes, all at once. */
const flood = async (t: App, option: 1 | 2, firstIp: number, addresses: number, cases: number) => {
  const browsers = Array.from({ length: addresses }, (_, i) => new TestBrowser(t.app, `203.0.113.${firstIp + i}`));
  const opened = await Promise.all(
    browsers.map(async (b) => ({
      b,
      cases: await Promise.all(Array.from({ length: cases }, () => caseFor(b, option))),
    })),
  );
  const step = option === 1 ? 'set-email' : 'verify-ownership-phone';
  return Promise.all(opened.flatMap(({ b, cases }) => cases.flatMap((c) => [0, 1, 2].map(() => call(b, step, c)))));
};

describe('privacy codes per recipient, across client addresses', () => {
  it('5 addresses asking for 60 e-mailed codes to one person at once: 6 are sent, the rest 429', async () => {
    const t = inMemoryTestApp({ clock: testClock(new Date('2026-03-06T15:00:00.000Z')), records });
    const replies = await flood(t, 1, 10, 5, 4);
    expect(replies).toHaveLength(60);
    const mails = t.kit.mailer.sent.filter((m) => /privacy request code/.test(m.subject));
    expect(mails).toHaveLength(CODE_RECIPIENT_LIMITS.perHour.max);
    expect(new Set(mails.map((m) => m.to.toLowerCase())).size).toBe(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(6);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(54);
    const texts = new Set(replies.filter((r) => r.status === 429).map((r) => r.body.errors['*'][0] as string));
    expect(texts).toContain(tooManyCodesToRecipientMessage('email', 60));
    // The person's hour is used up for everyone: a new address is refused too.
    const late = new TestBrowser(t.app, '203.0.113.99');
    const c = await caseFor(late, 1);
    expect((await call(late, 'set-email', c)).status).toBe(429);
  });

  it('a refused code uses nothing up: after the hour 4 more e-mails, then the day’s 10 are reached', async () => {
    const clock = testClock(new Date('2026-03-06T15:00:00.000Z'));
    const t = inMemoryTestApp({ clock, records });
    await flood(t, 1, 30, 5, 4);
    clock.advance(61 * 60_000);
    const replies = await flood(t, 1, 40, 3, 3);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
    expect(t.kit.mailer.sent.filter((m) => /privacy request code/.test(m.subject))).toHaveLength(10);
  });

  it('texted codes too: 3 addresses asking for 27 texts to one phone at once send 6', async () => {
    const t = inMemoryTestApp({ clock: testClock(new Date('2026-03-06T15:00:00.000Z')), records });
    const replies = await flood(t, 2, 50, 3, 3);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(6);
    expect(t.sms.sent).toHaveLength(6);
    expect(new Set(t.sms.sent.map((m) => m.to)).size).toBe(1);
    const refused = replies.filter((r) => r.status === 429).map((r) => r.body.errors['*'][0]);
    expect(refused).toHaveLength(21);
    expect(new Set(refused)).toEqual(new Set([tooManyCodesToRecipientMessage('phone', 60)]));
  });
});
