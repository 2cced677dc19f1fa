import { PageContainer } from '../../../components/page-container';
import { useRequest } from '../../../lib/http/use-request';
import { opsApi } from '../api/ops-api';
import { OpsGate, OpsNav } from '../components/ops-gate';
import '../ops.css';

const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`);

/**
 * /ops/experiments: each experiment (002 section 2.5) with its variants, exposures, conversions,
 * conversion rate and its 95 % Wilson interval, and a note comparing each variant with the control.
 */
export const OpsExperimentsPage = () => {
  const req = useRequest('ops-experiments', (signal) => opsApi.experiments(signal));
  return (
    <PageContainer width="wide" title="Experiments" className="ops-page">
      <OpsNav />
      <OpsGate path="/ops/experiments" loading={req.loading} error={req.error}>
        {req.data?.experiments.length === 0 && <p>No experiments are defined.</p>}
        {req.data?.experiments.map((x) => (
          <section key={x.key} className="ops-experiment" aria-labelledby={`x-${x.key}`}>
            <h2 id={`x-${x.key}`}>
              {x.name}{' '}
              <span className="ops-muted">
                ({x.key}, on {x.path}
                {x.active ? '' : ', stopped'})
              </span>
            </h2>
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
