import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { REPORT_STATUS, reversePhoneOfflineView, showOfflineOrderMessage } from '#core/reports/report-status.rules';
import { markReportSectionViewed, type ReportViewState, reportViewStateFrom } from '#core/reports/view-state.rules';
import { showUnlockFullReport } from '#core/shared/reports/access-level.rules';
import { Alert } from '../../../components/alert';
import { PageContainer } from '../../../components/page-container';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { DashboardSideNav } from '../../../lib/dashboard-nav/dashboard-side-nav';
import { sideNavShownOnReport } from '../../../lib/dashboard-nav/side-navigation.rules';
import { useSiteFlag } from '../../../lib/feature-flags';
import { HttpError } from '../../../lib/http/http-error';
import { logClient } from '../../../lib/http/logger';
import { useRequest } from '../../../lib/http/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { lazyPage } from '../../../lib/routing/lazy-page';
import { useSignedIn } from '../../../lib/session/session-store';
import { type ReportPayload, reportsApi } from '../api/reports-api';
import type { AddressSectionContext } from '../components/address-report';
import { ReportFavoriteStar } from '../components/favorite-toggle';
import { MonitorToggle } from '../components/monitor-toggle';
import { PdfActions } from '../components/pdf-actions';
import { ReportSectionBlock } from '../components/report-section-view';
import { ReportTabs } from '../components/report-tabs';
import { SavePropertyButton } from '../components/save-property-button';
import { UnlockButton } from '../components/unlock-button';
import { reportTabsOf, useReportTab } from '../hooks/use-report-tabs';
import { useScrollSpy } from '../hooks/use-scroll-spy';
import '../reports.css';
import '../address-report.css';

// The address report's tabs (comparables, market, neighbourhood, the property tools and their upgrade
// dialogs) load on demand: only address reports show them, so the other reports carry none of that code.
const loadAddressReport = () => import('../components/address-report');
const AddressTabPanel = lazyPage(loadAddressReport, 'AddressTabPanel');
const AddressPrintTabs = lazyPage(loadAddressReport, 'AddressPrintTabs');

/** Print layout: tells the opener frame the report is ready to print. */
const postPrintReady = () => {
  if (window.parent === window) return;
  setTimeout(() => window.parent.postMessage({ type: 'tw-report-ready' }, window.location.origin), 300);
};

/** Calls `onShown` once its Suspense boundary shows its content (the address tabs' code has arrived and rendered). */
const OnShown = ({ onShown }: { onShown: () => void }) => {
  useEffect(() => onShown(), [onShown]);
  return null;
};

type Loaded = { state: 'order'; reportStatus: number; type: string } | { state: 'ready'; report: ReportPayload };
type Load = { state: 'loading' } | { state: 'error'; message: string } | Loaded;

/** The count behind a section's placeholder rows (at least 1). */
const sectionCount = (r: ReportPayload, id: string): number => {
  const c = r.recordCounts;
  const by: Record<string, number | undefined> = {
    phones: c.phones,
    emails: c.emails,
    'address-history': c.addresses,
    'social-media': c.socialMedia,
    education: c.education,
    properties: c.properties,
    'work-business': (c.employment ?? 0) + (c.licenses ?? 0),
    finances: (c.bankruptcies ?? 0) + (c.liens ?? 0) + (c.judgments ?? 0),
    criminal: c.criminal,
    traffic: c.traffic,
  };
  // Address reports count by the section id in camelCase (tax-assessments: taxAssessments).
  return by[id] ?? c[id] ?? c[id.replace(/-([a-z])/g, (_, l: string) => l.toUpperCase())] ?? 1;
};

