import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import '../accounts.css';

/** The narrow, centred card every account-access screen uses (/login, /signup, /forgot-password ...). */
export const AuthLayout = ({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <PageContainer width="narrow" className="acc-auth">
    <div className="acc-auth__card">
      <h1 className="acc-auth__title">{title}</h1>
      {lead && <p className="acc-auth__lead">{lead}</p>}
      {children}
    </div>
    {footer && <div className="acc-auth__footer">{footer}</div>}
  </PageContainer>
);
