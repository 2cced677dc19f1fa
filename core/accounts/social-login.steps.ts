import { err, ok, type Result } from 'neverthrow';
import { generalError, type ValidationError } from '../shared/errors.js';
import type { SocialDeps } from './account-deps.port.js';
import type { ProviderIdentity } from './identity-provider.port.js';
import {
  checkSocialLinkEmail,
  type SocialProvider,
  socialLinkFailureMessage,
  socialLinkSuccessMessage,
  socialProviderFlags,
} from './social-links.rules.js';
import { isDeleted, userFlags } from './user-flags.rules.js';

/** Links a provider identity to an account (the e-mails must match, 000 section 5) and sets the provider flags. */
export const linkIdentity = async (
  deps: SocialDeps,
  userId: string,
  source: number,
  kind: SocialProvider,
  identity: ProviderIdentity,
): Promise<Result<string, ValidationError>> => {
  const user = await deps.users.findById(userId);
  if (!user || isDeleted(user) || !user.email) return err(generalError(socialLinkFailureMessage(kind)));
  const match = checkSocialLinkEmail({ provider: kind, accountEmail: user.email, socialEmail: identity.email });
  if (match.isErr()) return err(match.error);
  if (!identity.emailVerified) return err(generalError(socialLinkFailureMessage(kind)));
  const existing = await deps.socialLogins.findActive(source, identity.subject);
  if (existing && existing.userId !== userId) return err(generalError(socialLinkFailureMessage(kind)));
  if (!existing) {
    await deps.socialLogins.link({
      userId,
      authSourceEnumId: source,
      subject: identity.subject,
      email: identity.email,
      insertDate: deps.clock.now(),
      authPayload: identity.claims,
    });
  }
  await deps.users.setUserFlags(userId, user.userFlags | socialProviderFlags(kind));
  return ok(socialLinkSuccessMessage(kind));
};

export /** The account a social identity logs into; created (system-generated password) when none matches. */
const findOrCreateSocialUser = async (
  deps: SocialDeps,
  source: number,
  kind: SocialProvider,
  identity: ProviderIdentity,
): Promise<string | null> => {
  const linked = await deps.socialLogins.findActive(source, identity.subject);
  if (linked) {
    const owner = await deps.users.findById(linked.userId);
    return owner && !isDeleted(owner) ? owner.id : null;
  }
  // Matching by e-mail only on the provider's word that it verified the address (no takeover by an unverified e-mail).
  if (!identity.email || !identity.emailVerified) return null;
  const existing = await deps.users.findByEmail(identity.email);
  if (existing) {
    const linkedNow = await linkIdentity(deps, existing.id, source, kind, identity);
    return linkedNow.isOk() ? existing.id : null;
  }
  const [first, ...rest] = (identity.name ?? '').trim().split(/\s+/);
  const created = await deps.users.create({
    id: deps.ids.uuid(),
    email: identity.email,
    firstName: first || identity.email.split('@')[0]!.slice(0, 50),
    lastName: rest.join(' '),
    passwordHash: await deps.hasher.hash(deps.ids.token(32)),
    userFlags: userFlags.bits.systemGeneratedPassword | userFlags.bits.verifiedEmail | socialProviderFlags(kind),
    createdAt: deps.clock.now(),
  });
  if (!created) return null;
  await deps.socialLogins.link({
    userId: created.id,
    authSourceEnumId: source,
    subject: identity.subject,
    email: identity.email,
    insertDate: deps.clock.now(),
    authPayload: identity.claims,
  });
  return created.id;
};
