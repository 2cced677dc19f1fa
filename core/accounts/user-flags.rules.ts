import { type BitFlagSet, defineBitFlagSet } from './bit-flags.rules.js';
import type { AccountUser } from './user-repository.port.js';

/**
 * User flag bits. Spec 000 §3 Entities / 002 §6 Roles: minimal 1, deleted 2, pro 4, ios 8, android 16,
 * ext 32, facebook 64, google 128, verifiedPhone 256, verifiedEmail 512, freemium 1024,
 * verifiedByFacebook 2048, verifiedByGoogle 4096, systemGeneratedPassword 8192.
 * (000 §3 also lists ios, android and systemGeneratedPassword "only as examples"; as the spec says,
 * the full list governs.)
 */
export const USER_FLAG_BITS = {
  minimal: 1,
  deleted: 2,
  pro: 4,
  ios: 8,
  android: 16,
  ext: 32,
  facebook: 64,
  google: 128,
  verifiedPhone: 256,
  verifiedEmail: 512,
  freemium: 1024,
  verifiedByFacebook: 2048,
  verifiedByGoogle: 4096,
  systemGeneratedPassword: 8192,
} as const;

/** A user flag name (Spec 000 §3). */
export type UserFlag = keyof typeof USER_FLAG_BITS;

/** has/add/remove/list over a user's `userFlags` integer (Spec 000 §3, 002 §6). */
export const userFlags: BitFlagSet<UserFlag> = defineBitFlagSet(USER_FLAG_BITS);

/**
 * Staff role flags. Spec 000 §3 / 002 §6: bot 1, quality assurance 2, automation 4,
 * information technology 8, customer care 16, e-mail service 128.
 */
export const STAFF_FLAG_BITS = {
  bot: 1,
  qualityAssurance: 2,
  automation: 4,
  informationTechnology: 8,
  customerCare: 16,
  emailService: 128,
} as const;

/** A staff flag name (Spec 002 §6). */
export type StaffFlag = keyof typeof STAFF_FLAG_BITS;

/** has/add/remove/list over a client's staff flags integer (Spec 002 §6). */
export const staffFlags: BitFlagSet<StaffFlag> = defineBitFlagSet(STAFF_FLAG_BITS);

/**
 * Users with a system-generated password (social signup) — Spec 000 §6: they see "Set Up Password"
 * instead of "Change Password" and cannot unlink social accounts (000 §5).
 */
export const hasSystemGeneratedPassword = (flags: number): boolean => userFlags.has(flags, 'systemGeneratedPassword');

/** Spec 000 §4 / 002 §6: the "Freemium or minimal" users of the upgrade-offer rule. */
export const isFreemiumOrMinimalUser = (flags: number): boolean =>
  userFlags.has(flags, 'freemium') || userFlags.has(flags, 'minimal');

/** Spec 000 §6 / 002 §6 Professional role: the `pro` user flag. Professional users see no Rewards and no upgrade offers. */
export const isProfessionalUser = (flags: number): boolean => userFlags.has(flags, 'pro');

/** True when the flags carry the deleted bit (000 section 3). */
const isDeletedFlag = (flags: number): boolean => userFlags.has(flags, 'deleted');

/** A deleted account (flag 2) can no longer sign in or use a session. */
export const isDeleted = (user: Pick<AccountUser, 'userFlags'>): boolean => isDeletedFlag(user.userFlags);
