import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** What the local provider remembers between its authorize page and the token call. */
interface PendingCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly nonce: string;
  readonly email: string;
  readonly name: string;
  readonly emailVerified: boolean;
  readonly expiresAt: number;
}

export interface LocalOidcClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

export type TokenReply =
  | { readonly ok: true; readonly body: Record<string, unknown> }
  | { readonly ok: false; readonly status: 400 | 401; readonly body: { error: string; error_description?: string } };

/**
 * A small OpenID Connect provider for the demo and tests (never in production): it speaks the same
 * protocol as a real one (discovery, authorization code + PKCE S256, client_secret_basic, ES256 id_token
 * with nonce, JWKS), so the real relying-party adapter is what gets exercised. One instance per provider
 * name; keys and codes live in memory.
 */
export class LocalOidcServer {
  private readonly codes = new Map<string, PendingCode>();
  private keys: Promise<{ privateKey: SigningKey; jwk: JWK }> | null = null;

  constructor(
    readonly issuer: string,
    private readonly client: LocalOidcClient,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private signingKey() {
    this.keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const jwk = { ...(await exportJWK(publicKey)), kid: randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
      return { privateKey: privateKey, jwk };
    })();
    return this.keys;
  }

  discovery() {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      scopes_supported: ['openid', 'email', 'profile'],
    };
  }

  async jwks() {
    return { keys: [(await this.signingKey()).jwk] };
  }

  /** Checks an authorization request; an error text when it must not be served. */
  checkAuthorizeRequest(q: Record<string, string | undefined>): string | null {
    if (q.response_type !== 'code') return 'unsupported_response_type';
    if (q.client_id !== this.client.clientId) return 'unauthorized_client';
    if (q.redirect_uri !== this.client.redirectUri) return 'invalid redirect_uri';
    if (!q.state || !q.nonce) return 'state and nonce are required';
    if (q.code_challenge_method !== 'S256' || !q.code_challenge) return 'PKCE S256 is required';
    return null;
  }

  /** The user chose an e-mail on the authorize page: the redirect back with a fresh code. */
  issueCode(
    q: Record<string, string | undefined>,
    who: { email: string; name: string; emailVerified?: boolean },
  ): string {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, {
      clientId: q.client_id!,
      redirectUri: q.redirect_uri!,
      codeChallenge: q.code_challenge!,
      nonce: q.nonce!,
      email: who.email,
      name: who.name,
      emailVerified: who.emailVerified ?? true,
      expiresAt: this.now() + 60_000,
    });
    const back = new URL(q.redirect_uri!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.state!);
    return back.toString();
  }

  /** The redirect back with an error (e.g. `login_required` for prompt=none without a remembered user). */
  errorRedirect(q: Record<string, string | undefined>, error: string): string {
    const back = new URL(q.redirect_uri!);
    back.searchParams.set('error', error);
    if (q.state) back.searchParams.set('state', q.state);
    return back.toString();
  }

  /** The stable subject of an e-mail at this provider. */
  subjectOf(email: string): string {
    return createHash('sha256').update(`${this.issuer}|${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);
  }

  async token(form: URLSearchParams, authorization: string | undefined): Promise<TokenReply> {
    const basic = authorization?.startsWith('Basic ')
      ? Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [];
    if (basic[0] !== this.client.clientId || basic[1] !== this.client.clientSecret) {
      return { ok: false, status: 401, body: { error: 'invalid_client' } };
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return { ok: false, status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const code = form.get('code') ?? '';
    const pending = this.codes.get(code);
    this.codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !pending ||
      pending.expiresAt < this.now() ||
      pending.redirectUri !== form.get('redirect_uri') ||
      pending.codeChallenge !== challenge
    ) {
      return { ok: false, status: 400, body: { error: 'invalid_grant' } };
    }
    const { privateKey, jwk } = await this.signingKey();
    const idToken = await new SignJWT({
      email: pending.email,
      email_verified: pending.emailVerified,
      name: pending.name,
      nonce: pending.nonce,
    })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid! })
      .setIssuer(this.issuer)
      .setAudience(pending.clientId)
      .setSubject(this.subjectOf(pending.email))
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor(this.now() / 1000) + 300)
      .sign(privateKey);
    return {
      ok: true,
      body: {
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      },
    };
  }
}
