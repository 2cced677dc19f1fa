import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import type {
  AuthorizationRequest,
  IdentityProvider,
  ProviderIdentity,
} from '../../core/accounts/identity-provider.port.js';

export interface OidcProviderConfig {
  readonly authSourceEnumId: number;
  /** The issuer (`iss`); discovery reads `${issuer}/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Where the provider sends the browser back (our /login/social/callback page). */
  readonly redirectUri: string;
  readonly scope?: string;
  /** Injected for tests (e.g. an in-process Hono app); defaults to the global fetch. */
  readonly fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  issuer: string;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/**
 * OpenID Connect relying party: authorization code flow with PKCE (S256), state and nonce; the code is
 * exchanged with client_secret_basic and the id_token is verified with jose against the provider's JWKS
 * (signature, issuer, audience, expiry, nonce). Works with any conforming provider, including the local
 * one at /dev-oidc.
 */
export class OidcIdentityProvider implements IdentityProvider {
  readonly authSourceEnumId: number;
  private discovery: Promise<Discovery> | null = null;
  private jwks: { at: number; set: ReturnType<typeof createLocalJWKSet> } | null = null;
  private readonly fetchFn: (url: string, init?: RequestInit) => Promise<Response>;

  constructor(private readonly config: OidcProviderConfig) {
    this.authSourceEnumId = config.authSourceEnumId;
    this.fetchFn = config.fetch ?? ((url, init) => fetch(url, init));
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= (async () => {
      const res = await this.fetchFn(`${this.config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery failed for ${this.config.issuer}: HTTP ${res.status}`);
      return (await res.json()) as Discovery;
    })().catch((e) => {
      this.discovery = null;
      throw e;
    });
    return this.discovery;
  }

  private async keys(force = false): Promise<ReturnType<typeof createLocalJWKSet>> {
    if (!force && this.jwks && Date.now() - this.jwks.at < 10 * 60 * 1000) return this.jwks.set;
    const d = await this.discover();
    const res = await this.fetchFn(d.jwks_uri);
    if (!res.ok) throw new Error(`OIDC JWKS fetch failed: HTTP ${res.status}`);
    const set = createLocalJWKSet((await res.json()) as JSONWebKeySet);
    this.jwks = { at: Date.now(), set };
    return set;
  }

  async authorize(options: { readonly silent?: boolean }): Promise<AuthorizationRequest> {
    const d = await this.discover();
    const state = b64url(randomBytes(32));
    const nonce = b64url(randomBytes(32));
    const codeVerifier = b64url(randomBytes(32));
    const url = new URL(d.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: this.config.redirectUri,
      scope: this.config.scope ?? 'openid email profile',
      state,
      nonce,
      code_challenge: b64url(createHash('sha256').update(codeVerifier).digest()),
      code_challenge_method: 'S256',
      ...(options.silent ? { prompt: 'none' } : {}),
    }).toString();
    return { url: url.toString(), state, nonce, codeVerifier };
  }

  async complete(input: { code: string; codeVerifier: string; nonce: string }): Promise<ProviderIdentity | null> {
    const d = await this.discover();
    const basic = Buffer.from(
      `${encodeURIComponent(this.config.clientId)}:${encodeURIComponent(this.config.clientSecret)}`,
    ).toString('base64');
    const res = await this.fetchFn(d.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: this.config.redirectUri,
        code_verifier: input.codeVerifier,
      }).toString(),
    });
    if (res.status >= 500) throw new Error(`OIDC token endpoint failed: HTTP ${res.status}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') return null;
    const verifyWith = async (force: boolean) =>
      jwtVerify(body.id_token as string, await this.keys(force), {
        issuer: d.issuer,
        audience: this.config.clientId,
        algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
      });
    let claims: Record<string, unknown>;
    try {
      claims = (await verifyWith(false)).payload;
    } catch (e) {
      if ((e as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') return null;
      try {
        claims = (await verifyWith(true)).payload;
      } catch {
        return null;
      }
    }
    if (claims.nonce !== input.nonce || typeof claims.sub !== 'string' || claims.sub === '') return null;
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
      claims: {
        iss: claims.iss,
        sub: claims.sub,
        email: claims.email ?? null,
        email_verified: claims.email_verified ?? false,
        name: claims.name ?? null,
      },
    };
  }
}
