import { useState } from 'react';
import type { SiteFlagOverview } from '#core/shell/feature-flags.rules';
import { SITE_ENVIRONMENT_KINDS } from '#core/shell/feature-flags.rules';
import { type SiteEnvironmentKind, siteEnvironmentKind } from '#core/shell/flags.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { HttpError } from '../../../lib/http/http-error';
import { useRequest } from '../../../lib/http/use-request';
import { type FlagChange, opsApi } from '../api/ops-api';
import { OpsGate, OpsNav } from '../components/ops-gate';
import '../ops.css';

const KIND_LABEL: Record<SiteEnvironmentKind, string> = {
  dev: 'dev',
  review: 'review (qa1-qa10)',
  stage: 'stage',
  prod: 'prod',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');
const rule = (r: FlagChange['after'] | null) =>
  r === null
    ? 'default'
    : `${r.environments.length ? r.environments.join(', ') : 'nowhere'}${r.goLive ? `; go-live ${when(r.goLive)}` : ''}`;

/** The datetime-local value of an ISO instant, in the browser's time zone. */
const localInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * /ops/flags: the 11 site flags (002 section 9) with the environments each is on in, its state in each
 * kind of environment and here, a switch for this environment, the go-live, and the audit trail. A change
 * is stored at once and shows on the next page load of every visitor.
 */
export const OpsFlagsPage = () => {
  const req = useRequest('ops-flags', (signal) => opsApi.flags(signal), { keepPrevious: true });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const here = req.data ? siteEnvironmentKind(req.data.environment) : null;

  const save = async (
    f: SiteFlagOverview,
    environments: SiteEnvironmentKind[],
    goLive: string | null,
    what: string,
  ) => {
    setBusy(f.flag);
    setError(null);
    setSaved(null);
    try {
      await opsApi.updateFlag(f.flag, { environments, goLive });
      setSaved(`${f.flag}: ${what}`);
      req.reload();
    } catch (e) {
      setError(e instanceof HttpError ? (Object.values(e.errors).flat()[0] ?? e.message) : 'Sorry, an error occurred');
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageContainer width="wide" title="Feature flags" className="ops-page">
      <OpsNav />
      <OpsGate path="/ops/flags" loading={req.loading} error={req.error}>
        {req.data && here && (
          <>
            <p>
              This server runs as <strong>{req.data.environment}</strong> ({KIND_LABEL[here]}). A flag is on where its
              environments are ticked, or everywhere from its go-live. Visitors outside prod may override a flag with a{' '}
              <code>tw_ff_&lt;flag&gt;</code> cookie; campaign links may turn flags on for an hour.
            </p>
            {error && <Alert tone="error">{error}</Alert>}
            {saved && <Alert tone="success">Saved. {saved}</Alert>}
            <div className="ops-table-wrap">
              <table className="ops-table">
                <caption className="tw-visually-hidden">Site feature flags</caption>
                <thead>
                  <tr>
                    <th scope="col">Flag</th>
                    <th scope="col">Bit</th>
                    {SITE_ENVIRONMENT_KINDS.map((k) => (
                      <th scope="col" key={k}>
                        {k}
                      </th>
                    ))}
                    <th scope="col">Here</th>
                    <th scope="col">Go-live</th>
                    <th scope="col">Last change</th>
                  </tr>
                </thead>
                <tbody>
                  {req.data.flags.map((f) => (
                    <FlagRow key={f.flag} f={f} here={here} busy={busy === f.flag} onSave={save} />
                  ))}
                </tbody>
              </table>
            </div>
            <h2>Changes</h2>
            {req.data.audit.length === 0 ? (
              <p>No flag has been changed yet: every flag follows its default.</p>
            ) : (
              <table className="ops-table" data-testid="flag-audit">
                <caption className="tw-visually-hidden">Flag changes, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Flag</th>
                    <th scope="col">By</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {req.data.audit.map((c) => (
                    <tr key={`${c.changedAt}-${c.flag}-${rule(c.after)}`}>
                      <td>{when(c.changedAt)}</td>
                      <td>{c.flag}</td>
                      <td>{c.changedBy}</td>
                      <td>{rule(c.before)}</td>
                      <td>{rule(c.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </OpsGate>
    </PageContainer>
  );
};

const FlagRow = ({
  f,
  here,
  busy,
  onSave,
}: {
  f: SiteFlagOverview;
  here: SiteEnvironmentKind;
  busy: boolean;
  onSave: (f: SiteFlagOverview, environments: SiteEnvironmentKind[], goLive: string | null, what: string) => void;
}) => {
  const [goLive, setGoLive] = useState(localInput(f.goLive));
  const envs = [...f.environments];
  const toggle = (k: SiteEnvironmentKind) =>
    envs.includes(k) ? envs.filter((e) => e !== k) : SITE_ENVIRONMENT_KINDS.filter((e) => e === k || envs.includes(e));
  const inputId = `golive-${f.flag}`;
  return (
    <tr data-testid={`flag-${f.flag}`}>
      <th scope="row">
        {f.flag}
        {!f.stored && <span className="ops-muted"> (default)</span>}
      </th>
      <td>{f.bit}</td>
      {SITE_ENVIRONMENT_KINDS.map((k) => (
        <td key={k}>
          <label className="ops-env">
            <input
              type="checkbox"
              checked={envs.includes(k)}
              disabled={busy}
              onChange={() => onSave(f, toggle(k), f.goLive, `${envs.includes(k) ? 'off' : 'on'} in ${k}`)}
              aria-label={`${f.flag} on in ${k}`}
            />
            <span className={f.states[k] ? 'ops-on' : 'ops-off'}>{f.states[k] ? 'On' : 'Off'}</span>
          </label>
        </td>
      ))}
      <td>
        <span className={f.enabledHere ? 'ops-on' : 'ops-off'}>{f.enabledHere ? 'On' : 'Off'}</span>{' '}
        <Button
          size="sm"
          variant={f.enabledHere ? 'secondary' : 'primary'}
          loading={busy}
          onClick={() => onSave(f, toggle(here), f.goLive, `${envs.includes(here) ? 'off' : 'on'} in ${here}`)}
          data-testid={`toggle-${f.flag}`}
        >
          Turn {envs.includes(here) ? 'off' : 'on'}
          <span className="tw-visually-hidden">
            {' '}
            {f.flag} in {here}
          </span>
        </Button>
      </td>
      <td>
        <div className="ops-golive">
          <label htmlFor={inputId} className="tw-visually-hidden">
            Go-live of {f.flag}
          </label>
          <input id={inputId} type="datetime-local" value={goLive} onChange={(e) => setGoLive(e.target.value)} />
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || goLive === ''}
            onClick={() => onSave(f, envs, new Date(goLive).toISOString(), `go-live ${goLive}`)}
          >
            Set
          </Button>
          {f.goLive && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setGoLive('');
                onSave(f, envs, null, 'go-live cleared');
              }}
            >
              Clear
            </Button>
          )}
        </div>
      </td>
      <td className="ops-muted">{f.updatedBy ? `${f.updatedBy}, ${when(f.updatedAt)}` : ''}</td>
    </tr>
  );
};
