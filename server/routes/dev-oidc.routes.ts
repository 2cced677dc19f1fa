import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { LocalOidcServer } from '../../adapters/oidc/local-oidc-server.js';
import { loopbackOnly } from '../http/client-address.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const AUTH_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
] as const;
const pick = (src: Record<string, string | undefined>) =>
  Object.fromEntries(AUTH_PARAMS.map((k) => [k, src[k]]).filter(([, v]) => v !== undefined)) as Record<string, string>;

const CSS = `body{font-family:system-ui,sans-serif;background:#f2f4f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:28px 32px;width:360px}
h1{font-size:20px;margin:0 0 4px}p{color:#555;font-size:14px}label{display:block;font-size:14px;margin:14px 0 4px}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:6px;font-size:15px}
.row{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px;border-radius:6px;border:0;font-size:15px;cursor:pointer}
.go{background:#1877f2;color:#fff}.no{background:#e4e6eb}.err{color:#b00020}
.google .go{background:#db4437}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

const page = (provider: string, q: Record<string, string>, error?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with ${esc(provider)} (local)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/dev-oidc/local-provider.css"></head><body class="${provider === 'google' ? 'google' : 'facebook'}"><main>
<h1>${provider === 'facebook' ? 'Facebook' : 'Google'} (local test provider)</h1>
<p>This page stands in for the real provider outside production. Choose the account to sign in with.</p>
${error ? `<p class="err">${esc(error)}</p>` : ''}
<form method="post">
${Object.entries(q)
  .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
  .join('\n')}
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="off">
<label for="name">Name</label><input id="name" name="name" type="text" value="Local Tester">
<label><input type="checkbox" name="unverified" value="1"> e-mail not verified by the provider</label>
<div class="row"><button class="no" name="decision" value="deny">Cancel</button><button class="go" name="decision" value="allow">Continue</button></div>
</form></main></body></html>`;

/**
 * The local OpenID Connect providers (/dev-oidc/{facebook|google}/...), mounted only when
 * NODE_ENV !== 'production': discovery, an authorize page to pick an e-mail, token, jwks. Whoever
 * reaches the authorize page signs in as any e-mail, so it answers only requests from this machine
 * (and in-process calls of the OpenID client): server/http/client-address.ts.
 */
export const devOidcRoutes = (servers: ReadonlyMap<string, LocalOidcServer>) => {
  const app = new Hono();
  app.use('*', loopbackOnly());
  const server = (name: string) => servers.get(name) ?? null;

  // A stylesheet file, not inline: the CSP allows only our own styles.
  app.get('/local-provider.css', (c) => c.body(CSS, 200, { 'content-type': 'text/css; charset=utf-8' }));
  app.get('/:provider/.well-known/openid-configuration', (c) => {
    const s = server(c.req.param('provider'));
    return s ? c.json(s.discovery()) : c.notFound();
  });
  app.get('/:provider/jwks', async (c) => {
    const s = server(c.req.param('provider'));
    return s ? c.json(await s.jwks()) : c.notFound();
  });
  app.get('/:provider/authorize', (c) => {
    const name = c.req.param('provider');
    const s = server(name);
    if (!s) return c.notFound();
    const q = pick(c.req.query());
    const problem = s.checkAuthorizeRequest(q);
    if (problem) return c.text(`Bad authorization request: ${problem}`, 400);
    if (q.prompt === 'none') {
      const remembered = getCookie(c, `dev_oidc_${name}`);
      const [email, who] = remembered ? decodeURIComponent(remembered).split('|') : [];
      return c.redirect(
        email && EMAIL.test(email)
          ? s.issueCode(q, { email, name: who ?? 'Local Tester' })
          : s.errorRedirect(q, 'login_required'),
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.html(page(name, q));
  });
  app.post('/:provider/authorize', async (c) => {
    const name = c.req.param('provider');
    const s = server(name);
    if (!s) return c.notFound();
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    const q = pick(form);
    const problem = s.checkAuthorizeRequest(q);
    if (problem) return c.text(`Bad authorization request: ${problem}`, 400);
    if (form.decision === 'deny') return c.redirect(s.errorRedirect(q, 'access_denied'));
    const email = (form.email ?? '').trim();
    if (!EMAIL.test(email)) return c.html(page(name, q, 'Please enter an e-mail address.'), 400);
    const who = (form.name ?? '').trim().slice(0, 80) || 'Local Tester';
    setCookie(c, `dev_oidc_${name}`, encodeURIComponent(`${email}|${who}`), {
      path: `/dev-oidc/${name}`,
      httpOnly: true,
      sameSite: 'Lax',
    });
    return c.redirect(s.issueCode(q, { email, name: who, emailVerified: form.unverified !== '1' }));
  });
  app.post('/:provider/token', async (c) => {
    const s = server(c.req.param('provider'));
    if (!s) return c.notFound();
    const reply = await s.token(new URLSearchParams(await c.req.text()), c.req.header('authorization'));
    c.header('Cache-Control', 'no-store');
    return reply.ok ? c.json(reply.body) : c.json(reply.body, reply.status);
  });
  return app;
};
