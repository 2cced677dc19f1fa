import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { dataWarningShown } from '#core/accounts/data-warning.rules';
import { shortDisplayName } from '#core/accounts/display-name.rules';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { http } from '../../../lib/http/http';
import { useRequest } from '../../../lib/http/use-request';
import { DataWarningBanner } from '../components/data-warning-banner';
import { PasswordModal } from '../components/password-modal';
import { useDashboardUser } from '../hooks/use-dashboard-user';
import '../accounts.css';

type Searches = {
  searches: { title: string; subtitle: string; lastRun: string; searchUrl?: string }[];
  totalSearches: number;
  page: number;
  totalPages: number;
};

/**
 * /dashboard: greeting, account link, search history, plus the blocks other features contribute
 * (e.g. Recent reports) and the saved searches shown under the history. Features never import each other: the app layer passes their blocks in.
 */
export const DashboardPage = ({ blocks, savedSearches }: { blocks?: ReactNode; savedSearches?: ReactNode }) => {
  const { user, error } = useDashboardUser();
  const [page, setPage] = useState(1);
  // The current page stays on screen while the next one loads; a failed load shows no history.
  const history = useRequest(
    user ? `searches:${page}` : null,
    // Searches this browser made before signing in join the history first (docs/decisions/0081).
    (signal) =>
      (page === 1
        ? http.post('/dashboard/api/searches/claim-visitor', {}).catch(() => undefined)
        : Promise.resolve()
      ).then(() => http.get<Searches>('/dashboard/api/searches', { query: { page, limit: 5 }, signal })),
    { keepPrevious: true },
  );
  const searches = history.error ? null : history.data;

  if (!user) {
    return (
      <PageContainer title="Dashboard">
        {error !== null && error !== undefined && <DataWarningBanner onRefresh={() => window.location.reload()} />}
        {error ? <ErrorSummary error={error} /> : <Spinner label="Loading..." />}
      </PageContainer>
    );
  }
  return (
    <PageContainer
      title={`Welcome, ${shortDisplayName(user.firstName, user.lastName) || 'back'}`}
      className="acc-dashboard"
    >
      <PasswordModal user={user} />
      {dataWarningShown({ searchesFailed: history.error !== null, userFailed: false }) && (
        <DataWarningBanner onRefresh={history.reload} />
      )}
      <div className="acc-grid acc-grid--blocks">
        <Card title="Your Account">
          <p>
            {user.name.fullName}
            <br />
            <span className="acc-muted">{user.email}</span>
          </p>
          <LinkButton to="/dashboard/account" variant="secondary">
            Manage account
          </LinkButton>
        </Card>
        {blocks}
        {/* /dashboard#saved-searches (001 section 2) lands on the history and the saved searches below it. */}
        <div id="saved-searches" className="acc-saved-searches">
          <Card title="Search History">
            {!searches && history.loading ? (
              <Spinner size="sm" label="Loading searches" />
            ) : !searches || searches.totalSearches === 0 ? (
              <p className="acc-muted">No searches yet. Use the search box at the top of the page to start.</p>
            ) : (
              <>
                <table className="acc-table">
                  <thead>
                    <tr>
                      <th>Search</th>
                      <th>Last Searched</th>
                      <th>
                        <span className="tw-visually-hidden">Action</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {searches.searches.map((s) => (
                      <tr key={`${s.searchUrl}${s.lastRun}`}>
                        <td>
                          {s.title}
                          <br />
                          <small className="acc-muted">{s.subtitle}</small>
                        </td>
                        <td>
                          {new Date(s.lastRun).toLocaleDateString('en-US', {
                            month: 'short',
                            day: 'numeric',
                            year: 'numeric',
                          })}
                        </td>
                        <td>{s.searchUrl && <Link to={s.searchUrl}>Search Again</Link>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {searches.totalPages > 1 && (
                  <div className="acc-pager">
                    <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Previous
                    </button>
                    <span>
                      Page {searches.page} of {searches.totalPages}
                    </span>
                    <button type="button" disabled={page >= searches.totalPages} onClick={() => setPage(page + 1)}>
                      See More
                    </button>
                  </div>
                )}
              </>
            )}
          </Card>
          {savedSearches}
        </div>
      </div>
    </PageContainer>
  );
};
