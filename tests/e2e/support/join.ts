import { expect, type Page } from '@playwright/test';

/**
 * Signs up and becomes a member in one step: the $1 Premium trial bought with sign-up inside the checkout,
 * paid with the sandbox test card (docs/payments-sandbox.md). Resolves once the checkout has moved on.
 */
export const joinWithTrial = async (page: Page, who: { firstName: string; lastName: string; email: string }) => {
  await page.goto('/join/checkout?offer=offer-premium-trial');
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill('secret pass 1');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Exp. month').fill('12');
  await page.getByLabel('Exp. year').fill('2031');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Billing zip').fill('90210');
  await page.getByRole('button', { name: /Pay \$1\.00 and Continue/ }).click();
  await expect(page).not.toHaveURL(/\/join\/checkout/, { timeout: 20_000 });
};
