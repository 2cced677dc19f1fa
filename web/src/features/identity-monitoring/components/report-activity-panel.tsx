import type { ReportActivity } from '#core/identity/identity-monitoring.schema';
import { Card } from '../../../components/card';

const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const CHART_HEIGHT = 120;
const BAR_WIDTH = 36;
const GAP = 16;

/** Views by month as a small bar chart; the numbers are in the bars' labels and a list for screen readers. */
const ViewsChart = ({ byMonth }: { byMonth: ReportActivity['byMonth'] }) => {
  const max = Math.max(1, ...byMonth.map((m) => m.views));
  const width = byMonth.length * (BAR_WIDTH + GAP) + GAP;
  return (
    <figure className="im-chart">
      <svg
        viewBox={`0 0 ${width} ${CHART_HEIGHT + 36}`}
        width={width}
        height={CHART_HEIGHT + 36}
        role="img"
        aria-labelledby="im-chart-caption"
      >
        {byMonth.map((m, i) => {
          const h = Math.round((m.views / max) * CHART_HEIGHT);
          const x = GAP + i * (BAR_WIDTH + GAP);
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={CHART_HEIGHT - h + 16}
                width={BAR_WIDTH}
                height={Math.max(h, 1)}
                rx={3}
                className="im-chart__bar"
              />
              <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT - h + 12} textAnchor="middle" className="im-chart__value">
                {m.views}
              </text>
              <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT + 32} textAnchor="middle" className="im-chart__label">
                {monthLabel(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id="im-chart-caption">Report views by month, last {byMonth.length} months</figcaption>
      <ul className="tw-visually-hidden">
        {byMonth.map((m) => (
          <li key={m.month}>
            {monthName(m.month)}: {m.views} view{m.views === 1 ? '' : 's'}
          </li>
        ))}
      </ul>
    </figure>
  );
};

/** Who looked the member up: counted, never named (report views and search appearances). */
export const ReportActivityPanel = ({ activity }: { activity: ReportActivity }) => (
  <Card title="Report activity" id="report-activity" aria-label="Report activity">
    <dl className="im-stats">
      <div>
        <dt>Report views, all time</dt>
        <dd data-testid="total-views">{activity.totalViews}</dd>
      </div>
      <div>
        <dt>Report views, last 30 days</dt>
        <dd>{activity.viewsLast30Days}</dd>
      </div>
      <div>
        <dt>Search appearances, last 30 days</dt>
        <dd>{activity.searchAppearancesLast30Days}</dd>
      </div>
    </dl>
    {activity.byMonth.length > 0 && <ViewsChart byMonth={activity.byMonth} />}
  </Card>
);
