import { Link } from 'react-router-dom';
import type { SearchUseCase } from '#core/search/use-cases.rules';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { http } from '../../../lib/http/http';
import { useRequest } from '../../../lib/http/use-request';
import '../dashboard-offers.css';

/** /dashboard/use-cases (000 sections 2 and 7 "use cases"): what members use the searches for, each with its search. */
export const UseCasesPage = () => {
  const req = useRequest('use-cases', (signal) =>
    http.get<{ useCases: SearchUseCase[] }>('/api/use-cases', { signal }).then((r) => r.useCases),
  );
  return (
    <PageContainer title="Use Cases" lead="Ways members use their searches, each with the search that does it.">
      {req.error ? (
        <ErrorSummary error={req.error} />
      ) : !req.data ? (
        <Spinner label="Loading..." />
      ) : (
        <ul className="dof-grid" data-testid="use-cases">
          {req.data.map((u) => (
            <li key={u.id}>
              <Card title={u.title} titleAs="h2" compact>
                <p>{u.description}</p>
                <Link to={u.href}>{u.action}</Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="dof-muted">
        Our reports may not be used to decide on employment, credit, insurance or tenant screening.
      </p>
    </PageContainer>
  );
};
