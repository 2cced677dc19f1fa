/**
 * Who may use the property tools (001 section 6): comparables, market trends and demand, the
 * neighbourhood and the nearby list are membership features. "Free users get promptUpgrade ... and see
 * an upgrade overlay titled 'Unlock Real Estate Data'"; "Paused users (isPaused) get a paused-account
 * modal". The spec leaves server-side enforcement and anonymous behaviour unshown; we enforce on the
 * server with the same standing the UI shows (docs/decisions/0060-property-research.md).
 */

/** A visitor's standing for the property tools. */
export type PropertyStanding = 'member' | 'free' | 'paused' | 'anonymous';

/** Whether a standing may use the property tools: only a member with an active (not paused) membership. */
export const canUsePropertyTools = (standing: PropertyStanding): boolean => standing === 'member';

/** The upgrade overlay's title (001 section 6). */
export const PROPERTY_UPGRADE_TITLE = 'Unlock Real Estate Data';

/** What a locked property tool answers, per standing (the overlay shows it; the server answers it with 403). */
export const propertyToolsLockedMessage = (standing: Exclude<PropertyStanding, 'member'>): string => {
  switch (standing) {
    case 'paused':
      return 'Your membership is paused. Resume it to use comparables, market data and the neighbourhood.';
    case 'anonymous':
      return 'Sign in with a membership to use comparables, market data and the neighbourhood.';
    case 'free':
      return 'Comparables, market data and the neighbourhood come with a membership.';
  }
};
