// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_NAME_MESSAGE } from '../../../core/accounts/sign-up.schema';
import {
  ADULT_MESSAGE,
  CODE_FORMAT_MESSAGE,
  CODE_WRONG_MESSAGE,
  PHONE_MESSAGE,
  STATE_MESSAGE,
  ZIP_MESSAGE,
} from '../../../core/identity/identity-monitoring.schema';
import { PersonalInfoForm } from '../../../web/src/features/identity-monitoring/components/personal-info-form';
import { ImPersonalInfoPage } from '../../../web/src/features/identity-monitoring/pages/personal-info-page';
import { ImSelectIdentityPage } from '../../../web/src/features/identity-monitoring/pages/select-identity-page';
import { ImVerifyEmailPage } from '../../../web/src/features/identity-monitoring/pages/verify-email-pages';
import { ImVerifyPhonePage } from '../../../web/src/features/identity-monitoring/pages/verify-phone-page';
import { json, renderAt, serve, status } from './identity-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const API = '/dashboard/api/identity-monitoring';
const where = () => screen.getByTestId('location').textContent;

describe('set-up screens', () => {
  it('sends a member who skipped ahead to the next step, and a signed-out visitor to the log-in', async () => {
    serve((_m, u) => (u === `${API}/status` ? json(status({ nextStep: 'verify-email' })) : undefined));
    renderAt('/identity-monitoring/signup/select-identity', <ImSelectIdentityPage />);
    await waitFor(() => expect(where()).toBe('/identity-monitoring/signup/verify-email'));
    cleanup();

    serve((_m, u) =>
      u === `${API}/status` ? json({ success: false, errors: { '*': ['Please log in'] } }, 401) : undefined,
    );
    renderAt('/identity-monitoring/signup/personal-info', <ImPersonalInfoPage />);
    await waitFor(() => expect(where()).toBe('/identity-monitoring/login'));
  });

  it('verify e-mail: sends the code on arrival once, shows a refused code under the input, then confirms', async () => {
    let tries = 0;
    const calls = serve((m, u, body) => {
      if (u === `${API}/status`) return json(status());
      if (m === 'POST' && u === `${API}/verify-email`)
        return json({ success: true, sentTo: 'j***@example.com', expiresInMinutes: 15 });
      if (m === 'POST' && u === `${API}/verify-email-token`) {
        tries += 1;
        return (body as { code: string }).code === '123456'
          ? json(status({ emailVerified: true, nextStep: 'personal-info' }))
          : json({ success: false, errors: { code: [CODE_WRONG_MESSAGE] } }, 400);
      }
      return undefined;
    });
    renderAt('/identity-monitoring/signup/verify-email', <ImVerifyEmailPage />);
    expect((await screen.findByTestId('code-sent')).textContent).toContain('j***@example.com');
    expect(calls.filter((c) => c.url === `${API}/verify-email`)).toHaveLength(1);
    // The step indicator: create account done, verify e-mail current.
    const steps = screen.getAllByTestId('setup-step');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(steps[0]?.textContent).toBe('✓Create account (done)');

    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText(CODE_FORMAT_MESSAGE)).toBeTruthy();
    expect(tries).toBe(0);

    fireEvent.change(input, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    const error = await screen.findByText(CODE_WRONG_MESSAGE);
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input));

    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() => expect(where()).toBe('/identity-monitoring/signup/verify-email/confirm'));
  });

  it('verify phone: the contract message for a bad number, then the code sent to the ten digits', async () => {
    const calls = serve((m, u, body) => {
      if (u === `${API}/status`)
        return json(status({ emailVerified: true, personalInfoAdded: true, nextStep: 'verify-phone' }));
      if (m === 'POST' && u === `${API}/verify-sms`)
        return json({ success: true, sentTo: '(***) ***-0123', expiresInMinutes: 15 });
      if (m === 'POST' && u === `${API}/verify-sms-token` && (body as { code: string }).code === '111222')
        return json(
          status({ emailVerified: true, personalInfoAdded: true, phoneVerified: true, nextStep: 'select-identity' }),
        );
      return undefined;
    });
    renderAt('/identity-monitoring/signup/verify-phone', <ImVerifyPhonePage />);
    const steps = await screen.findAllByTestId('setup-step');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, null, null, 'step']);
    // The steps show while the set-up status loads; the form comes with it.
    const phone = await screen.findByLabelText('Mobile phone number');
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(calls.some((c) => c.url === `${API}/verify-sms`)).toBe(false);

    fireEvent.change(phone, { target: { value: '(480) 555-0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByTestId('code-sent')).textContent).toContain('(***) ***-0123');
    expect(calls.find((c) => c.url === `${API}/verify-sms`)?.body).toEqual({ phone: '4805550123' });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone number' }));
    await waitFor(() => expect(where()).toBe('/identity-monitoring/signup/select-identity'));
  });

  it('select identity: the matches as cards; choosing one claims it and opens the dashboard page', async () => {
    const calls = serve((m, u) => {
      if (u === `${API}/status`)
        return json(
          status({ emailVerified: true, personalInfoAdded: true, phoneVerified: true, nextStep: 'select-identity' }),
        );
      if (u === `${API}/get-matching-identities`)
        return json({
          success: true,
          identities: [
            {
              recordId: '17',
              fullName: 'Jo Ames',
              age: 41,
              places: ['Tempe, AZ', 'Mesa, AZ'],
              matchedOn: 'name and address',
            },
            { recordId: '23', fullName: 'Jo Ames', age: null, places: ['Reno, NV'], matchedOn: 'phone' },
          ],
        });
      if (m === 'POST' && u === `${API}/claim-report`) return json(status({ nextStep: null, identitySelected: true }));
      return undefined;
    });
    renderAt('/identity-monitoring/signup/select-identity', <ImSelectIdentityPage />);
    const list = await screen.findByRole('list', { name: 'Matching identities' });
    const cards = within(list).getAllByTestId('matching-identity');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Tempe, AZ · Mesa, AZ');
    fireEvent.click(within(list).getByRole('button', { name: 'This is me: Jo Ames, Reno, NV' }));
    await waitFor(() => expect(where()).toBe('/dashboard/monitoring/identity-monitoring'));
    expect(calls.find((c) => c.url === `${API}/claim-report`)?.body).toEqual({ recordId: '23' });
  });

  it('select identity with no record holding a verified contact: says why, and leads to verifying another phone', async () => {
    serve((_m, u) => {
      if (u === `${API}/status`)
        return json(
          status({ emailVerified: true, personalInfoAdded: true, phoneVerified: true, nextStep: 'select-identity' }),
        );
      if (u === `${API}/get-matching-identities`) return json({ success: true, identities: [] });
      return undefined;
    });
    renderAt('/identity-monitoring/signup/select-identity', <ImSelectIdentityPage />);
    expect(await screen.findByText(/No record lists the e-mail address or phone number you verified yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'verify another phone number you use' }));
    await waitFor(() => expect(where()).toBe('/identity-monitoring/signup/verify-phone'));
  });
});

