import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import { MarketInput } from './comparables.schema.js';
import { type DemandMonth, dominantSource, marketDemand, marketWindow } from './market.rules.js';
import { marketSourceOf, marketSubject } from './market.steps.js';
import type { MarketDeps, MarketSource } from './property-market.port.js';

/** POST /api/market/demand on the wire. */
export interface MarketDemandReply {
  readonly zip: string;
  readonly asOf: string;
  readonly months: DemandMonth[];
  readonly source: MarketSource | null;
  readonly recordedAt: string | null;
}

/**
 * Market demand (001 section 2 "Market tabs: Demand, ..."; section 7 "POST /api/market"): members
 * only; per month of the 24 ending at the as-of month, the active, new and sold sale listings of the
 * subject's ZIP, the median days on market and the sold-to-listed ratio (`marketDemand`), naming the
 * source most of the listings come from (null when the ZIP had none).
 */
export const makeMarketDemand = (deps: MarketDeps) =>
  useCase(MarketInput, (input, userId: string | null) =>
    marketSubject(deps, userId, input.propertyId).andThen(({ subject, asOf }) => {
      const { from, before } = marketWindow(asOf);
      return ResultAsync.fromSafePromise(deps.market.listings(subject.zip, from, before)).andThen((rows) =>
        marketSourceOf(deps.market, dominantSource(rows)).map(
          ({ source, recordedAt }): MarketDemandReply => ({
            zip: subject.zip,
            asOf,
            months: marketDemand(rows, asOf),
            source,
            recordedAt,
          }),
        ),
      );
    }),
  );
