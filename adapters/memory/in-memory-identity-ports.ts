import type { RecordActivity, SmsMessage, SmsSender } from '../../core/identity/identity-monitoring.port.js';
import type { InMemoryReportHistory } from './in-memory-report-history.js';

/** Text messages kept in memory (tests read `sent`). */
export class InMemorySmsSender implements SmsSender {
  readonly sent: (SmsMessage & { at: number })[] = [];
  async send(m: SmsMessage): Promise<void> {
    this.sent.push({ ...m, at: this.sent.length });
  }
  /** The newest message to `to`. */
  latestTo(to: string): SmsMessage | null {
    return this.sent.filter((m) => m.to === to).at(-1) ?? null;
  }
}

/** Report activity over the in-memory recent reports; name searches as `searches` counts them (none by default). */
export class InMemoryRecordActivity implements RecordActivity {
  constructor(
    private readonly history: InMemoryReportHistory,
    private readonly searches: RecordActivity['nameSearches'] = async () => 0,
  ) {}

  async reportViews(reportId: string, excludeUserId: string): Promise<Date[]> {
    return this.history
      .allRows()
      .filter((r) => r.reportId === reportId && r.userId !== excludeUserId)
      .map((r) => r.lastViewed);
  }

  nameSearches(...args: Parameters<RecordActivity['nameSearches']>): Promise<number> {
    return this.searches(...args);
  }
}