describe('personal information form', () => {
  it("shows the contract's messages tied to their inputs, focuses the first, and sends nothing", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt('/f', <PersonalInfoForm submitLabel="Save" onSubmit={onSubmit} today="2026-11-20" />);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2010-01-01' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const first = screen.getByLabelText('First name');
    expect(await screen.findByText(FIRST_NAME_MESSAGE)).toBeTruthy();
    expect(screen.getByText(ADULT_MESSAGE)).toBeTruthy();
    expect(screen.getByText(ZIP_MESSAGE)).toBeTruthy();
    const state = screen.getByLabelText('State');
    expect(state.getAttribute('aria-describedby')).toBe(screen.getByText(STATE_MESSAGE).id);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values (state upper-cased, middle name defaulted)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt('/f', <PersonalInfoForm submitLabel="Save" onSubmit={onSubmit} today="2026-11-20" />);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('First name', 'Jo');
    fill('Last name', 'Ames');
    fill('Date of birth', '1985-04-02');
    fill('Street address', '12 Elm St');
    fill('City', 'Tempe');
    fill('State', 'AZ');
    fill('ZIP code', '85281');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Jo',
        middleName: '',
        lastName: 'Ames',
        dateOfBirth: '1985-04-02',
        street: '12 Elm St',
        city: 'Tempe',
        state: 'AZ',
        zip: '85281',
      }),
    );
  });
});
