import { lazy, Suspense, useState } from 'react';
import { reportMonthLabel, reportShortDate } from '#core/reports/report-view-format.rules';
import { useRequest } from '../../../../lib/http/use-request';
import { type DataSource, propertyApi } from '../../api/property-api';
import type { ReportPropertySubject } from '../../api/reports-api';
import { ComparablesSummary, useComparables } from './comparables-tab';
import { InfoTip } from './info-tip';
import { demandSeries, emptyMonths, hasFigures, type MarketSeries, trendSeries } from './market-series';
import { PROPERTY_TIPS } from './property-tips';
import { SubTabs } from './sub-tabs';
import { sourceLine } from './tool-format';
import { ToolReply } from './tool-reply';
import './property-tools.css';

/** The chart library comes with the chart only: pages and tabs without a chart never load it. */
const MarketChart = lazy(() => import('./market-chart'));

type MarketTab = 'demand' | 'comps' | 'trends';
const TABS: readonly { id: MarketTab; label: string }[] = [
  { id: 'demand', label: 'Demand' },
  { id: 'comps', label: 'Comps' },
  { id: 'trends', label: 'Trends' },
];

/**
 * One chart with what it rests on: its title, the chart (or a line when no month has a figure), the
 * source and the date the source recorded it, and the figures as a table for screen readers and anyone
 * who prefers numbers (a disclosure, closed by default).
 */
const MarketFigure = ({
  series,
  source,
  recordedAt,
}: {
  series: MarketSeries;
  /** Null for a ZIP without sales or listings (the server names no source then). */
  source: DataSource | null;
  recordedAt: string | null;
}) => {
  const [tableOpen, setTableOpen] = useState(false);
  const gaps = emptyMonths(series);
  return (
    <figure className="pt-chart" data-testid={`chart-${series.id}`}>
      <figcaption className="pt-chart__title">{series.title}</figcaption>
      {hasFigures(series) ? (
        <Suspense fallback={<div className="pt-chart__canvas pt-chart__canvas--loading">Loading chart…</div>}>
          <MarketChart series={series} />
        </Suspense>
      ) : (
        <p className="pt-empty">No figures were recorded in these months.</p>
      )}
      {gaps.length > 0 && hasFigures(series) && (
        <p className="pt-muted pt-chart__note">
          {gaps.length === 1 ? '1 month has' : `${gaps.length} months have`} no figure and{' '}
          {gaps.length === 1 ? 'is' : 'are'} left blank.
        </p>
      )}
      {source && <p className="pt-source">{sourceLine(source, recordedAt)}</p>}
      <details className="pt-chart__table" onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary>{tableOpen ? 'Hide' : 'Show'} the figures as a table</summary>
        <table className="pt-table">
          <caption className="tw-visually-hidden">{series.title} by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{series.title}</th>
            </tr>
          </thead>
          <tbody>
            {series.months.map((m, i) => (
              <tr key={m}>
                <th scope="row">{reportMonthLabel(m)}</th>
                <td>{series.format(series.values[i] ?? null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
};

const Charts = ({
  heading,
  series,
  source,
  recordedAt,
}: {
  heading: string;
  series: MarketSeries[];
  /** Null for a ZIP without sales or listings (the server names no source then). */
  source: DataSource | null;
  recordedAt: string | null;
}) => (
  <>
    <p className="pt-muted pt-asof">{heading}</p>
    <div className="pt-charts">
      {series.map((s) => (
        <MarketFigure key={s.id} series={s} source={source} recordedAt={recordedAt} />
      ))}
    </div>
  </>
);

const window24 = (zip: string, asOf: string) =>
  `ZIP code ${zip}, the 24 months to ${reportShortDate(asOf)}. Months without sales or listings have no figure.`;

type Props = { subject: ReportPropertySubject; onUpgraded: () => void };

const Trends = ({ subject, onUpgraded }: Props) => {
  const request = useRequest(`trends:${subject.propertyId}`, (signal) =>
    propertyApi.trends(subject.propertyId, signal),
  );
  return (
    <ToolReply request={request} subject={subject} onUpgraded={onUpgraded} loading="Loading market trends">
      {(r) => (
        <Charts
          heading={window24(r.zip, r.asOf)}
          series={trendSeries(r.months)}
          source={r.source}
          recordedAt={r.recordedAt}
        />
      )}
    </ToolReply>
  );
};

const Demand = ({ subject, onUpgraded }: Props) => {
  const request = useRequest(`demand:${subject.propertyId}`, (signal) =>
    propertyApi.demand(subject.propertyId, signal),
  );
  return (
    <ToolReply request={request} subject={subject} onUpgraded={onUpgraded} loading="Loading market demand">
      {(r) => (
        <Charts
          heading={window24(r.zip, r.asOf)}
          series={demandSeries(r.months)}
          source={r.source}
          recordedAt={r.recordedAt}
        />
      )}
    </ToolReply>
  );
};

const Comps = ({ subject, onUpgraded }: Props) => {
  const request = useComparables(subject, { filter: null, page: 1 });
  return (
    <ToolReply request={request} subject={subject} onUpgraded={onUpgraded} loading="Loading comparables">
      {(r) => (
        <>
          <p className="pt-muted pt-asof">
            Sold within {r.filter.distanceFromSubject} mile of this property
            {r.filter.lastSaleDateMin ? ` since ${reportShortDate(r.filter.lastSaleDateMin)}` : ''}, similar in size.
            See the Comparables tab for the list and the filter.
          </p>
          <ComparablesSummary reply={r} />
        </>
      )}
    </ToolReply>
  );
};

/**
 * The market panel (001 section 2 "Market tabs: Demand, Comps, Trends"): demand (active listings, median
 * days on market, sold-to-listed ratio), the comparables' averages, and trends (median sale price, median
 * price per sq ft, number of sales), by month over 24 months of the subject's ZIP code.
 */
export const MarketPanel = ({ subject, onUpgraded }: Props) => (
  <div className="pt-tool" data-testid="market-panel">
    <div className="pt-tips">
      {[PROPERTY_TIPS.housingMarket, PROPERTY_TIPS.whatAreComps, PROPERTY_TIPS.whoUsesComps].map((t) => (
        <InfoTip key={t.label} label={t.label}>
          {t.text}
        </InfoTip>
      ))}
    </div>
    <SubTabs label="Market" tabs={TABS}>
      {(tab) =>
        tab === 'trends' ? (
          <Trends subject={subject} onUpgraded={onUpgraded} />
        ) : tab === 'demand' ? (
          <Demand subject={subject} onUpgraded={onUpgraded} />
        ) : (
          <Comps subject={subject} onUpgraded={onUpgraded} />
        )
      }
    </SubTabs>
  </div>
);
