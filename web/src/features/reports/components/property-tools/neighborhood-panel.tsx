import { type ReactNode, useId, useState } from 'react';
import { reportMonthLabel } from '#core/reports/report-view-format.rules';
import { Alert } from '../../../../components/alert';
import { Button } from '../../../../components/button';
import { useRequest } from '../../../../lib/http/use-request';
import { propertyApi, type SchoolView, type WatchFilingView } from '../../api/property-api';
import type { ReportPropertySubject } from '../../api/reports-api';
import { InfoTip } from './info-tip';
import { NEIGHBORHOOD_AREA, PROPERTY_TIPS } from './property-tips';
import { SubTabs } from './sub-tabs';
import { count, MISSING, mdy, miles, sourceLine } from './tool-format';
import { ToolReply } from './tool-reply';
import './property-tools.css';

type NeighborhoodTab = 'neighbors' | 'lifestyle' | 'watch';
const TABS: readonly { id: NeighborhoodTab; label: string }[] = [
  { id: 'neighbors', label: 'Neighbors' },
  { id: 'lifestyle', label: 'Lifestyle' },
  { id: 'watch', label: 'Watch' },
];

type Props = { subject: ReportPropertySubject; onUpgraded: () => void };

/** How many rows a neighbourhood list shows at first and adds per "Show more". */
const PAGE = 10;

/** A list that shows its first rows and a button for the next ones (long lists stay readable). */
const Paged = <T,>({
  items,
  testId,
  render,
}: {
  items: readonly T[];
  testId: string;
  render: (item: T) => ReactNode;
}) => {
  const [shown, setShown] = useState(PAGE);
  const left = items.length - shown;
  return (
    <>
      <ul className="pt-list" data-testid={testId}>
        {items.slice(0, shown).map(render)}
      </ul>
      {left > 0 && (
        <Button variant="secondary" size="sm" className="pt-more" onClick={() => setShown((n) => n + PAGE)}>
          {left <= PAGE ? `Show the other ${left}` : `Show ${PAGE} more of ${left}`}
        </Button>
      )}
    </>
  );
};

const Neighbors = ({ subject, onUpgraded }: Props) => {
  const request = useRequest(`neighbors:${subject.propertyId}`, (signal) =>
    propertyApi.recentNeighbors(subject.propertyId, signal),
  );
  return (
    <ToolReply request={request} subject={subject} onUpgraded={onUpgraded} loading="Loading new neighbors">
      {(r) => (
        <>
          <Alert tone="warning" title="Important notice" className="pt-legal">
            {r.warning}
          </Alert>
          <div className="pt-tips">
            {[PROPERTY_TIPS.newNeighbors, PROPERTY_TIPS.keepingKidsSafe].map((t) => (
              <InfoTip key={t.label} label={t.label}>
                {t.text}
              </InfoTip>
            ))}
          </div>
          <p className="pt-muted pt-asof">
            People who moved {NEIGHBORHOOD_AREA}: {count(r.total)}.
          </p>
          {r.neighbors.length === 0 ? (
            <p className="pt-empty">No results found.</p>
          ) : (
            <Paged
              items={r.neighbors}
              testId="neighbors-list"
              render={(n) => (
                <li key={n.personId} className="pt-list__item">
                  <div className="pt-list__heading">
                    {n.fullName}
                    {n.age != null ? `, ${n.age}` : ''}
                  </div>
                  <div>
                    Moved in {reportMonthLabel(n.movedIn)} · {n.city}, {n.state} · {miles(n.distanceMiles)} away
                  </div>
                  <div className="pt-source">{sourceLine(n.source, n.recordedAt)}</div>
                </li>
              )}
            />
          )}
        </>
      )}
    </ToolReply>
  );
};

const LEVEL: Record<SchoolView['level'], string> = { elementary: 'Elementary', middle: 'Middle', high: 'High' };

