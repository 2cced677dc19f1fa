/**
 * Progress lines of the data tool's long runs (generate, load, apply): how far, how fast, and how long the
 * rest will take at that rate. A run of ten million people takes tens of minutes; its operator should know
 * whether to wait or come back later without doing the arithmetic.
 */

const number = new Intl.NumberFormat('en-US');

/** A duration for people: "45 s", "3 min 05 s", "1 h 02 min". */
export const formatDuration = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
};

/**
 * "300,000 of 1,000,000 people (30 %), 8,120 people/s, 1 min 26 s left": `done` of `total` `unit` after
 * `elapsedMs`. Without any done yet, or without a total, no rate or time left is claimed.
 */
export const progressLine = (done: number, total: number, unit: string, elapsedMs: number): string => {
  const head =
    total > 0
      ? `${number.format(done)} of ${number.format(total)} ${unit} (${Math.floor((done * 100) / total)} %)`
      : `${number.format(done)} ${unit}`;
  if (done <= 0 || elapsedMs <= 0) return head;
  const perSecond = (done * 1000) / elapsedMs;
  const rate = `${number.format(Math.round(perSecond))} ${unit}/s`;
  if (total <= 0 || done >= total) return `${head}, ${rate}`;
  return `${head}, ${rate}, ${formatDuration(((total - done) * 1000) / perSecond)} left`;
};

/**
 * Counts the rows a load or an apply has copied against the rows its manifest announces, and answers the
 * progress line after each copy (the index builds and the refresh that follow are timed, not estimated).
 */
export class RowProgress {
  private done = 0;
  private readonly started: number;

  constructor(
    private readonly total: number,
    private readonly now: () => number = Date.now,
  ) {
    this.started = now();
  }

  /** Adds `rows` copied and answers the line for all copied so far. */
  add(rows: number): string {
    this.done += rows;
    return progressLine(this.done, this.total, 'rows', this.now() - this.started);
  }
}
