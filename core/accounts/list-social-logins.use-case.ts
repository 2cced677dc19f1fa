import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { AccountPorts } from './account-deps.port.js';
import type { SocialLogin } from './account-tokens.port.js';

/** The wire shape of one social login (000 section 3, section 7 get-social-logins). */
export interface SocialLoginView {
  readonly Id: number;
  readonly AuthSourceEnumId: number;
  readonly IsActive: boolean;
  readonly InsertDate: string;
  readonly AuthPayload: Readonly<Record<string, unknown>>;
}

/** One social login on the wire. */
const socialLoginView = (l: SocialLogin): SocialLoginView => ({
  Id: l.id,
  AuthSourceEnumId: l.authSourceEnumId,
  IsActive: l.isActive,
  InsertDate: l.insertDate.toISOString(),
  AuthPayload: { email: l.email, sub: l.subject },
});

/** GET user/social-accounts/get-social-logins: the user's active links. */
export const makeListSocialLogins = (deps: Pick<AccountPorts, 'socialLogins'>) =>
  useCase(SignedInUser, (userId) =>
    ResultAsync.fromSafePromise(
      deps.socialLogins
        .listForUser(userId)
        .then((list) => ({ logins: { Data: list.filter((l) => l.isActive).map(socialLoginView) } })),
    ),
  );