const Lifestyle = ({ subject, onUpgraded }: Props) => {
  const walk = useRequest(`walk:${subject.propertyId}`, (signal) => propertyApi.walkScore(subject.propertyId, signal));
  const schools = useRequest(`schools:${subject.propertyId}`, (signal) =>
    propertyApi.schools(subject.propertyId, signal),
  );
  const id = useId();
  return (
    <>
      <section className="pt-block" aria-labelledby={`${id}-walk`}>
        <h3 id={`${id}-walk`} className="pt-h3">
          Walk score
        </h3>
        <ToolReply request={walk} subject={subject} onUpgraded={onUpgraded} loading="Loading the walk score">
          {({ walkScore: w }) => (
            <div className="pt-walk" data-testid="walk-score">
              <p className="pt-walk__score">
                <strong>{w.score}</strong>
                <span className="pt-muted"> / 100</span>
              </p>
              <div>
                <p className="pt-list__heading">{w.label}</p>
                <p>{w.description}</p>
                <p className="pt-source">{sourceLine(w.source, w.recordedAt)}</p>
              </div>
            </div>
          )}
        </ToolReply>
      </section>
      <section className="pt-block" aria-labelledby={`${id}-schools`}>
        <h3 id={`${id}-schools`} className="pt-h3">
          Nearby schools
        </h3>
        <ToolReply request={schools} subject={subject} onUpgraded={onUpgraded} loading="Loading schools">
          {({ schools: list }) =>
            list.length === 0 ? (
              <p className="pt-empty">No results found.</p>
            ) : (
              <div className="pt-table-wrap">
                <table className="pt-table pt-table--cards" data-testid="schools-list">
                  <caption className="tw-visually-hidden">Schools nearest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">School</th>
                      <th scope="col">Grades</th>
                      <th scope="col">Rating</th>
                      <th scope="col">Students</th>
                      <th scope="col">Distance</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((s) => (
                      <tr key={s.id}>
                        <th scope="row" data-label="School">
                          {s.name}
                          <span className="pt-muted">{LEVEL[s.level] ?? s.level}</span>
                          <span className="pt-source">{sourceLine(s.source, s.recordedAt)}</span>
                        </th>
                        <td data-label="Grades">{s.grades}</td>
                        <td data-label="Rating">{s.rating != null ? `${s.rating}/10` : MISSING}</td>
                        <td data-label="Students">
                          {count(s.enrollment)}
                          {s.studentTeacherRatio != null && (
                            <span className="pt-muted">{s.studentTeacherRatio}:1 per teacher</span>
                          )}
                        </td>
                        <td data-label="Distance">{miles(s.distanceMiles)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </ToolReply>
      </section>
    </>
  );
};

const KIND: Record<WatchFilingView['kind'], string> = {
  preForeclosure: 'Pre-foreclosure notice',
  foreclosure: 'Foreclosure',
  eviction: 'Eviction filing',
  lien: 'Lien',
};

const Watch = ({ subject, onUpgraded }: Props) => {
  const request = useRequest(`watch:${subject.propertyId}`, (signal) => propertyApi.watch(subject.propertyId, signal));
  return (
    <ToolReply request={request} subject={subject} onUpgraded={onUpgraded} loading="Loading neighbourhood filings">
      {(r) => (
        <>
          <p className="pt-muted pt-asof">
            Filings {NEIGHBORHOOD_AREA}: {count(r.total)}. Street names only, no house numbers.
          </p>
          {r.filings.length === 0 ? (
            <p className="pt-empty">No results found.</p>
          ) : (
            <Paged
              items={r.filings}
              testId="watch-list"
              render={(f) => (
                <li key={`${f.kind}-${f.date}-${f.streetName}-${f.distanceMiles}`} className="pt-list__item">
                  <div className="pt-list__heading">
                    {KIND[f.kind] ?? f.kind} · {mdy(f.date)}
                  </div>
                  <div>
                    {f.streetName}, {f.city} · {miles(f.distanceMiles)} away
                  </div>
                  <div className="pt-source">{sourceLine(f.source, f.recordedAt)}</div>
                </li>
              )}
            />
          )}
        </>
      )}
    </ToolReply>
  );
};

/**
 * The neighbourhood panel (001 section 2 "Neighbourhood tabs: Neighbors, Lifestyle, Watch"): new neighbors
 * under the legal warning against harassment, the walk score and the nearest schools, and the filings
 * (pre-foreclosures, foreclosures, evictions, liens) nearby; every fact with its source and date.
 */
export const NeighborhoodPanel = ({ subject, onUpgraded }: Props) => (
  <div className="pt-tool" data-testid="neighborhood-panel">
    <SubTabs label="Neighbourhood" tabs={TABS}>
      {(tab) =>
        tab === 'neighbors' ? (
          <Neighbors subject={subject} onUpgraded={onUpgraded} />
        ) : tab === 'lifestyle' ? (
          <Lifestyle subject={subject} onUpgraded={onUpgraded} />
        ) : (
          <Watch subject={subject} onUpgraded={onUpgraded} />
        )
      }
    </SubTabs>
  </div>
);
