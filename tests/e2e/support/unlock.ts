import { expect, type Page } from '@playwright/test';

/**
 * Unlocks the report open on `page` from its side navigation, as a member does before monitoring it
 * (docs/decisions/0093): a trial member redeems the voucher that came with the trial; a member without one
 * uses one of the month's reports. Waits for the full report.
 */
export const unlockOpenReport = async (page: Page): Promise<void> => {
  await page
    .locator('.rep-nav')
    .getByRole('button', { name: /Unlock Full Report|Redeem My Voucher/ })
    .click();
  await expect(page.locator('.rep-page')).toHaveAttribute('data-access', 'full');
};