/** The reverse-phone offline page (000 sections 2, 4, 8): pending, noResult (not charged), complete (unavailable). */
const OfflineOrder = ({ reportStatus, type }: { reportStatus: number; type: string }) => {
  const v = reversePhoneOfflineView(reportStatus);
  return (
    <PageContainer
      width="narrow"
      title={v.status === 'pending' ? v.title : type === 'phone' ? 'Phone Report' : 'Report'}
    >
      <div className="rep-offline" data-status={v.status}>
        {v.status === 'pending' && (
          <p>
            <Spinner size="sm" label="" /> We are assembling this report. This page updates when it is ready.
          </p>
        )}
        {v.status === 'noResult' && (
          <>
            <p className="rep-offline__message">
              {type === 'phone'
                ? v.message
                : 'No results found for this search. You have not been charged for this report.'}
            </p>
            <p>This can happen when:</p>
            <ul>
              <li>We have no data for it in the sources we search</li>
              {type === 'phone' && <li>It is not a valid US phone number</li>}
              <li>The owner opted out of our search results</li>
            </ul>
          </>
        )}
        {v.status === 'complete' && <p className="rep-offline__message">{v.message}</p>}
      </div>
    </PageContainer>
  );
};

/** What the app tells the report page about its other pages. */
export type ReportPageLinks = {
  /** The /nearby page of a property; null (the link is hidden) while the app has no such route. */
  nearbyPageHref: ((propertyId: number) => string) | null;
};

/**
 * The universal report page /report (000 section 2; docs/decisions/0050). Query: id, fn, mn, ln, city,
 * state, type (background, phone, address, email, pdf), order, reportid, tab (address reports);
 * `unlock=1` after a checkout; `is-pdf-request=true` renders the print layout. Also mounted at
 * /dashboard/reports/:reportId. Titled "Loading Report" until the report is ready, then the subject's name.
 */
export const ReportPage = ({ links = { nearbyPageHref: null } }: { links?: ReportPageLinks }) => {
  const [params, setParams] = useSearchParams();
  const { reportId: historyId } = useParams();
  const signedIn = useSignedIn();
  const type = (params.get('type') ?? 'background').toLowerCase();
  const id = params.get('id') ?? '';
  const orderId = params.get('order');
  const reportRef = historyId ?? params.get('reportid');
  const isPdf = params.get('is-pdf-request') === 'true' || type === 'pdf';
  const wantsUnlock = params.get('unlock') === '1';

  // Loads again on another subject and after an unlock (reload); removing `unlock` from the URL does not.
  const request = useRequest(
    JSON.stringify([type, id, reportRef, orderId]),
    async (): Promise<Loaded> => {
      if (wantsUnlock && id) {
        await reportsApi.unlock(type === 'pdf' ? 'background' : type, id).catch(() => undefined);
        const next = new URLSearchParams(params);
        next.delete('unlock');
        setParams(next, { replace: true });
      }
      if (reportRef) {
        const order = await reportsApi.order(orderId, reportRef);
        if (order.reportStatus !== REPORT_STATUS.complete && showOfflineOrderMessage(order)) {
          return { state: 'order', reportStatus: order.reportStatus, type };
        }
        return { state: 'ready', report: await reportsApi.historyItem(reportRef) };
      }
      if (!id) throw new Error('Sorry, this report could not be found');
      const report = await reportsApi.view(type === 'pdf' ? 'background' : type, id);
      return report.reportStatus !== REPORT_STATUS.complete
        ? { state: 'order', reportStatus: report.reportStatus, type }
        : { state: 'ready', report };
    },
    { transition: true },
  );
  const load: Load = request.loading
    ? { state: 'loading' }
    : request.error
      ? { state: 'error', message: request.error instanceof Error ? request.error.message : 'Sorry, an error occurred' }
      : (request.data ?? { state: 'loading' });

  usePageTitle(
    load.state === 'ready' ? load.report.title || 'Report' : load.state === 'loading' ? 'Loading Report' : 'Report',
  );

  if (load.state === 'loading') {
    return (
      <PageContainer title="Loading Report">
        <Spinner label="Loading report" />
      </PageContainer>
    );
  }
  if (load.state === 'error') {
    return (
      <PageContainer width="narrow" title="Report">
        <Alert tone="error">{load.message}</Alert>
      </PageContainer>
    );
  }
  if (load.state === 'order') {
    // The footer shows once the report (background) or its progress (other types) is ready (000 section 2).
    return (
      <>
        <OfflineOrder reportStatus={load.reportStatus} type={load.type} />
        {load.type !== 'background' && <SiteFooter />}
      </>
    );
  }
  return (
    <ReportBody report={load.report} signedIn={signedIn} isPdf={isPdf} onUnlocked={request.reload} links={links} />
  );
};

