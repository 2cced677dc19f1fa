import type { ReactNode } from 'react';
import type { AddressFunnelCriteria } from '#core/address-funnel/address-funnel.schema';
import { ADDRESS_FUNNEL_STEP_TITLES } from '#core/address-funnel/address-funnel-steps.rules';
import {
  type AddressFunnelStep,
  type AddressFunnelVersion,
  addressFunnelPath,
  addressFunnelProgress,
  nextAddressFunnelStep,
  previousAddressFunnelStep,
} from '#core/shell/funnel.rules';
import { Button } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { useNavigate } from '../../../lib/routing/use-navigate';

/** Navigation inside the funnel carries this state, so /address/records does not re-apply the entry rules. */
export const IN_FUNNEL = { inFunnel: true } as const;

/** "402 Sierra Way, Tampa, FL 33611" from the stored criteria. */
export const criteriaLine = (c: AddressFunnelCriteria): string =>
  [
    [c.StreetNumber, c.StreetName, c.Suffix, c.Include && `Unit ${c.Include}`].filter(Boolean).join(' '),
    c.City,
    [c.State, c.Zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * One step of the address funnel: the address, "Step N of 6" (`addressFunnelProgress`, shown on the
 * six content steps), the step's content, and Back / Next along the version's order
 * (`previousAddressFunnelStep`, `nextAddressFunnelStep`). `onNext` runs before moving on (it may save);
 * a step that moves on by itself (the sign-up form, the membership step) passes `next={false}`.
 */
export const FunnelFrame = ({
  version,
  step,
  criteria,
  children,
  onNext,
  next = true,
  nextLabel = 'Continue',
  busy = false,
  lead,
}: {
  version: AddressFunnelVersion;
  step: AddressFunnelStep;
  criteria: AddressFunnelCriteria | null;
  children: ReactNode;
  onNext?: () => Promise<boolean> | boolean;
  next?: boolean;
  nextLabel?: string;
  busy?: boolean;
  lead?: ReactNode;
}) => {
  const navigate = useNavigate();
  const progress = addressFunnelProgress(version, step);
  const previous = previousAddressFunnelStep(version, step);
  const following = nextAddressFunnelStep(version, step);
  const goNext = async () => {
    if (onNext && !(await onNext())) return;
    if (following) navigate(addressFunnelPath(following), { state: IN_FUNNEL });
  };
  return (
    <PageContainer width="narrow" className="af-page" title={ADDRESS_FUNNEL_STEP_TITLES[step]} lead={lead}>
      <div className="af-meta">
        {criteria && (
          <p className="af-address" data-testid="funnel-address">
            {criteriaLine(criteria)}
          </p>
        )}
        {progress && (
          <p className="af-progress" data-testid="funnel-progress">
            <span>
              Step {progress.step} of {progress.of}
            </span>
            <progress value={progress.step} max={progress.of} aria-label={`Step ${progress.step} of ${progress.of}`} />
          </p>
        )}
      </div>
      {children}
      <nav className="af-nav" aria-label="Funnel steps">
        <Button
          type="button"
          variant="ghost"
          onClick={() => navigate(previous ? addressFunnelPath(previous) : '/address', { state: IN_FUNNEL })}
        >
          Back
        </Button>
        {next && following && (
          <Button type="button" variant="accent" loading={busy} onClick={() => void goNext()} data-testid="funnel-next">
            {nextLabel}
          </Button>
        )}
      </nav>
    </PageContainer>
  );
};
