import type { Container, ResolutionContext, ServiceIdentifier } from 'inversify';
import { systemClockForAccounts } from '../adapters/crypto/node-crypto-tokens.js';
import type { Db } from '../adapters/postgres/db.js';
import type { ReportHistory, SearchHistory } from '../core/accounts/history.port.js';
import type { Mailer } from '../core/shared/mailer.port.js';
import { parseAccountsConfig } from './accounts-config.js';
import {
  type AccountsUseCases,
  identityProviders,
  makeAccountsUseCases,
  pgAccountPorts,
} from './accounts-use-cases.js';
import type { AppConfig } from './config.js';
import { accountMembershipSource, MEMBERSHIP_TOKENS } from './membership-container.js';

/** Service identifiers of the accounts area (the history writers are for the search and report areas). */
export const ACCOUNT_TOKENS = {
  Accounts: Symbol.for('tracewell.Accounts') as ServiceIdentifier<AccountsUseCases>,
  SearchHistory: Symbol.for('tracewell.SearchHistory') as ServiceIdentifier<SearchHistory>,
  ReportHistory: Symbol.for('tracewell.ReportHistory') as ServiceIdentifier<ReportHistory>,
};

/** Binds the account use cases on PostgreSQL, mail (SMTP or outbox) and the identity providers. */
export const bindAccounts = (
  c: Container,
  tokens: { config: ServiceIdentifier<AppConfig>; db: ServiceIdentifier<Db>; mailer: ServiceIdentifier<Mailer> },
  env: Record<string, string | undefined> = process.env,
): void => {
  let wiring: ReturnType<typeof pgAccountPorts> | null = null;
  const wire = (ctx: ResolutionContext) => {
    const config = ctx.get(tokens.config);
    const ac = parseAccountsConfig(env, { nodeEnv: config.nodeEnv, publicUrl: config.publicUrl });
    wiring ??= pgAccountPorts(ctx.get(tokens.db), {
      clock: systemClockForAccounts,
      siteUrl: config.publicUrl,
      mailer: ctx.get(tokens.mailer),
      smtpUrl: ac.smtpUrl,
    });
    return { ac, wiring };
  };
  c.bind(ACCOUNT_TOKENS.SearchHistory).toDynamicValue((ctx) => wire(ctx).wiring.searchHistory);
  c.bind(ACCOUNT_TOKENS.ReportHistory).toDynamicValue((ctx) => wire(ctx).wiring.reportHistory);
  c.bind(ACCOUNT_TOKENS.Accounts).toDynamicValue((ctx) => {
    const config = ctx.get(tokens.config);
    const { ac, wiring: w } = wire(ctx);
    const { providers, local } = identityProviders(ac, config.publicUrl);
    return makeAccountsUseCases({
      ports: w.ports,
      providers,
      searchHistory: w.searchHistory,
      secureCookies: ac.secureCookies,
      trustProxy: config.trustedProxyHops,
      dev: ac.devTools ? { outbox: w.outbox, oidc: local } : null,
      // The membership part of the user (issue 7), when the membership area is bound.
      ...((m) => (m ? { membership: accountMembershipSource(m) } : {}))(
        ctx.get(MEMBERSHIP_TOKENS.Membership, { optional: true }),
      ),
    });
  });
};

export const resolveAccounts = (c: Container): AccountsUseCases => c.get(ACCOUNT_TOKENS.Accounts);
