import { z } from 'zod';
import { SITE_FLAGS, type SiteFlag } from './flags.rules.js';

/** PUT /ops/api/flags/{flag}: the environments where the flag is on, and an optional go-live instant (002 section 9). */
export const UpdateSiteFlagInput = z.object({
  flag: z.enum(SITE_FLAGS as [SiteFlag, ...SiteFlag[]], { error: 'Unknown feature flag' }),
  environments: z.array(z.enum(['dev', 'review', 'stage', 'prod'])).max(4),
  goLive: z.iso.datetime({ offset: true, error: 'Enter the go-live as a date and time' }).nullable().default(null),
});
export type UpdateSiteFlagInput = z.infer<typeof UpdateSiteFlagInput>;
