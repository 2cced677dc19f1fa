import { type ReactNode, useId } from 'react';
import { PageContainer } from '../../../components/page-container';
import { SetupSteps } from './setup-steps';
import '../identity-monitoring.css';

/**
 * The frame of every identity-monitoring screen (000 section 2): the page heading "Identity
 * Monitoring", the four set-up steps when `step` is given (0 = create account ... 4 = all done), and
 * one card with the screen's own heading.
 */
export const ImLayout = ({
  heading,
  lead,
  step,
  children,
  footer,
}: {
  heading: string;
  lead?: ReactNode;
  step?: number;
  children?: ReactNode;
  footer?: ReactNode;
}) => {
  const headingId = useId();
  return (
    <PageContainer width="narrow" title="Identity Monitoring" className="im-page">
      {step !== undefined && <SetupSteps current={step} />}
      <section className="im-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="im-card__title">
          {heading}
        </h2>
        {lead && <p className="im-card__lead">{lead}</p>}
        {children}
      </section>
      {footer && <div className="im-footer">{footer}</div>}
    </PageContainer>
  );
};
