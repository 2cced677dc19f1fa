import { useState } from 'react';
import { exportSavedPropertiesQuestion, SAVED_PROPERTIES_EXPORT_DONE } from '#core/property/saved-properties.rules';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { Modal } from '../../../components/modal';
import {
  downloadBlob,
  type SavedPropertiesExportBody,
  savedPropertiesApi,
  xlsxBlobOf,
} from '../../../lib/saved-properties-api';

/**
 * The Export modal (001 sections 2 and 4): confirm, loading (the button disabled with a spinner), then
 * finished. The reply's base64 content is decoded into a Blob and downloaded under its file name.
 */
export const ExportModal = ({
  count,
  body,
  onClose,
}: {
  count: number;
  body: SavedPropertiesExportBody;
  onClose: () => void;
}) => {
  const [phase, setPhase] = useState<'confirm' | 'loading' | 'done'>('confirm');
  const [error, setError] = useState<unknown>(null);
  const yes = () => {
    setPhase('loading');
    setError(null);
    savedPropertiesApi.exportXlsx(body).then(
      (reply) => {
        downloadBlob(xlsxBlobOf(reply.content), reply.fileName);
        setPhase('done');
      },
      (e: unknown) => {
        setError(e);
        setPhase('confirm');
      },
    );
  };
  return (
    <Modal title="Export Properties" onClose={onClose} testId="export-modal">
      {phase === 'done' ? (
        <>
          <p role="status">{SAVED_PROPERTIES_EXPORT_DONE}</p>
          <div className="sp-modal-actions">
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      ) : (
        <>
          <p>{exportSavedPropertiesQuestion(count)}</p>
          {error ? <ErrorSummary error={error} /> : null}
          <div className="sp-modal-actions">
            <Button onClick={yes} loading={phase === 'loading'}>
              Yes, download
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={phase === 'loading'}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
};
