import { Hono } from 'hono';
import { MEMBERSHIP_MENUS } from '../../core/membership/catalog/membership-menus.rules.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import { clientContext, setSessionCookies } from '../http/session.js';
import type { UseCases } from '../use-cases.js';
import { knownVisitorId } from './features.routes.js';

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Public catalog and checkout calls under /api:
 * GET products/skus?menu=&offer=, GET products/offers/{page}, GET checkout/config, POST checkout/{type}.
 * An anonymous buyer signs up inside the checkout (e-mail and password, the accounts sign-up use case) and
 * is signed in before the card is charged. The visitor cookie goes with the checkout: the sale is the
 * visitor's experiment conversion (docs/decisions/0094).
 */
export const membershipPublicRoutes = ({
  membership: m,
  accounts,
}: {
  membership: UseCases['membership'];
  accounts: UseCases['accounts'];
}) =>
  new Hono<AppEnv>()
    .get('/products/skus', (c) =>
      respond(c, m.readMenuSkus({ menu: c.req.query('menu') ?? MEMBERSHIP_MENUS.people, offer: c.req.query('offer') })),
    )
    .get('/products/offers/:page', (c) => respond(c, m.readOfferPage(c.req.param('page'))))
    .get('/checkout/config', (c) => c.json({ success: true, paymentMethods: m.paymentMethods }))
    .post('/checkout/:type', async (c) => {
      c.header('Cache-Control', 'no-store');
      const body = obj(await jsonBody(c));
      const pre = await m.checkoutPreflight(body);
      if (pre.isErr()) return respond(c, pre);
      let userId = c.get('userId');
      if (!userId) {
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
      return respond(c, m.checkout(body, { userId, checkoutType: c.req.param('type'), visitorId: knownVisitorId(c) }));
    });

/**
 * Signed-in membership calls under /dashboard/api (000 section 7): products/skus, upgrades, offers,
 * membership (the user's membership part), membership/usage, vouchers, user/sales/transactions,
 * wallet/cards (+ add, update, remove, default), subscription/cancel, update, resume, pause, and the silent
 * checkout (checkout/silent: a purchase paid with the card on file, docs/decisions/0077).
 */
export const membershipDashboardRoutes = ({ membership: m }: Pick<UseCases, 'membership'>) =>
  new Hono<AppEnv>()
    .get('/products/skus', (c) =>
      respond(
        c,
        m.readMenuSkus({ menu: c.req.query('menu') ?? MEMBERSHIP_MENUS.upgrades, offer: c.req.query('offer') }),
      ),
    )
    .get('/upgrades', (c) => respond(c, m.listUpgrades(c.get('userId'))))
    .get('/offers', (c) => respond(c, m.listOffers(c.get('userId'))))
    .get('/offers/lifetime', (c) => respond(c, m.listLifetimeOffers(c.get('userId'))))
    .get('/membership', (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, m.readMembership(c.get('userId')));
    })
    .get('/membership/usage', (c) => respond(c, m.membershipUsage(c.get('userId'))))
    .get('/vouchers', (c) => respond(c, m.listVouchers(c.get('userId'))))
    .post('/vouchers/claim', async (c) => respond(c, m.claimVoucher(await jsonBody(c), c.get('userId'))))
    .get('/user/sales/transactions', (c) => respond(c, m.listSales(c.get('userId'))))
    .get('/wallet/cards', (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, m.listWalletCards(c.get('userId')));
    })
    .post('/wallet/cards/add', async (c) => respond(c, m.addWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/wallet/cards/update', async (c) => respond(c, m.updateWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/wallet/cards/remove', async (c) => respond(c, m.removeWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/wallet/cards/default', async (c) => respond(c, m.setDefaultWalletCard(await jsonBody(c), c.get('userId'))))
    .post('/subscription/cancel', async (c) => respond(c, m.cancelSubscriptions(await jsonBody(c), c.get('userId'))))
    .post('/subscription/update', async (c) => respond(c, m.updateSubscription(await jsonBody(c), c.get('userId'))))
    .post('/subscription/resume', async (c) => respond(c, m.resumeSubscription(await jsonBody(c), c.get('userId'))))
    .post('/checkout/silent', async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, m.silentCheckout(await jsonBody(c), c.get('userId'), knownVisitorId(c)));
    })
    .post('/subscription/pause', async (c) => respond(c, m.pauseSubscription(await jsonBody(c), c.get('userId'))));
