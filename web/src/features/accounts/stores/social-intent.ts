/**
 * What a social round trip is for, kept in this tab while the browser visits the provider: the
 * callback page needs it to show a failure in the right place (the account page for a link, the
 * log-in page for a failed silent re-login).
 */
export type SocialIntent = 'login' | 'link' | 'silent';

const KEY = 'tw.socialIntent';

export const rememberSocialIntent = (intent: SocialIntent, returnTo?: string): void => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ intent, returnTo }));
  } catch {
    /* no storage: failures then show on the callback page */
  }
};

export const takeSocialIntent = (): { intent: SocialIntent; returnTo: string | undefined } => {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const v = raw ? (JSON.parse(raw) as { intent?: SocialIntent; returnTo?: string }) : {};
    return { intent: v.intent ?? 'login', returnTo: v.returnTo };
  } catch {
    return { intent: 'login', returnTo: undefined };
  }
};
