import type { Clock } from '../shared/clock.port.js';
import type { SiteEnvironmentKind, SiteFlag, SiteFlagRule } from './flags.rules.js';

/** A site flag's rule as an operator stored it (002 section 9): where it is on, and from when everywhere. */
export interface StoredSiteFlag {
  readonly flag: SiteFlag;
  readonly environments: readonly SiteEnvironmentKind[];
  /** From this instant on the flag is on in every environment; `null`: no go-live. */
  readonly goLive: Date | null;
  /** The operator's e-mail. */
  readonly updatedBy: string;
  readonly updatedAt: Date;
}

/** One change of a flag, as the audit trail keeps it. */
export interface SiteFlagChange {
  readonly flag: SiteFlag;
  /** The rule before the change; `null` when the flag still followed the built-in default. */
  readonly before: { readonly environments: readonly SiteEnvironmentKind[]; readonly goLive: Date | null } | null;
  readonly after: { readonly environments: readonly SiteEnvironmentKind[]; readonly goLive: Date | null };
  readonly changedBy: string;
  readonly changedAt: Date;
}

/**
 * The site feature flags as stored (002 section 9), edited on the operator page. A flag without a
 * stored rule follows its default (core/shell/flags.rules.ts DEFAULT_SITE_FLAG_RULES). Infrastructure
 * failures throw.
 */
export interface FeatureFlags {
  /** Every stored rule (flags never edited are absent). */
  stored(): Promise<StoredSiteFlag[]>;
  /** Stores the rule of one flag and appends the change to the audit trail, in one transaction. */
  save(rule: StoredSiteFlag): Promise<void>;
  /** The latest changes, newest first. */
  audit(limit: number): Promise<SiteFlagChange[]>;
}

/** What the flag use cases share: the stored rules, the base rules, this deployment's environment, the clock. */
export interface SiteFlagDeps {
  readonly flags: FeatureFlags;
  /** The built-in defaults less the flags the deployment switches off (SITE_FLAGS_OFF). */
  readonly base: Readonly<Record<SiteFlag, SiteFlagRule>>;
  /** SITE_ENVIRONMENT: dev, qa1 to qa10, stage or prod. */
  readonly environment: string;
  readonly clock: Clock;
}
