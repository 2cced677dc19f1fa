import { useState } from 'react';
import { Button } from '../../../components/button';
import { nearbySearchApi, type SaveNearbySearchBody } from '../api/nearby-search-api';

/** The confirmation after a saved search (001 section 4: "a confirmation panel"; our words). */
export const SEARCH_SAVED_MESSAGE = 'Search saved. We will e-mail you when new properties match.';

/**
 * Save Search (001 sections 4 and 8): a spinner while the request runs, then a confirmation panel. A
 * failure is silent, with a console error only.
 */
export const SaveSearchButton = ({
  body,
  disabled,
}: {
  body: () => SaveNearbySearchBody | null;
  disabled: boolean;
}) => {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const save = async () => {
    const payload = body();
    if (!payload) return;
    setState('saving');
    try {
      await nearbySearchApi.saveSearch(payload);
      setState('saved');
    } catch (e) {
      console.error('Tracewell: saving the nearby search failed', e);
      setState('idle');
    }
  };
  return (
    <div className="nb-save-search">
      <Button variant="accent" loading={state === 'saving'} disabled={disabled} onClick={() => void save()}>
        Save Search
      </Button>
      {state === 'saved' && (
        <div className="nb-save-search__done" role="status" data-testid="search-saved">
          <p>{SEARCH_SAVED_MESSAGE}</p>
          <button type="button" className="nb-link-btn" onClick={() => setState('idle')}>
            Close
          </button>
        </div>
      )}
    </div>
  );
};
