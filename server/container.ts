import { Container, type ServiceIdentifier } from 'inversify';
import { SmtpMailer } from '../adapters/mail/smtp-mailer.js';
import type { Db } from '../adapters/postgres/db.js';
import { PgClientLogStore } from '../adapters/postgres/pg-client-log-store.js';
import { PgOutboxMailer } from '../adapters/postgres/pg-outbox-mailer.js';
import type { Mailer } from '../core/shared/mailer.port.js';
import type { ClientLogStore } from '../core/shell/client-log.port.js';
import { makeRecordClientLogs } from '../core/shell/record-client-logs.use-case.js';
import { parseAccountsConfig } from './accounts-config.js';
import { ACCOUNT_TOKENS, bindAccounts, resolveAccounts } from './accounts-container.js';
import type { AppConfig } from './config.js';
import { makeHealth } from './health.js';
import type { Logger } from './logger.js';
import { bindMembership, MEMBERSHIP_TOKENS, resolveMembership } from './membership-container.js';
import { bindReports, REPORTS_TOKEN } from './reports-use-cases.js';
import { bindSearch, SEARCH_TOKEN } from './search-use-cases.js';
import type { SiteInfo, UseCases } from './use-cases.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`tracewell.${name}`);

/** Service identifiers. An area adds its ports and use cases here. */
export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Db: token<Db>('Db'),
  Logger: token<Logger>('Logger'),
  ClientLogStore: token<ClientLogStore>('ClientLogStore'),
  Health: token<UseCases['health']>('Health'),
  RecordClientLogs: token<UseCases['recordClientLogs']>('RecordClientLogs'),
  /** The one Mailer every area sends through: SMTP when SMTP_URL is set, else the database outbox. */
  Mailer: token<Mailer>('Mailer'),
  Site: token<SiteInfo>('Site'),
};

/**
 * The composition root (shared/STYLE.md section 4): no decorators, only `toConstantValue`,
 * `toResolvedValue` and `toDynamicValue`. Only server/ knows inversify.
 */
export const createContainer = (deps: {
  config: AppConfig;
  db: Db;
  log: Logger;
  /** Whether the records are the synthetic generator's (server/bootstrap/demo-data.ts), read at start-up. */
  syntheticData: boolean;
}): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(TOKENS.Config).toConstantValue(deps.config);
  c.bind(TOKENS.Site).toConstantValue(siteInfo(deps.config, deps.syntheticData));
  c.bind(TOKENS.Db).toConstantValue(deps.db);
  c.bind(TOKENS.Logger).toConstantValue(deps.log);

  c.bind(TOKENS.ClientLogStore).toResolvedValue((db: Db) => new PgClientLogStore(db), [TOKENS.Db]);

  c.bind(TOKENS.Health).toDynamicValue((ctx) => {
    const log = ctx.get(TOKENS.Logger);
    return makeHealth({ db: ctx.get(TOKENS.Db), log: (msg, extra) => log.warn(extra ?? {}, msg) });
  });
  c.bind(TOKENS.RecordClientLogs).toDynamicValue((ctx) =>
    makeRecordClientLogs({ store: ctx.get(TOKENS.ClientLogStore) }),
  );
  c.bind(TOKENS.Mailer).toDynamicValue((ctx) => {
    const config = ctx.get(TOKENS.Config);
    const { mailFrom } = parseAccountsConfig(process.env, config);
    return config.mailTransport === 'smtp' && config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, mailFrom)
      : new PgOutboxMailer(ctx.get(TOKENS.Db));
  });
  bindAccounts(c, { config: TOKENS.Config, db: TOKENS.Db, mailer: TOKENS.Mailer });
  bindMembership(c, { config: TOKENS.Config, db: TOKENS.Db, mailer: TOKENS.Mailer });
  bindSearch(c, { db: TOKENS.Db, history: ACCOUNT_TOKENS.SearchHistory }, (e) =>
    deps.log.warn({ err: e }, 'search history not recorded'),
  );
  bindReports(c, { db: TOKENS.Db, history: ACCOUNT_TOKENS.ReportHistory, membership: MEMBERSHIP_TOKENS.Membership });
  return c;
};

/**
 * What the UI is told about this deployment: its environment, and whether the records are synthetic
 * (true exactly when the generator's people are loaded, whatever the environment).
 */
export const siteInfo = (config: Pick<AppConfig, 'nodeEnv'>, syntheticData: boolean): SiteInfo => ({
  environment: config.nodeEnv,
  syntheticData,
});

/** The plain use-case object the routes receive; routes never see the container. */
export const resolveUseCases = (c: Container): UseCases => ({
  accounts: resolveAccounts(c),
  membership: resolveMembership(c),
  health: c.get(TOKENS.Health),
  site: c.get(TOKENS.Site),
  recordClientLogs: c.get(TOKENS.RecordClientLogs),
  search: c.get(SEARCH_TOKEN),
  reports: c.get(REPORTS_TOKEN),
});
