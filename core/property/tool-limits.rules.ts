import type { AttemptLimit } from '../accounts/rate-limit.rules.js';
import { rateKey } from '../accounts/rate-limit.rules.js';

/**
 * How much one member may ask of the property tools (001 section 6 makes them a membership benefit;
 * docs/performance.md, "Property tools under load"). The widest comparables search (10
 * miles, no date window) costs one to two seconds of database time at 1M people, so a member who
 * fires dozens at once would slow every other member's tools. The limits are far above what a person
 * at a browser does: opening a report makes eight tool calls, and the comparables filter answers once
 * per change.
 */
export const PROPERTY_TOOL_LIMITS = {
  /** Every property tool call of one member: 600 in 10 minutes (75 reports opened in 10 minutes). */
  calls: { max: 600, windowMs: 10 * 60_000 },
  /**
   * Comparables searches of one member: 10 in 10 seconds (one a second, sustained). 50 of the widest
   * at once held a 10-connection pool for 23 seconds at 1M people (docs/performance.md).
   */
  comparables: { max: 10, windowMs: 10_000 },
  /**
   * The saved-properties calls of one member (save, remove, list, columns, export): 3000 in 10 minutes,
   * counted apart from the other tools so that filling the 1000 places one by one (001 section 9) never
   * trips the tools' 600.
   */
  saved: { max: 3000, windowMs: 10 * 60_000 },
  /**
   * Nearby searches and chip counts of one member: 20 in 10 seconds (the page makes two per change).
   * 50 chip counts at once over a 10-mile polygon took about 6 s each and slowed another member's list
   * from 7 ms to 4.6 s on the demo set.
   */
  nearby: { max: 20, windowMs: 10_000 },
  /** Excel exports of one member: 5 a minute (1000 rows with every column take about half a second to build). */
  export: { max: 5, windowMs: 60_000 },
} as const satisfies Record<string, AttemptLimit>;

/** The property tools whose use is counted apart from the others. */
export type PropertyTool = 'comparables' | 'nearby' | 'saved' | 'export' | 'other';

/** The counters a member's call to `tool` counts on (the shared rate limiter's key space). */
export const propertyToolLimitChecks = (
  userId: string,
  tool: PropertyTool,
): readonly { readonly key: string; readonly limit: AttemptLimit }[] => {
  if (tool === 'saved' || tool === 'export')
    return [
      { key: rateKey('saved-properties', 'user', userId), limit: PROPERTY_TOOL_LIMITS.saved },
      ...(tool === 'export'
        ? [{ key: rateKey('saved-properties-export', 'user', userId), limit: PROPERTY_TOOL_LIMITS.export }]
        : []),
    ];
  const burst =
    tool === 'comparables'
      ? [{ key: rateKey('property-comparables', 'user', userId), limit: PROPERTY_TOOL_LIMITS.comparables }]
      : tool === 'nearby'
        ? [{ key: rateKey('property-nearby', 'user', userId), limit: PROPERTY_TOOL_LIMITS.nearby }]
        : [];
  return [{ key: rateKey('property-tools', 'user', userId), limit: PROPERTY_TOOL_LIMITS.calls }, ...burst];
};
