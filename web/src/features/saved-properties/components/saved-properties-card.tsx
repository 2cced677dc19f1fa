import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';

/** The dashboard's way in to /saved-properties and /nearby (the app layer puts it on /dashboard). */
export const SavedPropertiesCard = () => (
  <Card title="Saved Properties">
    <p className="acc-muted">
      The properties you saved from their reports, the ones you viewed lately and those with new information.
    </p>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--tw-space-2)' }}>
      <LinkButton to="/saved-properties" variant="secondary">
        View Saved Properties
      </LinkButton>
      <LinkButton to="/nearby" variant="ghost">
        Find nearby properties
      </LinkButton>
    </div>
  </Card>
);
