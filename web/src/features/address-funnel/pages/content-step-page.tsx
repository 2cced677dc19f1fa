import {
  ADDRESS_FUNNEL_STEP_SECTIONS,
  type AddressFunnelContentStep,
  isComparablesSubjectFact,
} from '#core/address-funnel/address-funnel-steps.rules';
import type { AddressFunnelVersion } from '#core/shell/funnel.rules';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { LoadingBlock } from '../../../components/spinner';
import { useSiteFlag } from '../../../lib/feature-flags';
import { useRequest } from '../../../lib/http/use-request';
import { addressFunnelApi, type FunnelData } from '../api/address-funnel-api';
import { FunnelFrame } from '../components/funnel-frame';
import { FunnelGate } from '../components/funnel-gate';
import { PreviewSections } from '../components/preview-sections';

const LEADS: Record<AddressFunnelContentStep, string> = {
  records: 'What the public records hold about this property.',
  ownership: 'Who owns and lives at this address, as far as the records show.',
  deeds: 'Deeds, mortgages, tax assessments and other documents recorded for this property.',
  sales: 'Recorded sales and listings of this property.',
  comparables: 'Comparable properties are compared against these facts of the property.',
};

/** How many comparables the tool's default search finds: a count, the list is the members' tool. */
const ComparablesCount = ({ propertyId, on }: { propertyId: number; on: boolean | undefined }) => {
  const count = useRequest(on ? `comparables:${propertyId}` : null, (signal) =>
    addressFunnelApi.comparables(propertyId, signal),
  );
  if (on === false)
    return (
      <Alert tone="info" title="Comparables">
        The comparables tool is not available at the moment.
      </Alert>
    );
  if (!count.data) return count.error ? null : <LoadingBlock message="Counting comparable sales…" />;
  const { totalProperties: n, distanceMiles, lastSaleFrom } = count.data;
  return (
    <section
      className="af-section af-count tw-card"
      aria-labelledby="af-comparables-count"
      data-testid="comparables-count"
    >
      <h2 id="af-comparables-count" className="af-section__title">
        {n === 0 ? 'No comparable sales found' : `${n} comparable ${n === 1 ? 'sale' : 'sales'} found`}
      </h2>
      <p>
        Properties within {distanceMiles} mile of this address that sold
        {lastSaleFrom ? ` since ${lastSaleFrom}` : ''}, by the comparables tool's standard search. Members see each one
        with its sale price, size and distance, and the averages.
      </p>
    </section>
  );
};

/** The records a step shows: the address preview of the stored property (none when the preview failed). */
const StepRecords = ({ step, propertyId }: { step: AddressFunnelContentStep; propertyId: number }) => {
  const comparablesOn = useSiteFlag('comparables');
  const preview = useRequest(propertyId > 0 ? `preview:${propertyId}` : null, (signal) =>
    addressFunnelApi.preview(propertyId, signal),
  );
  if (propertyId === 0 || preview.data?.report.reportStatus === 3)
    return (
      <Alert tone="warning" title="No property records found">
        We could not find property records for this address in the sources we searched. You can still continue, or go
        back and check the address.
      </Alert>
    );
  if (preview.error) return <ErrorSummary error={preview.error} />;
  if (!preview.data) return <LoadingBlock message="Loading property records…" />;
  return (
    <>
      {step === 'comparables' && <ComparablesCount propertyId={propertyId} on={comparablesOn} />}
      <PreviewSections
        report={preview.data.report}
        ids={ADDRESS_FUNNEL_STEP_SECTIONS[step]}
        {...(step === 'comparables' ? { itemFilter: isComparablesSubjectFact } : {})}
      />
    </>
  );
};

/** One content step (records, ownership, deeds, sales, comparables) of the address funnel. */
export const ContentStep = ({
  step,
  version,
  funnel,
}: {
  step: AddressFunnelContentStep;
  version: AddressFunnelVersion;
  funnel: FunnelData;
}) => (
  <FunnelFrame version={version} step={step} criteria={funnel.searchCriteria} lead={LEADS[step]}>
    <StepRecords step={step} propertyId={funnel.propertyId} />
  </FunnelFrame>
);

/** /address/ownership, /address/deeds, /address/sales, /address/comparables (002 section 2.2). */
export const ContentStepPage = ({ step }: { step: Exclude<AddressFunnelContentStep, 'records'> }) => (
  <FunnelGate step={step}>
    {({ version, funnel }) => <ContentStep step={step} version={version} funnel={funnel} />}
  </FunnelGate>
);
