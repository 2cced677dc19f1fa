import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AddressFunnelStep, AddressFunnelVersion } from '#core/shell/funnel.rules';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { LoadingBlock } from '../../../components/spinner';
import type { FunnelData } from '../api/address-funnel-api';
import { useAddressFunnel } from '../hooks/use-address-funnel';
import { useFunnelVersion } from '../hooks/use-funnel-version';

/** With no funnel (none started, or older than 24 hours): where to start one. */
export const NoFunnel = () => (
  <PageContainer width="narrow" title="Start with an Address">
    <Alert tone="info" title="No address search in progress">
      Search for an address to see its property records. A search in progress is kept for 24 hours.
    </Alert>
    <p>
      <Link to="/address">Search an address</Link>
    </p>
  </PageContainer>
);

/** Loads the version and the stored funnel of a step page; renders the page once both are known. */
export const FunnelGate = ({
  step,
  children,
}: {
  step: AddressFunnelStep;
  children: (ctx: { version: AddressFunnelVersion; funnel: FunnelData }) => ReactNode;
}) => {
  const version = useFunnelVersion();
  const funnel = useAddressFunnel(step);
  if (funnel.error)
    return (
      <PageContainer width="narrow">
        <ErrorSummary error={funnel.error} />
      </PageContainer>
    );
  if (!funnel.data || version === null) return <LoadingBlock message="Loading your address search…" />;
  if (!funnel.data.data) return <NoFunnel />;
  return <>{children({ version, funnel: funnel.data.data })}</>;
};
