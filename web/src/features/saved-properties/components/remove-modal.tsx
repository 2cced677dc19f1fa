import { useState } from 'react';
import { removeSavedPropertiesQuestion, savedPropertiesRemovedMessage } from '#core/property/saved-properties.rules';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { Modal } from '../../../components/modal';

/**
 * The Remove modal (001 sections 2 and 4): the question, 'Yes, Remove' and 'Cancel'; on yes the page drops
 * the rows at once and sends the removal (`onConfirm`), then '{n} Properties Removed' and Close.
 */
export const RemoveModal = ({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) => {
  const [phase, setPhase] = useState<'confirm' | 'busy' | 'done'>('confirm');
  const [error, setError] = useState<unknown>(null);
  const [removed, setRemoved] = useState(count);
  const yes = () => {
    setPhase('busy');
    setRemoved(count);
    onConfirm().then(
      () => setPhase('done'),
      (e: unknown) => {
        setError(e);
        setPhase('confirm');
      },
    );
  };
  return (
    <Modal title="Remove Properties" onClose={onClose} testId="remove-modal">
      {phase === 'done' ? (
        <>
          <p role="status">{savedPropertiesRemovedMessage(removed)}</p>
          <div className="sp-modal-actions">
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      ) : (
        <>
          <p>{removeSavedPropertiesQuestion(count)}</p>
          {error ? <ErrorSummary error={error} /> : null}
          <div className="sp-modal-actions">
            <Button variant="danger" onClick={yes} loading={phase === 'busy'}>
              Yes, Remove
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={phase === 'busy'}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
};