const ReportBody = ({
  report,
  signedIn,
  isPdf,
  onUnlocked,
  links,
}: {
  report: ReportPayload;
  signedIn: boolean;
  isPdf: boolean;
  onUnlocked: () => void;
  links: ReportPageLinks;
}) => {
  // Address reports show their sections in tabs (001 section 2); a report whose sections name no tab shows them all.
  // The server leaves the comparables section out while its flag (bit 1024) is off; the page also
  // honours the visitor's own flags (an override cookie outside prod).
  const comparables = useSiteFlag('comparables');
  const tabs = useMemo(
    () => reportTabsOf(report.sections).filter((t) => t.id !== 'comparables' || comparables !== false),
    [report.sections, comparables],
  );
  const { active: activeTab, select: selectTab } = useReportTab(tabs);
  const navSections = activeTab ? activeTab.sections : report.sections;
  const ids = useMemo(() => navSections.map((s) => s.id), [navSections]);
  const viewState = useRef<ReportViewState>(reportViewStateFrom([]));

  useEffect(() => {
    viewState.current = reportViewStateFrom([]);
    if (!signedIn) return;
    reportsApi.viewState(report.reportId).then(
      (r) => {
        viewState.current = reportViewStateFrom([...r.viewedSections, ...viewState.current.savedThisSession]);
      },
      (e: unknown) =>
        void logClient({ level: 'warning', message: 'Report view state load failed', details: { error: String(e) } }),
    );
  }, [report.reportId, signedIn]);

  const onSeen = useCallback(
    (section: string) => {
      const { state, save } = markReportSectionViewed(viewState.current, section);
      viewState.current = state;
      if (save && signedIn) {
        reportsApi.saveViewState(report.reportId, save.section).catch(
          (e: unknown) =>
            void logClient({
              level: 'warning',
              message: 'Report view state save failed',
              details: { error: String(e) },
            }),
        );
      }
    },
    [report.reportId, signedIn],
  );
  const { active, scrollTo, recheck } = useScrollSpy(isPdf ? [] : ids, onSeen);
  // Print layout: ready once the report is on the page; an address report's tabs say so themselves, once shown.
  const tabbed = tabs.length > 0;
  useEffect(() => {
    if (isPdf && !tabbed) postPrintReady();
  }, [isPdf, tabbed]);
  const canUnlock = showUnlockFullReport(report.accessLevelName, report.unlock.kind !== 'none');
  const unlock = canUnlock ? (
    <UnlockButton offer={report.unlock} type={report.type} subjectId={report.subjectId} onUnlocked={onUnlocked} />
  ) : null;
  const addressCtx: AddressSectionContext = {
    reportType: report.type,
    subject: report.property ?? null,
    countOf: (sectionId) => sectionCount(report, sectionId),
    unlockButton: isPdf ? null : unlock,
    onUpgraded: onUnlocked,
    nearbyPageHref: links.nearbyPageHref,
  };

  const nav = isPdf ? null : (
    <nav className="rep-nav" aria-label={activeTab ? `${activeTab.label} sections` : 'Report sections'}>
      <ul>
        {navSections.map((s) => (
          <li key={s.id}>
            <a
              href={`#section-${s.id}`}
              className={active === s.id ? 'is-active' : undefined}
              onClick={(e) => {
                e.preventDefault();
                scrollTo(s.id);
              }}
            >
              {s.locked && <span className="rep-nav__lock" role="img" aria-label="locked" />}
              {s.title}
            </a>
          </li>
        ))}
      </ul>
      {canUnlock && <div className="rep-nav__unlock">{unlock}</div>}
    </nav>
  );
  const intro = (
    <>
      {signedIn && !isPdf && sideNavShownOnReport(report.type) && <DashboardSideNav />}
      <header className="rep-header">
        <p className="rep-header__kind">
          {report.type === 'background'
            ? 'Background report'
            : `${report.type[0]!.toUpperCase()}${report.type.slice(1)} report`}
        </p>
        <h1>{report.title}</h1>
        {report.subtitle && <p className="rep-header__sub">{report.subtitle}</p>}
        <p className="rep-header__promise">
          {report.accessLevelName === 'contactSocial'
            ? 'Your membership shows the contact and social sections. The counts on the locked sections are exactly what unlocking adds. Every fact names its source and the date it was recorded.'
            : report.isTeaser
              ? 'This preview shows exactly what the full report holds: the counts on each locked section are real. Every fact names its source and the date it was recorded.'
              : 'Every fact below names its source and the date it was recorded.'}
        </p>
        {!isPdf && signedIn && (
          <div className="rep-header__tools">
            {report.property && report.property.standing !== 'anonymous' && (
              <SavePropertyButton subject={report.property} onUpgraded={onUnlocked} />
            )}
            {report.reportHistoryId !== null && (
              <ReportFavoriteStar historyId={report.reportHistoryId} title={report.title} />
            )}
            {(report.canMonitor || report.isMonitored) && (
              <MonitorToggle
                reportId={report.reportId}
                reportHistoryId={report.reportHistoryId}
                initial={report.isMonitored}
              />
            )}
            {report.accessLevelName === 'full' && <PdfActions reportId={report.reportId} title={report.title} />}
          </div>
        )}
      </header>
      <Alert tone="info" className="rep-fcra" title="Not for FCRA purposes">
        {report.notice}
      </Alert>
    </>
  );

  // Address reports (001 section 2): the heading and the tabs across the page, the side navigation of the
  // active tab's sections beside its panel.
  if (activeTab && !isPdf) {
    return (
      <>
        <article className="rep-page rep-page--tabbed" data-access={report.accessLevelName}>
          <div className="rep-top">
            {intro}
            <ReportTabs tabs={tabs} active={activeTab.id} onSelect={selectTab} />
          </div>
          {nav}
          <div className="rep-main">
            <Suspense fallback={<Spinner label="Loading..." />}>
              <AddressTabPanel key={activeTab.id} tab={activeTab} ctx={addressCtx} />
              {/* The sections in view on arrival count as viewed, as on a page that had them at once. */}
              <OnShown onShown={recheck} />
            </Suspense>
          </div>
        </article>
        <SiteFooter />
      </>
    );
  }

  return (
    <>
      <div className={`rep-page${isPdf ? ' rep-page--print' : ''}`} data-access={report.accessLevelName}>
        {nav}
        <article className="rep-main">
          {intro}
          {tabs.length > 0 ? (
            <Suspense fallback={<Spinner label="Loading..." />}>
              <AddressPrintTabs sections={report.sections} ctx={addressCtx} />
              {isPdf && <OnShown onShown={postPrintReady} />}
            </Suspense>
          ) : (
            report.sections.map((s) => (
              <ReportSectionBlock
                key={s.id}
                section={s}
                reportType={report.type}
                count={sectionCount(report, s.id)}
                unlockButton={isPdf ? null : unlock}
              />
            ))
          )}
        </article>
      </div>
      {!isPdf && <SiteFooter />}
    </>
  );
};

/** Keeps an error from the request layer readable. */
export const reportErrorText = (e: unknown) => (e instanceof HttpError ? e.message : 'Sorry, an error occurred');
