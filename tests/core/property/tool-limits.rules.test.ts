import { describe, expect, it } from 'vitest';
import { PROPERTY_TOOL_LIMITS, propertyToolLimitChecks } from '../../../core/property/tool-limits.rules.js';

describe('the property tools’ counters per call (core/property/tool-limits.rules.ts)', () => {
  const keys = (tool: Parameters<typeof propertyToolLimitChecks>[1]) =>
    propertyToolLimitChecks('u1', tool).map((c) => [c.key, c.limit]);

  it('every tool counts on the tools’ 600 in 10 minutes; comparables and nearby add their bursts', () => {
    expect(keys('other')).toEqual([[expect.stringContaining('property-tools'), PROPERTY_TOOL_LIMITS.calls]]);
    expect(keys('comparables')).toEqual([
      [expect.stringContaining('property-tools'), PROPERTY_TOOL_LIMITS.calls],
      [expect.stringContaining('property-comparables'), PROPERTY_TOOL_LIMITS.comparables],
    ]);
    expect(keys('nearby')).toEqual([
      [expect.stringContaining('property-tools'), PROPERTY_TOOL_LIMITS.calls],
      [expect.stringContaining('property-nearby'), PROPERTY_TOOL_LIMITS.nearby],
    ]);
  });

  it('saved-properties calls count apart; an export also on its own 5 a minute', () => {
    expect(keys('saved')).toEqual([[expect.stringContaining('saved-properties'), PROPERTY_TOOL_LIMITS.saved]]);
    expect(keys('export')).toEqual([
      [expect.stringContaining('saved-properties'), PROPERTY_TOOL_LIMITS.saved],
      [expect.stringContaining('saved-properties-export'), PROPERTY_TOOL_LIMITS.export],
    ]);
    expect(PROPERTY_TOOL_LIMITS.export).toEqual({ max: 5, windowMs: 60_000 });
    // Every member's keys are their own.
    expect(propertyToolLimitChecks('u2', 'export')[1]?.key).not.toBe(propertyToolLimitChecks('u1', 'export')[1]?.key);
  });
});
