import { describe, expect, it } from 'vitest';
import {
  IM_DASHBOARD_PATH,
  nextSetupPath,
  SETUP_STEP_PATHS,
  setupRedirect,
} from '../../../web/src/features/identity-monitoring/hooks/use-setup-status';
import { status } from './identity-kit';

describe('identity-monitoring set-up redirects', () => {
  it('sends a member who skipped ahead back to the first step not done', () => {
    const s = status({ nextStep: 'verify-email' });
    expect(setupRedirect('select-identity', s)).toBe('/identity-monitoring/signup/verify-email');
    expect(setupRedirect('verify-phone', s)).toBe('/identity-monitoring/signup/verify-email');
    expect(setupRedirect('personal-info', s)).toBe('/identity-monitoring/signup/verify-email');
    expect(setupRedirect('verify-email', s)).toBeNull();
  });

  it('moves a member past a step already done to the next one', () => {
    const s = status({ emailVerified: true, personalInfoAdded: true, nextStep: 'verify-phone' });
    expect(setupRedirect('verify-email', s)).toBe(SETUP_STEP_PATHS['verify-phone']);
    expect(setupRedirect('verify-phone', s)).toBeNull();
  });

  it('lets a member verify another phone until a record is chosen (only records holding it are offered)', () => {
    const s = status({
      emailVerified: true,
      personalInfoAdded: true,
      phoneVerified: true,
      nextStep: 'select-identity',
    });
    expect(setupRedirect('verify-phone', s)).toBeNull();
    expect(setupRedirect('personal-info', s)).toBe(SETUP_STEP_PATHS['select-identity']);
  });

  it('shows the e-mail confirmation only once the e-mail is verified', () => {
    expect(setupRedirect('verify-email-confirm', status())).toBe(SETUP_STEP_PATHS['verify-email']);
    expect(
      setupRedirect('verify-email-confirm', status({ emailVerified: true, nextStep: 'personal-info' })),
    ).toBeNull();
  });

  it('skips account creation for a signed-in member, and every step once monitoring is active', () => {
    expect(setupRedirect('create-account', status({ emailVerified: true, nextStep: 'personal-info' }))).toBe(
      SETUP_STEP_PATHS['personal-info'],
    );
    const active = status({ nextStep: null, emailVerified: true, personalInfoAdded: true, phoneVerified: true });
    for (const screen of ['verify-email', 'personal-info', 'verify-phone', 'select-identity'] as const) {
      expect(setupRedirect(screen, active)).toBe(IM_DASHBOARD_PATH);
    }
    expect(nextSetupPath(active)).toBe('/dashboard/monitoring/identity-monitoring');
  });
});
