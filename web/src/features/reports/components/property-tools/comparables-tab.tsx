import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ErrorSummary } from '../../../../components/error-summary';
import { toDisplayErrors } from '../../../../lib/forms/display-errors';
import { useRequest } from '../../../../lib/http/use-request';
import { isMobileWidth } from '../../../../lib/layout.rules';
import { type ComparablesFilter, type ComparablesReply, propertyApi } from '../../api/property-api';
import type { ReportPropertySubject } from '../../api/reports-api';
import { ComparablesFilterForm } from './comparables-filter-form';
import { InfoTip } from './info-tip';
import { PROPERTY_TIPS } from './property-tips';
import { asOfLine, bedsBathsSqFt, count, dollars, mdy, miles, perSqFt } from './tool-format';
import { ToolReply } from './tool-reply';
import './property-tools.css';

/** What a comparables search asks: the filter (none: the server's defaults) and the page. */
type ComparablesAsk = { filter: ComparablesFilter | null; page: number };

/** The comparables call of a subject (also the market panel's Comps tab). */
export const useComparables = (subject: ReportPropertySubject, ask: ComparablesAsk) =>
  useRequest(
    `comparables:${subject.propertyId}:${ask.page}:${JSON.stringify(ask.filter)}`,
    (signal) =>
      propertyApi.comparables(
        {
          propertyId: subject.propertyId,
          ...(ask.filter ? { filter: ask.filter } : {}),
          pagination: { page: ask.page },
        },
        signal,
      ),
    { keepPrevious: true },
  );

/** The averages of a comparables search (001 section 3 result): over every match, not one page. */
export const ComparablesSummary = ({ reply }: { reply: ComparablesReply }) => (
  <dl className="pt-figures" aria-label="Comparables averages">
    <div className="pt-figure">
      <dt>Average sale price</dt>
      <dd>{dollars(reply.averageSalePrice)}</dd>
    </div>
    <div className="pt-figure">
      <dt>Average price per sq ft</dt>
      <dd>{perSqFt(reply.averagePricePerSqFt)}</dd>
    </div>
    <div className="pt-figure">
      <dt>Average estimated value</dt>
      <dd>{dollars(reply.averageEstimatedValue)}</dd>
    </div>
    <div className="pt-figure">
      <dt>Comparables found</dt>
      <dd>{count(reply.totalProperties)}</dd>
    </div>
  </dl>
);

const ComparablesList = ({ reply }: { reply: ComparablesReply }) =>
  reply.properties.length === 0 ? (
    <p className="pt-empty">No results found.</p>
  ) : (
    <div className="pt-table-wrap">
      <table className="pt-table pt-table--cards" data-testid="comparables-list">
        <caption className="tw-visually-hidden">Comparable properties, closest first</caption>
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Beds / baths / sq ft</th>
            <th scope="col">Last sale</th>
            <th scope="col">$/sq ft</th>
            <th scope="col">Distance</th>
          </tr>
        </thead>
        <tbody>
          {reply.properties.map((p) => (
            <tr key={p.id} data-testid="comparable">
              <th scope="row" data-label="Address">
                {p.streetAddress}
                <span className="pt-muted">
                  {p.city}, {p.state} {p.zip}
                </span>
              </th>
              <td data-label="Beds / baths / sq ft">{bedsBathsSqFt(p)}</td>
              <td data-label="Last sale">
                {mdy(p.lastSaleDate)}
                <span className="pt-muted">{dollars(p.lastSaleAmount)}</span>
              </td>
              <td data-label="$/sq ft">{perSqFt(p.pricePerSqFt)}</td>
              <td data-label="Distance">{miles(p.distanceFromSubject)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

/** Pages of the list (001 section 2): first, previous, 'a-b of total', next and last; only with more than one page. */
const Pager = ({ reply, busy, onPage }: { reply: ComparablesReply; busy: boolean; onPage: (page: number) => void }) => {
  const { page, pages, limit, total } = reply.pagination;
  if (pages <= 1) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const go = (p: number) => () => {
    if (!busy && p !== page && p >= 1 && p <= pages) onPage(p);
  };
  return (
    <nav className="pt-pager" aria-label="Comparables pages">
      <Button size="sm" variant="ghost" onClick={go(1)} disabled={busy || page <= 1} aria-label="First page">
        «
      </Button>
      <Button size="sm" variant="ghost" onClick={go(page - 1)} disabled={busy || page <= 1} aria-label="Previous page">
        ‹
      </Button>
      <span className="pt-pager__range" aria-live="polite">
        {from}-{to} of {total}
      </span>
      <Button size="sm" variant="ghost" onClick={go(page + 1)} disabled={busy || page >= pages} aria-label="Next page">
        ›
      </Button>
      <Button size="sm" variant="ghost" onClick={go(pages)} disabled={busy || page >= pages} aria-label="Last page">
        »
      </Button>
    </nav>
  );
};

/**
 * The comparables tab (001 section 3 "Comparables"): the averages, the filter (prefilled with the
 * defaults the server applied: 0.5 mile, square feet ±20 %, sold in the last 12 months), the comparable
 * properties closest first and the pages. Members only: a 403 shows the upgrade gate.
 */
export const ComparablesTab = ({ subject, onUpgraded }: { subject: ReportPropertySubject; onUpgraded: () => void }) => {
  const [ask, setAsk] = useState<ComparablesAsk>({ filter: null, page: 1 });
  // Reset refills the form even when the defaults come back unchanged.
  const [resets, setResets] = useState(0);
  const request = useComparables(subject, ask);
  // The long filter form starts closed on a phone (under 728 px, 001 section 9), open on wider screens.
  const [filterOpen, setFilterOpen] = useState(() => !isMobileWidth(window.innerWidth));
  // With keepPrevious, a refused search (400) keeps the last list: its messages go to the form.
  const refused = request.data && request.error ? request.error : null;
  return (
    <div className="pt-tool" data-testid="comparables-tab">
      <ToolReply request={request} subject={subject} onUpgraded={onUpgraded} loading="Loading comparables">
        {(reply) => (
          <>
            <div className="pt-tips">
              {[PROPERTY_TIPS.whatAreComps, PROPERTY_TIPS.whoUsesComps].map((t) => (
                <InfoTip key={t.label} label={t.label}>
                  {t.text}
                </InfoTip>
              ))}
            </div>
            <ComparablesSummary reply={reply} />
            <details
              className="pt-filter-box"
              open={filterOpen}
              onToggle={(e) => setFilterOpen(e.currentTarget.open)}
              data-testid="comparables-filter-box"
            >
              <summary>Filter comparables</summary>
              <ComparablesFilterForm
                key={`${resets}:${JSON.stringify(reply.filter)}`}
                resolved={reply.filter}
                busy={request.loading}
                serverErrors={toDisplayErrors(refused)}
                onApply={(filter) => setAsk({ filter, page: 1 })}
                onReset={() => {
                  setResets((n) => n + 1);
                  setAsk({ filter: null, page: 1 });
                }}
              />
            </details>
            <ErrorSummary error={refused} fields={['*']} />
            <p className="pt-muted pt-asof">
              {reply.totalProperties === 1 ? '1 comparable' : `${count(reply.totalProperties)} comparables`}, closest
              first. {asOfLine(reply.asOf)}.
            </p>
            <div aria-busy={request.loading || undefined}>
              <ComparablesList reply={reply} />
            </div>
            <Pager reply={reply} busy={request.loading} onPage={(page) => setAsk((a) => ({ ...a, page }))} />
          </>
        )}
      </ToolReply>
    </div>
  );
};
