import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryReportHistory } from '../../../adapters/memory/in-memory-report-history.js';
import { InMemoryReportMonitoringStore } from '../../../adapters/memory/in-memory-report-monitoring-store.js';
import { InMemoryReportStore } from '../../../adapters/memory/in-memory-report-store.js';
import { InMemorySuppressions } from '../../../adapters/memory/in-memory-suppressions.js';
import { makeFactGate } from '../../../core/fact-gate/fact-gate.steps.js';
import { makeSendMonitoringDigest } from '../../../core/reports/monitoring-digest.job.js';
import { makeRunReportMonitoring } from '../../../core/reports/report-monitoring.job.js';
import type { MailMessage } from '../../../core/shared/mailer.port.js';
import type { BackgroundReportData } from '../../../core/shared/reports/report-contents.schema.js';
import type { ReportSource } from '../../../core/shared/reports/report-source.port.js';
import { testClock } from '../../support/accounts-kit.js';

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
    birthDate: null,
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

const setup = async () => {
  let data = personWith(['Phoenix']);
  const source: ReportSource = {
    background: async (id) => (id === 5 ? data : null),
    phone: async () => null,
    email: async () => null,
    address: async () => null,
  };
  const store = new InMemoryReportStore(new InMemoryReportHistory());
  const monitoring = new InMemoryReportMonitoringStore(store, async (u) => `${u}@example.com`);
  const clock = testClock(new Date('2026-11-21T10:00:00.000Z'));
  const sent: MailMessage[] = [];
  const members = new Set(['u1']);
  const deps = {
    source,
    monitoring,
    clock,
    ids: { uuid: () => randomUUID(), token: () => 't' },
    isMember: async (userId: string) => members.has(userId),
    levelOf: async (_userId: string, ids: readonly string[]) => ids.map(() => 'full' as const),
    gate: makeFactGate(new InMemorySuppressions()),
  };
  const run = makeRunReportMonitoring(deps);
  const digest = makeSendMonitoringDigest({
    monitoring,
    clock,
    publicUrl: 'http://tracewell.test',
    mailer: { send: async (m) => void sent.push(m) },
    levelOf: deps.levelOf,
    gate: deps.gate,
  });
  await monitoring.savePreferences(
    'u1',
    { isEnabled: true, isAutoReportMonitoringEnabled: false },
    randomUUID(),
    clock.now(),
  );
  await store.setMonitoring('u1', 'background-5', true, false, clock.now());
  return { run, digest, monitoring, clock, sent, members, change: (d: BackgroundReportData) => (data = d) };
};

describe('the monitoring run and the digest (docs/decisions/0071)', () => {
  it('first run records the baseline; a change makes one alert; no change, none; runs at once write it once', async () => {
    const s = await setup();
    expect(await s.run()).toEqual({ reports: 1, baselines: 1, alerts: 0, skipped: 0, raced: 0, inactive: 0 });
    expect(await s.run()).toMatchObject({ alerts: 0, baselines: 0 });
    s.change(personWith(['Phoenix', 'Tempe']));
    s.clock.advance(1000);
    const runs = await Promise.all([s.run(), s.run(), s.run()]);
    expect(runs.reduce((n, r) => n + r.alerts, 0)).toBe(1);
    const [alert] = await s.monitoring.alerts('u1', 10);
    expect(alert?.changes.map((c) => c.text)).toEqual([
      'New address in Tempe, AZ, recorded 2026-11-02',
      'Address in Phoenix, AZ is no longer current',
    ]);
    expect(await s.run()).toMatchObject({ alerts: 0 });
  });

  it('the digest mails each member once for alerts not seen; two digests at once send one mail', async () => {
    const s = await setup();
    await s.run();
    s.change(personWith(['Phoenix', 'Tempe']));
    s.clock.advance(1000);
    await s.run();
    const both = await Promise.all([s.digest(), s.digest()]);
    expect(both.map((r) => r.members).sort()).toEqual([0, 1]);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]?.to).toBe('u1@example.com');
    expect(s.sent[0]?.text).toContain('New address in Tempe, AZ, recorded 2026-11-02');
    expect(await s.digest()).toEqual({ members: 0, alerts: 0 });
  });

  it('a member whose monitoring is off is not visited', async () => {
    const s = await setup();
    await s.monitoring.savePreferences(
      'u1',
      { isEnabled: false, isAutoReportMonitoringEnabled: false },
      randomUUID(),
      s.clock.now(),
    );
    expect(await s.run()).toEqual({ reports: 0, baselines: 0, alerts: 0, skipped: 0, raced: 0, inactive: 0 });
  });

  it('a member whose membership lapsed is not compared; the change is told once they join again', async () => {
    const s = await setup();
    await s.run();
    s.members.delete('u1');
    s.change(personWith(['Phoenix', 'Tempe']));
    s.clock.advance(1000);
    expect(await s.run()).toMatchObject({ reports: 1, alerts: 0, inactive: 1 });
    expect(await s.monitoring.alerts('u1', 10)).toEqual([]);
    s.members.add('u1');
    expect(await s.run()).toMatchObject({ alerts: 1, inactive: 0 });
  });
});
