import { createPortal } from 'react-dom';
import { SavePropertyToggle } from '../../../components/save-property-toggle';
import type { ReportPropertySubject } from '../api/reports-api';
import { UpgradeDialog } from './property-tools/upgrade-dialog';

/**
 * The address report's save toggle (001 section 4 "Saving a property"): the shared toggle with the
 * property tools' upgrade and paused-account dialogs for a free or paused member. 'Modify List' of the
 * Limit Reached modal opens /saved-properties with the way back to this report.
 */
export const SavePropertyButton = ({
  subject,
  onUpgraded,
}: {
  subject: ReportPropertySubject;
  onUpgraded: () => void;
}) => {
  const address = `${subject.line1}, ${subject.city}, ${subject.state} ${subject.zip}`;
  const locked = subject.standing === 'free' || subject.standing === 'paused' ? subject.standing : null;
  return (
    <SavePropertyToggle
      propertyId={subject.propertyId}
      initialSaved={subject.isSaved}
      locked={locked}
      modifyListHref={`/saved-properties?from=${subject.propertyId}&address=${encodeURIComponent(address)}`}
      renderUpgrade={({ isPaused, onClose }) =>
        createPortal(<UpgradeDialog isPaused={isPaused} onClose={onClose} onUpgraded={onUpgraded} />, document.body)
      }
    />
  );
};
