// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '../../../core/accounts/log-in.use-case';
import type { Breach, IdentityAlert } from '../../../core/identity/identity-monitoring.schema';
import { IdentityDashboardPage } from '../../../web/src/features/identity-monitoring/pages/identity-dashboard-page';
import { ImLoginPasswordPage } from '../../../web/src/features/identity-monitoring/pages/login-pages';
import { makeIdentityMonitoringRoutes } from '../../../web/src/features/identity-monitoring/routes';
import { navFooterVisible, navResolveConfig } from '../../../web/src/lib/routing/navigation.rules';
import { useSessionStore } from '../../../web/src/lib/session/session-store';
import { json, renderAt, serve, status } from './identity-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().setSignedOut();
});

const API = '/dashboard/api/identity-monitoring';
const where = () => screen.getByTestId('location').textContent;

describe('identity-monitoring routes', () => {
  it('are all titled Identity Monitoring, with a reduced nav and no footer; login shows join, signup shows login', () => {
    const routes = makeIdentityMonitoringRoutes();
    expect(routes.map((r) => r.path).filter((p) => p.startsWith('/identity-monitoring/'))).toHaveLength(14);
    for (const r of routes) expect(r.title).toBe('Identity Monitoring');
    const config = (path: string) => navResolveConfig(path, undefined, routes.find((r) => r.path === path)?.nav);
    const login = config('/identity-monitoring/login');
    expect([login.showSearch, login.showLogin, login.showJoin, login.joinHref]).toEqual([
      false,
      false,
      true,
      '/identity-monitoring/signup',
    ]);
    const signup = config('/identity-monitoring/signup/personal-info');
    expect([signup.showSearch, signup.showLogin, signup.showJoin, signup.loginHref]).toEqual([
      false,
      true,
      false,
      '/identity-monitoring/login',
    ]);
    expect(navFooterVisible('/identity-monitoring/signup/verify-phone')).toBe(false);
  });
});

