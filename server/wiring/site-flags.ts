import type { Clock } from '../../core/shared/clock.port.js';
import type {
  FeatureFlags,
  SiteFlagChange,
  SiteFlagDeps,
  StoredSiteFlag,
} from '../../core/shell/feature-flags.port.js';
import type { SiteFlag } from '../../core/shell/flags.rules.js';
import { siteFlagEnabled } from '../../core/shell/site-flag-enabled.steps.js';

/**
 * How long a server keeps the stored flag rules before reading them again: 5 s. Every page load asks
 * GET /api/features and every address report asks the comparables flag; reading the table each time
 * would add a query to each request for a table that changes a few times a month. An operator's change
 * is seen at once by the server that took it (the cache is dropped on save) and by the others within
 * 5 s, with no restart and no message bus: docs/decisions/0076-feature-flags-and-experiments.md.
 */
export const FLAG_CACHE_MS = 5_000;

/** FeatureFlags with the stored rules kept for `ttlMs` (by the Clock port, so tests move it). */
export class CachedFeatureFlags implements FeatureFlags {
  private cached: { at: number; rules: Promise<StoredSiteFlag[]> } | null = null;

  constructor(
    private readonly inner: FeatureFlags,
    private readonly clock: Clock,
    private readonly ttlMs: number = FLAG_CACHE_MS,
  ) {}

  stored(): Promise<StoredSiteFlag[]> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < this.ttlMs && now >= this.cached.at) return this.cached.rules;
    // One read for all the requests that arrive while it runs; a failed read is not kept.
    const rules = this.inner.stored();
    const entry = { at: now, rules };
    this.cached = entry;
    rules.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return rules;
  }

  async save(rule: StoredSiteFlag): Promise<void> {
    await this.inner.save(rule);
    this.cached = null;
  }

  audit(limit: number): Promise<SiteFlagChange[]> {
    return this.inner.audit(limit);
  }
}

/**
 * Whether a site feature flag (002 section 9) is on for this deployment now: the stored rules (the
 * operator page), else the defaults less SITE_FLAGS_OFF, for the configured site environment. No request
 * cookies: this is the server's own view, used to govern endpoints (the comparables tool, bit 1024).
 */
export const siteFlagOn = (deps: SiteFlagDeps, flag: SiteFlag): (() => Promise<boolean>) => siteFlagEnabled(deps, flag);
