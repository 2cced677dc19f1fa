import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { IdentityMonitoringStatus } from '../../../core/identity/identity-monitoring.schema.js';

export { json, serve } from '../monitoring/monitoring-kit';

export const status = (over: Partial<IdentityMonitoringStatus> = {}): IdentityMonitoringStatus & { success: true } => ({
  success: true,
  emailVerified: false,
  personalInfoAdded: false,
  phoneVerified: false,
  identitySelected: false,
  nextStep: 'verify-email',
  activatedAt: null,
  maskedEmail: 'j***@example.com',
  maskedPhone: null,
  ...over,
});

export const Location = () => {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
};

/** Renders `element` at `path`, with the location shown in `data-testid="location"` after any navigation. */
export const renderAt = (path: string, element: ReactNode, routePath = path.split('?')[0] ?? path): RenderResult =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
