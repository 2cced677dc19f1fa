import type { ReactNode } from 'react';
import { ErrorSummary } from '../../../../components/error-summary';
import { LoadingBlock } from '../../../../components/spinner';
import type { RequestState } from '../../../../lib/http/use-request';
import { upgradePromptIn } from '../../api/property-api';
import type { ReportPropertySubject } from '../../api/reports-api';
import { PropertyToolsGate } from './property-tools-gate';

/**
 * What every property tool shows for its call: the answer, a loading line, the error, or, when the server
 * answers 403 with `promptUpgrade` (the membership ended or was paused since the page loaded), the same
 * upgrade gate a free or paused visitor sees (001 section 6).
 */
export const ToolReply = <T,>({
  request,
  subject,
  onUpgraded,
  loading,
  children,
}: {
  request: RequestState<T>;
  subject: ReportPropertySubject;
  onUpgraded: () => void;
  /** The loading line, e.g. "Loading comparables". */
  loading: string;
  children: (data: T) => ReactNode;
}) => {
  const prompt = upgradePromptIn(request.error);
  if (prompt) {
    return (
      <PropertyToolsGate
        subject={{ ...subject, standing: prompt.isPaused ? 'paused' : 'free' }}
        onUpgraded={onUpgraded}
      >
        {null}
      </PropertyToolsGate>
    );
  }
  if (request.data) return <>{children(request.data)}</>;
  if (request.error) return <ErrorSummary error={request.error} />;
  return <LoadingBlock message={`${loading}…`} />;
};
