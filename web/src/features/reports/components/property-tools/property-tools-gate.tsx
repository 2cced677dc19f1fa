import { type ReactNode, useCallback, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import {
  canUsePropertyTools,
  PROPERTY_UPGRADE_TITLE,
  type PropertyStanding,
  propertyToolsLockedMessage,
} from '#core/property/property-access.rules';
import { Button, LinkButton } from '../../../../components/button';
import type { ReportPropertySubject } from '../../api/reports-api';
import { PROPERTY_TOOLS_DEMO } from './property-demo-data';
import { UpgradeOrPausedModal } from './upgrade-flow';
import './property-tools.css';

/** Sample content under the overlay: blurred, hidden from assistive technology and not focusable. */
const DemoTools = () => (
  <div className="pt-gate__demo" aria-hidden="true" inert>
    <dl className="pt-figures">
      {PROPERTY_TOOLS_DEMO.figures.map((f) => (
        <div key={f.label} className="pt-figure">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
    <div className="pt-gate__bars">
      {PROPERTY_TOOLS_DEMO.bars.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sample list
        <span key={i} style={{ height: `${h}%` }} />
      ))}
    </div>
    <ul className="pt-list">
      {PROPERTY_TOOLS_DEMO.rows.map((r) => (
        <li key={r.address} className="pt-list__item">
          <div className="pt-list__heading">{r.address}</div>
          <div>
            {r.facts} · {r.sale}
          </div>
        </li>
      ))}
    </ul>
  </div>
);

/** The overlay's action per standing: upgrade (free), resume (paused), sign in or join (anonymous). */
const GateActions = ({
  standing,
  onUpgraded,
}: {
  standing: Exclude<PropertyStanding, 'member'>;
  onUpgraded: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const location = useLocation();
  if (standing === 'anonymous') {
    const back = `${location.pathname}${location.search}`;
    return (
      <div className="pt-gate__actions">
        <LinkButton to={`/login?redirect=${encodeURIComponent(back)}`}>Sign In</LinkButton>
        <LinkButton to="/join" variant="secondary">
          See Memberships
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="pt-gate__actions">
      <Button onClick={() => setOpen(true)}>{standing === 'paused' ? 'Resume Membership' : 'Upgrade Now'}</Button>
      {open &&
        // The dialogs go to the end of the page: outside the overlay's layout and the report's styles.
        createPortal(
          <UpgradeOrPausedModal isPaused={standing === 'paused'} onClose={close} onUpgraded={onUpgraded} />,
          document.body,
        )}
    </div>
  );
};

/**
 * The property tools need an active membership (001 section 6). A member sees the tools (`children`);
 * anyone else sees blurred sample content under the 'Unlock Real Estate Data' overlay: a free user opens
 * the upgrade modal, a paused user the paused-account modal, an anonymous visitor signs in or looks at the
 * memberships. A tool whose call answers 403 with `promptUpgrade` shows this gate too.
 */
export const PropertyToolsGate = ({
  subject,
  onUpgraded,
  children,
}: {
  subject: ReportPropertySubject;
  onUpgraded: () => void;
  children: ReactNode;
}) => {
  const titleId = useId();
  if (canUsePropertyTools(subject.standing)) return <>{children}</>;
  // Only a member may use the tools, so any other standing is one of the three locked ones.
  const standing = subject.standing as Exclude<PropertyStanding, 'member'>;
  return (
    <section className="pt-gate" data-testid="property-tools-gate" data-standing={standing} aria-labelledby={titleId}>
      <DemoTools />
      <div className="pt-gate__overlay">
        <h3 id={titleId} className="pt-gate__title">
          {PROPERTY_UPGRADE_TITLE}
        </h3>
        <p className="pt-gate__note">
          {propertyToolsLockedMessage(standing)} The figures behind this notice are blurred samples, not this property's
          data.
        </p>
        <GateActions standing={standing} onUpgraded={onUpgraded} />
      </div>
    </section>
  );
};
