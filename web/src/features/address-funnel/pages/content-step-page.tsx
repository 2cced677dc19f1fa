import {
  ADDRESS_FUNNEL_STEP_SECTIONS,
  type AddressFunnelContentStep,
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
      <PreviewSections report={preview.data.report} ids={ADDRESS_FUNNEL_STEP_SECTIONS[step]} />
      {step === 'comparables' && (
        <Alert tone="info" title="Comparables">
          {comparablesOn === false
            ? 'The comparables tool is not available at the moment.'
            : 'Members can compare this property with nearby sales: distance, size, last sale and price per square foot.'}
        </Alert>
      )}
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
