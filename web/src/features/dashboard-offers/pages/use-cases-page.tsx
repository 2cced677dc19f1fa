import { Link } from 'react-router-dom';
import { USE_CASES } from '#core/search/use-cases.rules';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';
import '../dashboard-offers.css';

/** /dashboard/use-cases (000 sections 2 and 7): what members use the searches for, each with its search. */
export const UseCasesPage = () => (
  <PageContainer title="Use Cases" lead="Ways members use their searches, each with the search that does it.">
    <ul className="dof-grid" data-testid="use-cases">
      {USE_CASES.map((u) => (
        <li key={u.id}>
          <Card title={u.title} titleAs="h2" compact>
            <p>{u.description}</p>
            <Link to={u.href}>{u.action}</Link>
          </Card>
        </li>
      ))}
    </ul>
    <p className="dof-muted">
      Our reports may not be used to decide on employment, credit, insurance or tenant screening.
    </p>
  </PageContainer>
);
