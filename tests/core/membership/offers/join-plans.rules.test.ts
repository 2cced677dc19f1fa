import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_MENUS } from '../../../../core/membership/catalog/membership-menus.rules.js';
import { PRODUCT_CATALOG } from '../../../../core/membership/catalog/product-catalog.rules.js';
import {
  joinPlans,
  lifetimeBannerSettingFor,
  reportLimitText,
} from '../../../../core/membership/offers/join-plans.rules.js';
import { productOfferView } from '../../../../core/membership/subscriptions/membership-views.rules.js';

const catalog = PRODUCT_CATALOG;
const menu = (name: string) => {
  const m = catalog.menus.find((x) => x.name === name)!;
  return { menuName: name as never, offers: m.offers.map(productOfferView) };
};

describe('joinPlans (the plans /join sells, from the seeded catalog)', () => {
  const plans = joinPlans({
    tiers: menu(MEMBERSHIP_MENUS.tiers),
    lifetime: menu(MEMBERSHIP_MENUS.lifetime),
    lifetimeBannerSetting: true,
  });
  const by = (sku: string) => plans.find((p) => p.skuId === sku)!;

  it('lists every buyable SKU of every tier, then one lifetime offer', () => {
    expect(plans.map((p) => p.skuId)).toEqual([
      'explorer-free-Monthly',
      'id-plus-Monthly',
      'id-plus-1-trial-Monthly',
      'connect-plus-Monthly',
      'all-access-Monthly',
      'all-access-Every-3-months',
      'enterprise-500-Monthly',
      'enterprise-2500-Monthly',
      'lifetime-2995-Monthly',
    ]);
  });

  it('price, billing period and report limit come from the catalog and the limit rule', () => {
    expect(by('all-access-Monthly')).toMatchObject({
      priceCents: 2995,
      period: '/mo',
      reportLimit: 100,
      reportLimitText: 'Up to 100 reports a month',
      checkoutUrl: '/join/checkout?menu=membership-tiers&offer=offer-all-access&sku=all-access-Monthly',
    });
    expect(by('all-access-Every-3-months')).toMatchObject({
      priceCents: 7995,
      period: '/every 3 months',
      reportLimit: 300,
      reportLimitText: 'Up to 300 reports every 3 months',
    });
    expect(by('connect-plus-Monthly').reportLimit).toBe(1000);
    expect(by('id-plus-1-trial-Monthly')).toMatchObject({ priceCents: 100, period: 'trial', reportLimit: 1000 });
    expect(by('enterprise-2500-Monthly')).toMatchObject({ priceCents: 99900, reportLimit: 2500 });
    expect(by('explorer-free-Monthly')).toMatchObject({ priceCents: 0, period: 'Free', reportLimit: null });
    expect(by('lifetime-2995-Monthly')).toMatchObject({
      priceCents: 2995,
      period: 'one time',
      reportLimit: 10,
      menuName: 'lifetime',
      priceLine: '$29.95 once. No renewal.',
    });
  });

  it('the lifetime offer only with the setting on; the setting is off under /dashboard', () => {
    const off = joinPlans({
      tiers: menu(MEMBERSHIP_MENUS.tiers),
      lifetime: menu(MEMBERSHIP_MENUS.lifetime),
      lifetimeBannerSetting: false,
    });
    expect(off.some((p) => p.menuName === 'lifetime')).toBe(false);
    expect(lifetimeBannerSettingFor('/join')).toBe(true);
    expect(lifetimeBannerSettingFor('/dashboard/account')).toBe(false);
    expect(lifetimeBannerSettingFor('/dashboard')).toBe(false);
    expect(lifetimeBannerSettingFor('/dashboards')).toBe(true);
  });

  it('reportLimitText', () => {
    expect(reportLimitText(2500, 1)).toBe('Up to 2,500 reports a month');
    expect(reportLimitText(null, 1)).toBe('No reports included');
  });
});
