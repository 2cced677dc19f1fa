import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';
import { visitorId } from './features.routes.js';

/** Autocomplete answers are the same for everyone: cacheable 900 s (002 section 7). */
const AUTOCOMPLETE_CACHE = 'public, max-age=900';

/** Reads the person query: ageStart/ageEnd (the search URL's form) become the ageRange "a-b". */
const personQuery = (q: Record<string, string>): Record<string, string> => {
  const out = { ...q };
  if (!out.ageRange && out.ageStart && out.ageEnd) out.ageRange = `${out.ageStart}-${out.ageEnd}`;
  return out;
};

/**
 * Search and autocomplete (docs/decisions/0040; 002 sections 2.1, 3, 7 and 9), all GET:
 * - /search/people?firstName&middleName&lastName&city&state&age&ageRange|ageStart&ageEnd&page
 * - /search/phone?phone=, /search/email?email=, /search/address?houseNumber&street&unit&city&state&zip
 * - /address-auto-complete/suggestions?input=&units=, /autocomplete/cities?input=, /autocomplete/last-names?input=
 * A signed-in user's searches are logged (userId from the session middleware).
 */
export const searchRoutes = (uc: Pick<UseCases, 'search' | 'trustedProxyHops'>) => {
  const s = uc.search;
  /**
   * A visitor who is not signed in: their searches wait under the visitor cookie (docs/decisions/0081), within
   * their client address's budget of kept searches (docs/decisions/0094).
   */
  const anonymousVisitor = (c: Context<AppEnv>): [string | undefined, string | undefined] =>
    c.get('userId') ? [undefined, undefined] : [visitorId(c), clientAddress(c, uc.trustedProxyHops)];
  return new Hono<AppEnv>()
    .get('/search/people', async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, s.searchPeople(personQuery(c.req.query()), c.get('userId'), ...anonymousVisitor(c)));
    })
    .get('/search/phone', async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, s.searchPhone(c.req.query(), c.get('userId'), ...anonymousVisitor(c)));
    })
    .get('/search/email', async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, s.searchEmail(c.req.query(), c.get('userId'), ...anonymousVisitor(c)));
    })
    .get('/search/address', async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, s.searchAddress(c.req.query(), c.get('userId'), ...anonymousVisitor(c)));
    })
    .get('/address-auto-complete/suggestions', async (c) => {
      c.header('Cache-Control', AUTOCOMPLETE_CACHE);
      return respond(c, s.addressSuggestions(c.req.query()));
    })
    .get('/autocomplete/cities', async (c) => {
      c.header('Cache-Control', AUTOCOMPLETE_CACHE);
      return respond(c, s.citySuggestions(c.req.query()));
    })
    .get('/autocomplete/last-names', async (c) => {
      c.header('Cache-Control', AUTOCOMPLETE_CACHE);
      return respond(c, s.lastNameSuggestions(c.req.query()));
    });
};
