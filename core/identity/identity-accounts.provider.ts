import { userFlags } from '../accounts/user-flags.rules.js';
import type { UserRepository } from '../accounts/user-repository.port.js';
import type { IdentityAccounts } from './identity-monitoring.port.js';

/**
 * The accounts area's side of `IdentityAccounts`: the account e-mail and its verifiedEmail flag (512,
 * 000 section 3 user flags), which a right e-mail code sets as the e-mailed link does.
 */
export const makeIdentityAccounts = (users: UserRepository): IdentityAccounts => ({
  account: async (userId) => {
    const u = await users.findById(userId);
    if (!u?.email || userFlags.has(u.userFlags, 'deleted')) return null;
    return { email: u.email, emailVerified: userFlags.has(u.userFlags, 'verifiedEmail') };
  },
  markEmailVerified: async (userId) => {
    const u = await users.findById(userId);
    if (u && !userFlags.has(u.userFlags, 'verifiedEmail')) {
      await users.setUserFlags(userId, userFlags.add(u.userFlags, 'verifiedEmail'));
    }
  },
});
