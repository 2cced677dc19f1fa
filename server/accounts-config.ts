import { z } from 'zod';

/** One social provider's OpenID Connect client settings. */
export interface OidcClientConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Account settings read from the environment (docs/decisions/0020). */
export interface AccountsConfig {
  /** SMTP relay URL; without it mail goes to the outbox table. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Where providers send the browser back (default `${PUBLIC_URL}/login/social/callback`). */
  readonly oidcRedirectUrl: string;
  readonly facebook: OidcClientConfig | undefined;
  readonly google: OidcClientConfig | undefined;
  /** The local /dev-oidc providers stand in for unconfigured ones (never in production). */
  readonly localOidc: boolean;
  readonly secureCookies: boolean;
  /** /dev/outbox and /dev-oidc are mounted (NODE_ENV !== 'production'). */
  readonly devTools: boolean;
}

const text = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const Env = z.object({
  SMTP_URL: text,
  MAIL_FROM: text,
  OIDC_REDIRECT_URL: text,
  OIDC_FACEBOOK_ISSUER: text,
  OIDC_FACEBOOK_CLIENT_ID: text,
  OIDC_FACEBOOK_CLIENT_SECRET: text,
  OIDC_GOOGLE_ISSUER: text,
  OIDC_GOOGLE_CLIENT_ID: text,
  OIDC_GOOGLE_CLIENT_SECRET: text,
  LOCAL_OIDC: text,
});

const client = (issuer?: string, id?: string, secret?: string): OidcClientConfig | undefined =>
  issuer && id && secret ? { issuer, clientId: id, clientSecret: secret } : undefined;

/** Reads the account settings; `nodeEnv` and `publicUrl` come from the server's config. */
export const parseAccountsConfig = (
  env: Record<string, string | undefined>,
  base: { nodeEnv: string; publicUrl: string },
): AccountsConfig => {
  const e = Env.parse(env);
  const production = base.nodeEnv === 'production';
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Tracewell <no-reply@tracewell.local>',
    oidcRedirectUrl: e.OIDC_REDIRECT_URL ?? `${base.publicUrl}/login/social/callback`,
    facebook: client(e.OIDC_FACEBOOK_ISSUER, e.OIDC_FACEBOOK_CLIENT_ID, e.OIDC_FACEBOOK_CLIENT_SECRET),
    google: client(e.OIDC_GOOGLE_ISSUER, e.OIDC_GOOGLE_CLIENT_ID, e.OIDC_GOOGLE_CLIENT_SECRET),
    localOidc: !production && e.LOCAL_OIDC !== 'off',
    secureCookies: production,
    devTools: !production,
  };
};
