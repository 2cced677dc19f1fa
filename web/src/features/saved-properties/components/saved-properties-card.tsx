import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';

/** The dashboard's way in to /saved-properties (the app layer puts it on /dashboard). */
export const SavedPropertiesCard = () => (
  <Card title="Saved Properties">
    <p className="acc-muted">
      The properties you saved from their reports, the ones you viewed lately and those with new information.
    </p>
    <LinkButton to="/saved-properties" variant="secondary">
      View Saved Properties
    </LinkButton>
  </Card>
);
