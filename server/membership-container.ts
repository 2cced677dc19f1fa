import type { Container, ServiceIdentifier } from 'inversify';
import type { Db } from '../adapters/postgres/db.js';
import type { AccountMembershipSource } from '../core/accounts/account-profile.use-case.js';
import type { Mailer } from '../core/shared/mailer.port.js';
import type { AppConfig } from './config.js';
import { type MembershipUseCases, makeMembershipUseCases, pgMembershipPorts } from './membership-use-cases.js';

/** Service identifiers of the membership area. */
export const MEMBERSHIP_TOKENS = {
  Membership: Symbol.for('tracewell.Membership') as ServiceIdentifier<MembershipUseCases>,
};

/** Binds the membership use cases on PostgreSQL, the sandbox gateway and the shared Mailer. */
export const bindMembership = (
  c: Container,
  tokens: { config: ServiceIdentifier<AppConfig>; db: ServiceIdentifier<Db>; mailer: ServiceIdentifier<Mailer> },
  env: Record<string, string | undefined> = process.env,
): void => {
  c.bind(MEMBERSHIP_TOKENS.Membership).toDynamicValue((ctx) => {
    const config = ctx.get(tokens.config);
    return makeMembershipUseCases(
      pgMembershipPorts(ctx.get(tokens.db), {
        clock: { now: () => new Date() },
        siteUrl: config.publicUrl,
        mailer: ctx.get(tokens.mailer),
        env,
      }),
    );
  });
};

export const resolveMembership = (c: Container): MembershipUseCases => c.get(MEMBERSHIP_TOKENS.Membership);

/**
 * The membership part of GET /dashboard/api/user for the accounts area (its `AccountMembershipSource` port):
 * subscriptions with their roles, activeRoleId, membershipOffers, isPaused, isCancelled.
 */
export const accountMembershipSource = (m: MembershipUseCases): AccountMembershipSource => ({
  forUser: (userId) => m.readMembership(userId),
});
