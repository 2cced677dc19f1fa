/** The identity a social provider vouches for after a completed sign-in. */
export interface ProviderIdentity {
  /** The provider's stable subject id (`sub`). */
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
  /** The verified claims, kept as the social login's AuthPayload. */
  readonly claims: Readonly<Record<string, unknown>>;
}

/** What the browser must be sent to, and the secrets to keep until it comes back. */
export interface AuthorizationRequest {
  readonly url: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/**
 * A social log-in provider speaking OpenID Connect (authorization code flow with PKCE, state and nonce).
 * One instance per provider (000 section 3: two social providers).
 */
export interface IdentityProvider {
  readonly authSourceEnumId: number;
  /** Builds the authorization request; `silent` asks the provider not to show any page (prompt=none). */
  authorize(options: { readonly silent?: boolean }): Promise<AuthorizationRequest>;
  /**
   * Exchanges the code and verifies the id_token (signature, issuer, audience, expiry, nonce).
   * Throws when the provider is unreachable; returns `null` when the answer does not verify.
   */
  complete(input: {
    readonly code: string;
    readonly codeVerifier: string;
    readonly nonce: string;
  }): Promise<ProviderIdentity | null>;
}
