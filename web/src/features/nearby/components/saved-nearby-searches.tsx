import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/card';
import { useRequest } from '../../../lib/http/use-request';
import { nearbySearchApi } from '../api/nearby-search-api';
import '../nearby.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The dashboard's 'Saved Nearby Searches' block (001 sections 2 and 3 "Saved search history item"):
 * each saved nearby search with its title, type and date, a link that runs it again and Delete. The
 * app layer puts it on /dashboard next to the search history, under the #saved-searches anchor.
 */
export const SavedNearbySearches = () => {
  const list = useRequest('nearby-saved-searches', (signal) => nearbySearchApi.savedSearches(signal), {
    keepPrevious: true,
  });
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const rows = (list.error ? [] : (list.data ?? [])).filter((s) => !deleted.has(s.id));
  const remove = async (id: string) => {
    setBusy(id);
    try {
      await nearbySearchApi.deleteSavedSearch(id);
      setDeleted((d) => new Set([...d, id]));
    } catch (e) {
      console.error('Tracewell: deleting the saved nearby search failed', e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      title="Saved Nearby Searches"
      id="saved-nearby-searches"
      aria-label="Saved Nearby Searches"
      data-testid="saved-nearby-searches"
    >
      {list.loading && !list.data ? (
        <p className="acc-muted">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="acc-muted">
          No saved nearby searches yet. <Link to="/nearby">Find nearby properties</Link> and choose Save Search.
        </p>
      ) : (
        <ul className="nb-saved-list">
          {rows.map((s) => (
            <li key={s.id} className="nb-saved-list__item">
              <span className="nb-saved-list__title">{s.title}</span>
              <span className="acc-muted">
                {s.searchTypeEnumTitle} · {day(s.insertDate)}
              </span>
              <span className="nb-saved-list__actions">
                <Link to={s.searchUrl}>Search Again</Link>
                <button
                  type="button"
                  className="nb-link-btn"
                  disabled={busy === s.id}
                  aria-label={`Delete saved search ${s.title}`}
                  onClick={() => void remove(s.id)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