describe('log-in password screen', () => {
  const user = { userId: 'u1', email: 'jo@example.com', firstName: 'Jo', lastName: 'Ames', userFlags: 0 };

  it('shows a wrong password under the password, then continues the set-up at its next step', async () => {
    let attempts = 0;
    const calls = serve((m, u, body) => {
      if (m === 'POST' && u === '/api/account/login') {
        attempts += 1;
        return (body as { password: string }).password === 'right pass'
          ? json({ success: true, redirect: '/identity-monitoring/login/welcome-back' })
          : json({ success: false, errors: { '*': [LOGIN_FAILED_MESSAGE] } }, 400);
      }
      if (u === '/api/account/session') return json({ success: true, signedIn: true, user });
      if (u === `${API}/status`) return json(status({ emailVerified: true, nextStep: 'personal-info' }));
      return undefined;
    });
    renderAt('/identity-monitoring/login/password?email=jo%40example.com', <ImLoginPasswordPage />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'wrong pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const error = await screen.findByText(LOGIN_FAILED_MESSAGE);
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(password));

    fireEvent.change(password, { target: { value: 'right pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(where()).toBe('/identity-monitoring/signup/personal-info'));
    expect(attempts).toBe(2);
    expect(calls.find((c) => c.url === '/api/account/login')?.body).toMatchObject({
      email: 'jo@example.com',
      password: 'wrong pass',
    });
  });

  it('too many attempts open the account-locked screen', async () => {
    serve((m, u) =>
      m === 'POST' && u === '/api/account/login'
        ? json({ success: false, errors: { '*': ['Too many attempts. Please wait 15 minutes and try again.'] } }, 429)
        : undefined,
    );
    renderAt('/identity-monitoring/login/password?email=jo%40example.com', <ImLoginPasswordPage />, '*');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'some pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(where()).toBe('/identity-monitoring/login/account-locked'));
  });

  it('an unknown browser asks for the e-mailed code on the same screen, then opens monitoring', async () => {
    const calls = serve((m, u) => {
      if (m === 'POST' && u === '/api/account/login')
        return json({ success: true, deviceVerificationRequired: true, redirect: '/login/new-device-detected' });
      if (m === 'POST' && u === '/api/account/verify-device') return json({ success: true, redirect: '/x' });
      if (u === '/api/account/session') return json({ success: true, signedIn: true, user });
      if (u === `${API}/status`) return json(status({ nextStep: null }));
      return undefined;
    });
    renderAt('/identity-monitoring/login/password?email=jo%40example.com', <ImLoginPasswordPage />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('New device detected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and Log In' }));
    await waitFor(() => expect(where()).toBe('/dashboard/monitoring/identity-monitoring'));
    expect(calls.find((c) => c.url === '/api/account/verify-device')?.body).toMatchObject({ code: '246810' });
  });
});

const alert = (id: string, seen: boolean): IdentityAlert => ({
  id,
  kind: 'breach',
  text: `Your e-mail was found in breach ${id}`,
  createdAt: '2026-11-02T10:00:00.000Z',
  seen,
  url: `/dashboard/monitoring/identity-monitoring#breach-${id}`,
});
const breach = (id: string, over: Partial<Breach> = {}): Breach => ({
  id,
  source: 'ShopRight Rewards',
  breachDate: '2026-08-14',
  disclosedDate: '2026-10-03',
  dataExposed: ['E-mail address', 'Password'],
  exposedIdentifier: 'j***@example.com',
  status: 'new',
  advice: 'Change the password you used there and anywhere you reused it.',
  ...over,
});

describe('/dashboard/monitoring/identity-monitoring', () => {
  it('shows the set-up progress with a link to the next step while the set-up is not done', async () => {
    serve((_m, u) =>
      u === `${API}/status` ? json(status({ emailVerified: true, nextStep: 'personal-info' })) : undefined,
    );
    renderAt('/dashboard/monitoring/identity-monitoring', <IdentityDashboardPage />);
    const link = await screen.findByRole('link', { name: 'Continue: Add personal info' });
    expect(link.getAttribute('href')).toBe('/identity-monitoring/signup/personal-info');
  });

  it('active: alerts with the new ones marked, breaches, report activity and personal information', async () => {
    let alerts = [alert('1', false), alert('2', true)];
    let breaches = [breach('1')];
    const calls = serve((m, u, body) => {
      if (u === `${API}/status`) return json(status({ nextStep: null, activatedAt: '2026-11-01T00:00:00.000Z' }));
      if (u === `${API}/alerts`) return json({ success: true, alerts, unseen: alerts.filter((a) => !a.seen).length });
      if (m === 'POST' && u === `${API}/alerts/seen`) {
        alerts = alerts.map((a) => ({ ...a, seen: true }));
        return json({ success: true, unseen: 0 });
      }
      if (u === `${API}/get-user-breaches`) return json({ success: true, breaches });
      if (m === 'POST' && u === `${API}/update-user-breach`) {
        breaches = breaches.map((b) => ({ ...b, status: (body as { status: Breach['status'] }).status }));
        return json({ success: true, breach: breaches[0] });
      }
      if (u === `${API}/report-activity`)
        return json({
          success: true,
          totalViews: 7,
          viewsLast30Days: 2,
          searchAppearancesLast30Days: 11,
          byMonth: [
            { month: '2026-06', views: 1 },
            { month: '2026-07', views: 4 },
          ],
        });
      if (u === `${API}/get-personal-information`)
        return json({
          success: true,
          personalInformation: {
            firstName: 'Jo',
            middleName: '',
            lastName: 'Ames',
            dateOfBirth: '1985-04-02',
            street: '12 Elm St',
            city: 'Tempe',
            state: 'AZ',
            zip: '85281',
            phone: '(480) 555-0123',
          },
        });
      if (m === 'PUT' && u === `${API}/update-personal-information`) return json(status({ nextStep: null }));
      return undefined;
    });
    renderAt('/dashboard/monitoring/identity-monitoring', <IdentityDashboardPage />);
    const list = await screen.findByRole('list', { name: 'Identity alerts' });
    const items = within(list).getAllByTestId('identity-alert');
    expect(items.map((i) => i.textContent?.startsWith('New'))).toEqual([true, false]);
    expect(screen.getByTestId('unseen-alerts').textContent).toBe('1 new alert');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(screen.getByTestId('unseen-alerts').textContent).toBe('No new alerts.'));
    expect(calls.find((c) => c.url === `${API}/alerts/seen`)?.body).toEqual({});

    const b = await screen.findByTestId('breach');
    expect(b.id).toBe('breach-1');
    expect(b.textContent).toContain('E-mail address, Password');
    expect(b.textContent).toContain('Change the password you used there');
    fireEvent.click(within(b).getByRole('button', { name: 'Mark as resolved: ShopRight Rewards breach' }));
    await waitFor(() => expect(within(screen.getByTestId('breach')).getByText('Resolved')).toBeTruthy());
    expect(calls.find((c) => c.url === `${API}/update-user-breach`)?.body).toEqual({
      breachId: '1',
      status: 'resolved',
    });

    expect(screen.getByTestId('total-views').textContent).toBe('7');
    expect(screen.getByRole('img', { name: 'Report views by month, last 2 months' })).toBeTruthy();

    expect(screen.getByTestId('personal-information').textContent).toContain('12 Elm St, Tempe, Arizona 85281');
    fireEvent.click(screen.getByRole('button', { name: 'Edit personal information' }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Mesa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your personal information is saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ city: 'Mesa', state: 'AZ', lastName: 'Ames' });
  });
});
