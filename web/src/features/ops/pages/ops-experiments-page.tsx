import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { isHttpError } from '../../../lib/http/http-error';
import { useRequest } from '../../../lib/http/use-request';
import { opsApi } from '../api/ops-api';
import { OpsGate, OpsNav } from '../components/ops-gate';
import '../ops.css';

const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`);

/**
 * /ops/experiments: each experiment (002 section 2.5) with its variants, exposures, conversions,
 * conversion rate and its 95 % Wilson interval, and a note comparing each variant with the control; an
 * operator starts or stops an experiment here (who and when are shown), effective at the next page load.
 */
export const OpsExperimentsPage = () => {
  const req = useRequest('ops-experiments', (signal) => opsApi.experiments(signal));
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = (key: string, active: boolean) => {
    setBusy(key);
    setFailure(null);
    opsApi
      .setExperimentActive(key, active)
      .then(req.reload, (e: unknown) => setFailure(isHttpError(e) ? e.message : 'Sorry, an error occurred'))
      .finally(() => setBusy(null));
  };
  return (
    <PageContainer width="wide" title="Experiments" className="ops-page">
      <OpsNav />
      <OpsGate path="/ops/experiments" loading={req.loading} error={req.error}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {req.data?.experiments.length === 0 && <p>No experiments are defined.</p>}
        {req.data?.experiments.map((x) => (
          <section key={x.key} className="ops-experiment" aria-labelledby={`x-${x.key}`}>
            <h2 id={`x-${x.key}`}>
              {x.name}{' '}
              <span className="ops-muted">
                ({x.key}, on {x.path})
              </span>
            </h2>
            <p className="ops-experiment__state" data-testid={`experiment-state-${x.key}`}>
              <strong>{x.active ? 'Running' : 'Not running'}</strong>
              {x.changedBy && x.changedAt
                ? ` (${x.active ? 'started' : 'stopped'} by ${x.changedBy}, ${new Date(x.changedAt).toLocaleString()})`
                : ''}{' '}
              <Button
                size="sm"
                variant={x.active ? 'secondary' : 'primary'}
                loading={busy === x.key}
                onClick={() => toggle(x.key, !x.active)}
              >
                {x.active ? 'Stop' : 'Start'} {x.name}
              </Button>
            </p>
            <div className="ops-table-wrap">
              <table className="ops-table" data-testid={`experiment-${x.key}`}>
                <caption className="tw-visually-hidden">Variants of {x.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Variant</th>
                    <th scope="col">Shows</th>
                    <th scope="col">Weight</th>
                    <th scope="col">Exposures</th>
                    <th scope="col">Conversions</th>
                    <th scope="col">Rate</th>
                    <th scope="col">95 % interval</th>
                    <th scope="col">Compared with the control</th>
                  </tr>
                </thead>
                <tbody>
                  {x.variants.map((v) => (
                    <tr key={v.variant}>
                      <th scope="row">{v.variant}</th>
                      <td>{v.content}</td>
                      <td>{v.weight}</td>
                      <td>{v.exposures}</td>
                      <td>{v.conversions}</td>
                      <td>{pct(v.rate)}</td>
                      <td>{v.interval ? `${pct(v.interval.low)} to ${pct(v.interval.high)}` : '–'}</td>
                      <td>{v.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <p className="ops-muted">
          Conversion: a completed checkout after the visitor saw the variant. Each visitor counts once. The interval is
          the Wilson score interval; the note is a two-proportion z-test, a guide rather than a stopping rule.
        </p>
      </OpsGate>
    </PageContainer>
  );
};
