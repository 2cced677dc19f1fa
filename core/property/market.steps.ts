import { err, ok, ResultAsync } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { utcIsoDate } from '../shared/date.rules.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import type { MembershipRequiredError } from './property.errors.js';
import type { MarketDeps, MarketSource, MarketSubject, PropertyMarket } from './property-market.port.js';
import { requirePropertyMember } from './require-member.steps.js';
import type { PropertyTool } from './tool-limits.rules.js';

/**
 * The first steps of every market tool (001 section 6; docs/decisions/0060-property-research.md):
 * the caller must be a member (403 MembershipRequired) within the tools' limits (429, `tool` names
 * the counters), the property must exist (404), and the
 * as-of date is the day the records describe (the clock's UTC date when the records do not say).
 */
export const marketSubject = (
  deps: MarketDeps,
  userId: string | null,
  propertyId: number,
  tool: PropertyTool = 'other',
): ResultAsync<{ subject: MarketSubject; asOf: string }, MembershipRequiredError | RateLimitedError | NotFoundError> =>
  requirePropertyMember(deps, userId, tool)
    .andThen(() => ResultAsync.fromSafePromise(deps.market.subject(propertyId)))
    .andThen((subject) => (subject === null ? err(notFound('property')) : ok(subject)))
    .andThen((subject) =>
      ResultAsync.fromSafePromise(deps.market.asOf()).map((asOf) => ({
        subject,
        asOf: asOf ?? utcIsoDate(deps.clock.now()),
      })),
    );

/** The source a market reply names and its recording date (null, null without rows). */
export const marketSourceOf = (
  market: PropertyMarket,
  chosen: { sourceId: number; recordedAt: string } | null,
): ResultAsync<{ source: MarketSource | null; recordedAt: string | null }, never> =>
  chosen === null
    ? ResultAsync.fromSafePromise(Promise.resolve({ source: null, recordedAt: null }))
    : ResultAsync.fromSafePromise(market.source(chosen.sourceId)).map((source) => ({
        source,
        recordedAt: chosen.recordedAt,
      }));
