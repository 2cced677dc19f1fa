import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import { MarketInput } from './comparables.schema.js';
import { dominantSource, marketTrends, marketWindow, type TrendMonth } from './market.rules.js';
import { marketSourceOf, marketSubject } from './market.steps.js';
import type { MarketDeps, MarketSource } from './property-market.port.js';

/** POST /api/market/trends on the wire. */
export interface MarketTrendsReply {
  readonly zip: string;
  readonly asOf: string;
  readonly months: TrendMonth[];
  readonly source: MarketSource | null;
  readonly recordedAt: string | null;
}

/**
 * Market trends (001 section 2 "Market tabs: ... Trends"; section 7 "POST /api/market"): members only;
 * the monthly median sale price, median price per square foot and number of sales of the subject's
 * ZIP over the 24 months ending at the as-of month (`marketTrends`), naming the source most of the
 * sales come from (null when the ZIP had none).
 */
export const makeMarketTrends = (deps: MarketDeps) =>
  useCase(MarketInput, (input, userId: string | null) =>
    marketSubject(deps, userId, input.propertyId).andThen(({ subject, asOf }) => {
      const { from, before } = marketWindow(asOf);
      return ResultAsync.fromSafePromise(deps.market.sales(subject.zip, from, before)).andThen((rows) =>
        marketSourceOf(deps.market, dominantSource(rows)).map(
          ({ source, recordedAt }): MarketTrendsReply => ({
            zip: subject.zip,
            asOf,
            months: marketTrends(rows, asOf),
            source,
            recordedAt,
          }),
        ),
      );
    }),
  );
