import type { ReactNode } from 'react';
import { canUsePropertyTools, PROPERTY_UPGRADE_TITLE } from '#core/property/property-access.rules';
import type { ReportPropertySubject } from '../../api/reports-api';

/**
 * The property tools need a membership (001 section 6): members see the tools, everyone else the
 * 'Unlock Real Estate Data' overlay.
 */
export const PropertyToolsGate = ({
  subject,
  children,
}: {
  subject: ReportPropertySubject;
  onUpgraded: () => void;
  children: ReactNode;
}) =>
  canUsePropertyTools(subject.standing) ? (
    <>{children}</>
  ) : (
    <div className="pt-gate" data-testid="property-tools-gate">
      <h3>{PROPERTY_UPGRADE_TITLE}</h3>
    </div>
  );
