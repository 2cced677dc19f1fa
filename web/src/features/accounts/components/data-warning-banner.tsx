import { DATA_WARNING_TEXT } from '#core/accounts/data-warning.rules';
import { Alert } from '../../../components/alert';
import './data-warning-banner.css';

/**
 * The data-warning banner (000 section 8), shown when the searches or user call fails: "click here"
 * loads the data again.
 */
export const DataWarningBanner = ({ onRefresh }: { onRefresh: () => void }) => (
  <Alert tone="warning" className="acc-data-warning">
    <span data-testid="data-warning">
      {DATA_WARNING_TEXT.before}
      <button type="button" className="acc-data-warning__link" onClick={onRefresh}>
        {DATA_WARNING_TEXT.link}
      </button>
      {DATA_WARNING_TEXT.after}
    </span>
  </Alert>
);
