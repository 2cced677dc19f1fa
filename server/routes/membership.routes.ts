import { Hono } from 'hono';
import { err } from 'neverthrow';
import { menuSkusView, productOfferView } from '../../core/membership/membership-views.rules.js';
import { generalError, notFound } from '../../core/shared/errors.js';
import type { AccountsUseCases } from '../accounts-use-cases.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import { clientContext, setSessionCookies } from '../http/session.js';
import type { MembershipUseCases } from '../membership-use-cases.js';

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Product-offer pages (002 section 7: suffixes property-report, comprehensive-report, search-phone) -> menus. */
export const OFFER_PAGE_MENUS: Readonly<Record<string, string>> = {
  'property-report': 'property-report',
  'comprehensive-report': 'comprehensive-report',
  'search-phone': 'search-phone',
};

/** The menu's SKUs for one offer (the given one, else the default offer): 002 section 7 product skus reply. */
const skusReply = async (m: MembershipUseCases, menuName: string, offerId?: string) => {
  const menu = await m.catalog.menuByName(menuName);
  const offer = menu?.offers.find((o) => o.id === offerId) ?? menu?.offers.find((o) => o.isDefault) ?? menu?.offers[0];
  return menu && offer ? { ok: true as const, value: menuSkusView(menu, offer) } : { ok: false as const };
};

/**
 * Public catalog and checkout calls under /api:
 * GET products/skus?menu=&offer=, GET products/offers/{page}, GET checkout/config, POST checkout/{type}.
 * An anonymous buyer signs up inside the checkout (e-mail and password, the accounts sign-up use case) and
 * is signed in before the card is charged.
 */
export const membershipPublicRoutes = ({
  membership: m,
  accounts,
}: {
  membership: MembershipUseCases;
  accounts?: AccountsUseCases | undefined;
}) =>
  new Hono<AppEnv>()
    .get('/products/skus', async (c) => {
      const r = await skusReply(m, c.req.query('menu') ?? 'search-name-background', c.req.query('offer'));
      if (!r.ok) return respond(c, err(generalError('Failed to load skus')));
      return c.json({ success: true, ...r.value });
    })
    .get('/products/offers/:page', async (c) => {
      const menuName = OFFER_PAGE_MENUS[c.req.param('page')];
      const r = menuName ? await skusReply(m, menuName) : { ok: false as const };
      if (!r.ok) return respond(c, err(notFound('offer page')));
      return c.json({
        success: true,
        offer: r.value.offer,
        productSkus: r.value.productSkus,
        offerId: r.value.offerId,
        menuId: r.value.menuId,
      });
    })
    .get('/checkout/config', (c) => c.json({ success: true, paymentMethods: m.paymentMethods }))
    .post('/checkout/:type', async (c) => {
      c.header('Cache-Control', 'no-store');
      const body = obj(await jsonBody(c));
      const pre = m.checkoutPreflight(body);
      if (pre.isErr()) return respond(c, pre);
      let userId = c.get('userId');
      if (!userId) {
        if (!accounts) return respond(c, err(generalError('Please log in to continue.')));
        const account = obj(body.account);
        const card = obj(body.card);
        const signedUp = await accounts.signUp(
          {
            email: account.email,
            password: account.password,
            firstName: account.firstName ?? card.firstName,
            lastName: account.lastName ?? card.lastName,
          },
          clientContext(c, accounts.trustProxy),
        );
        if (signedUp.isErr()) return respond(c, signedUp);
        setSessionCookies(c, signedUp.value.session, { secure: accounts.secureCookies });
        userId = signedUp.value.userId;
      }
      return respond(c, m.checkout(body, { userId, checkoutType: c.req.param('type') }));
    });

/**
 * Signed-in membership calls under /dashboard/api (000 section 7): products/skus, upgrades, offers,
 * membership (the user's membership part), membership/usage, vouchers, user/sales/transactions,
 * wallet/cards (+ add, update, remove, default), subscription/cancel, update, resume, pause.
 */
export const membershipDashboardRoutes = ({ membership: m }: { membership: MembershipUseCases }) =>
  new Hono<AppEnv>()
    .get('/products/skus', async (c) => {
      const r = await skusReply(m, c.req.query('menu') ?? 'dashboard-upgrades', c.req.query('offer'));
      if (!r.ok) return respond(c, err(generalError('Failed to load skus')));
      return c.json({ success: true, ...r.value });
    })
    .get('/upgrades', async (c) => c.json({ success: true, ...(await m.listUpgrades(c.get('userId'))) }))
    .get('/offers', async (c) => c.json({ success: true, ...(await m.listOffers(c.get('userId'))) }))
    .get('/offers/lifetime', async (c) => {
      const menu = await m.catalog.menuByName('lifetime');
      return c.json({ success: true, offers: (menu?.offers ?? []).map(productOfferView) });
    })
    .get('/membership', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, ...(await m.readMembership(c.get('userId'))) });
    })
    .get('/membership/usage', async (c) => c.json({ success: true, ...(await m.membershipUsage(c.get('userId'))) }))
    .get('/vouchers', async (c) => c.json({ success: true, ...(await m.listVouchers(c.get('userId'))) }))
    .post('/vouchers/claim', async (c) => respond(c, m.claimVoucher(await jsonBody(c), c.get('userId'))))
    .get('/user/sales/transactions', async (c) => c.json({ success: true, ...(await m.listSales(c.get('userId'))) }))
    .get('/wallet/cards', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, ...(await m.listWalletCards(c.get('userId'))) });
    })
    .post('/wallet/cards/add', async (c) => respond(c, m.addWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/wallet/cards/update', async (c) => respond(c, m.updateWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/wallet/cards/remove', async (c) => respond(c, m.removeWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/wallet/cards/default', async (c) => respond(c, m.setDefaultWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/subscription/cancel', async (c) => respond(c, m.cancelSubscriptions(await jsonBody(c), c.get('userId'))))
    .post('/subscription/update', async (c) => respond(c, m.updateSubscription(await jsonBody(c), c.get('userId'))))
    .post('/subscription/resume', async (c) => respond(c, m.resumeSubscription(await jsonBody(c), c.get('userId'))))
    .post('/subscription/pause', async (c) => respond(c, m.pauseSubscription(await jsonBody(c), c.get('userId'))));
