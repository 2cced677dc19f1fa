import { describe, expect, it } from 'vitest';
import { makeCancelSubscriptions } from '../../../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { effectiveReportLimit } from '../../../../core/membership/limits/effective-report-limit.rules.js';
import { makeListUpgrades } from '../../../../core/membership/upgrades/list-upgrades.use-case.js';
import { UpgradeChoicesSchema } from '../../../../core/membership/upgrades/upgrades.schema.js';
import { membershipFakes } from '../../../support/membership-fakes.js';

/** GET upgrades (000 sections 3 and 4): the upgrade or re-activation offered on each subscription. */
describe('list upgrades', () => {
  it('a Basic member is offered Premium at $4.95 a month', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member({ offer: 'offer-standard-trial' });
    const r = (await makeListUpgrades(f.ports)(userId))._unsafeUnwrap();
    expect(r).toMatchObject({ menuId: 'menu-upgrades', offerId: 'offer-upgrade-premium' });
    expect(r.upgrades).toEqual([
      expect.objectContaining({
        subscriptionId,
        kind: 'upgrade',
        productSkuId: 'upgrade-premium-Monthly',
        offerType: 4,
        price: 495,
        termHours: 720,
      }),
    ]);
  });

  it('a cancelled Premium member is offered re-activation; a member without memberships gets the account offer only', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    await makeCancelSubscriptions(f.ports)({ subscriptionSummary: [{ key: subscriptionId }] }, userId);
    expect((await makeListUpgrades(f.ports)(userId))._unsafeUnwrap().upgrades).toEqual([
      expect.objectContaining({ subscriptionId, kind: 'reactivate', productSkuId: 'upgrade-premium-Monthly' }),
    ]);
    const { id } = await f.newUser();
    const fresh = (await makeListUpgrades(f.ports)(id))._unsafeUnwrap();
    expect(fresh.upgrades).toEqual([]);
    expect(fresh.offer?.id).toBe('offer-upgrade-premium');
    expect(fresh.productSkus.map((s) => s.id)).toEqual(['upgrade-premium-Monthly']);
  });

  it("each offered plan carries its effective report limit, and the reply reads with core's schema", async () => {
    const f = membershipFakes();
    const { userId } = await f.member({ offer: 'offer-standard-trial' });
    const r = (await makeListUpgrades(f.ports)(userId))._unsafeUnwrap();
    const upgrade = r.upgrades[0];
    expect(upgrade?.reportLimit).toBe(100);
    expect(upgrade?.reportLimit).toBe(
      effectiveReportLimit({ reportLimit: null, offerType: upgrade?.offerType ?? 0, name: upgrade?.name ?? '' }),
    );
    expect(UpgradeChoicesSchema.parse(JSON.parse(JSON.stringify(r)))).toMatchObject({ upgrades: r.upgrades });
    const { id } = await f.newUser();
    const fresh = (await makeListUpgrades(f.ports)(id))._unsafeUnwrap();
    expect(fresh.accountOffer).toMatchObject({ offerType: 4, reportLimit: 100 });
  });
});
