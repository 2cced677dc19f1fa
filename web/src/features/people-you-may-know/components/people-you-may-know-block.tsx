import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type PersonYouMayKnow,
  PYMK_ALL_CARDS_REMOVED_EVENT,
  PYMK_MONITOR_FAILED_LOG,
  PYMK_MONITOR_FAILED_TOAST,
  PYMK_MONITOR_REMOVE_DELAY_MS,
  PYMK_MONITOR_SUCCESS_TEXT,
  PYMK_REMOVE_ANIMATION_MS,
} from '#core/reports/people-you-may-know.schema';
import { AnchorButton, Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { HttpError } from '../../../lib/http/http-error';
import { logClient } from '../../../lib/http/logger';
import { useRequest } from '../../../lib/http/use-request';
import { makeToast, peopleYouMayKnowCardCount } from '../../../lib/layout.rules';
import { peopleYouMayKnowApi } from '../api/people-you-may-know-api';
import { prefersReducedMotion, useWindowWidth } from '../hooks/use-window-width';
import '../people-you-may-know.css';

type MonitorState = 'busy' | 'success';

/**
 * The dashboard's People You May Know cards (000 sections 2 and 4): name, age, address and the reason,
 * with Monitor and Remove. 3 to 5 cards by window width (peopleYouMayKnowCardCount). Monitor subscribes
 * the person's report to monitoring: the button reads "Success!" and the card goes after 500 ms; on error
 * a toast appears and the failure is logged. Remove animates the card out (200 ms, at once with reduced
 * motion) and sets it not shown; with none left the all-cards-removed event fires and the block hides.
 * Shown to members with suggestions only; the suggestions are made anew from the latest look-ups on load.
 */
export const PeopleYouMayKnowBlock = () => {
  const width = useWindowWidth();
  const loaded = useRequest('people-you-may-know', () => peopleYouMayKnowApi.refresh());
  const [items, setItems] = useState<PersonYouMayKnow[] | null>(null);
  const [hidden, setHidden] = useState(false);
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [monitor, setMonitor] = useState<Readonly<Record<string, MonitorState>>>({});
  const [toast, setToast] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (loaded.data) {
      setItems([...loaded.data.data]);
      setHidden(!loaded.data.showInDashboard);
    }
  }, [loaded.data]);
  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
    },
    [],
  );

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  // The member's removals (and monitored cards) emptied the list: the all-cards-removed event, once.
  const removedAny = useRef(false);
  useEffect(() => {
    if (items !== null && items.length === 0 && removedAny.current) {
      removedAny.current = false;
      window.dispatchEvent(new CustomEvent(PYMK_ALL_CARDS_REMOVED_EVENT));
    }
  }, [items]);

  const drop = useCallback((id: string) => {
    removedAny.current = true;
    setItems((list) => (list ? list.filter((p) => p.id !== id) : list));
    setLeaving((s) => {
      const n = new Set(s);
      n.delete(id);
      return n;
    });
  }, []);

  const remove = (p: PersonYouMayKnow) => {
    setLeaving((s) => new Set(s).add(p.id));
    void peopleYouMayKnowApi.remove(p.id).catch(() => undefined);
    later(() => drop(p.id), prefersReducedMotion() ? 0 : PYMK_REMOVE_ANIMATION_MS);
  };

  const monitorPerson = (p: PersonYouMayKnow) => {
    setMonitor((m) => ({ ...m, [p.id]: 'busy' }));
    peopleYouMayKnowApi.monitor(p.reportId).then(
      () => {
        setMonitor((m) => ({ ...m, [p.id]: 'success' }));
        // A monitored person is no longer a suggestion: set it not shown with the card's going.
        void peopleYouMayKnowApi.remove(p.id).catch(() => undefined);
        later(() => drop(p.id), PYMK_MONITOR_REMOVE_DELAY_MS);
      },
      (e: unknown) => {
        setMonitor(({ [p.id]: _, ...m }) => m);
        const t = makeToast({ msg: PYMK_MONITOR_FAILED_TOAST, type: 'error' });
        setToast(t.msg);
        later(() => setToast(null), t.delay);
        void logClient({
          level: 'error',
          message: PYMK_MONITOR_FAILED_LOG,
          details: { reportId: p.reportId, status: e instanceof HttpError ? e.status : 0 },
        });
      },
    );
  };

  const hide = () => {
    setHidden(true);
    void peopleYouMayKnowApi.hide().catch(() => undefined);
  };

  if (hidden || !items || items.length === 0) return null;
  const shown = items.slice(0, peopleYouMayKnowCardCount(width));

  return (
    <Card title="People You May Know" className="pymk" aria-label="People You May Know">
      <div className="pymk__head">
        <p className="pymk__muted">People linked to the reports you looked up.</p>
        <Button variant="ghost" size="sm" onClick={hide}>
          Hide
        </Button>
      </div>
      <ul className="pymk__cards">
        {shown.map((p) => {
          const state = monitor[p.id];
          return (
            <li key={p.id} className={`pymk-card${leaving.has(p.id) ? ' pymk-card--leaving' : ''}`}>
              <a
                className="pymk-card__name"
                href={p.reportUrl}
                onClick={() => void peopleYouMayKnowApi.clicked(p.id).catch(() => undefined)}
              >
                {p.name}
              </a>
              {p.age !== null && <span className="pymk-card__age">Age {p.age}</span>}
              <span className="pymk-card__address">{p.address}</span>
              <span className="pymk-card__reason">{p.reason}</span>
              <div className="pymk-card__actions">
                {p.canMonitor ? (
                  <Button
                    size="sm"
                    loading={state === 'busy'}
                    disabled={state === 'success'}
                    onClick={() => monitorPerson(p)}
                    aria-label={state === 'success' ? `${p.name}: monitoring` : `Monitor ${p.name}`}
                  >
                    {state === 'success' ? PYMK_MONITOR_SUCCESS_TEXT : 'Monitor'}
                  </Button>
                ) : (
                  // Monitoring needs the full report (the server decides, canMonitor): its page offers the unlock.
                  <AnchorButton size="sm" href={p.reportUrl} aria-label={`Unlock to monitor ${p.name}`}>
                    Unlock to monitor
                  </AnchorButton>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={leaving.has(p.id)}
                  onClick={() => remove(p)}
                  aria-label={`Remove ${p.name}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {toast && (
        <div className="pymk-toast" role="alert">
          {toast}
        </div>
      )}
    </Card>
  );
};
