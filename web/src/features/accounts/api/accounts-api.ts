import { accountAccessApi } from '../../../lib/account-access-api';
import { http } from '../../../lib/http/http';

/** The user as GET /dashboard/api/user answers it (000 section 3 "User"). */
export type DashboardUser = {
  name: { fullName: string };
  firstName: string;
  lastName: string;
  email: string;
  userId: string;
  accountId: number;
  created: string;
  phone: string | null;
  address: string | null;
  userFlags: number;
  staffFlags: number;
  membership: { subscriptions: unknown[]; activeRoleId: number | null; membershipOffers: unknown[] };
  isPaused: boolean;
  isCancelled: boolean;
  isDemoAccount: boolean;
};

export type SocialLoginRow = { Id: number; AuthSourceEnumId: number; IsActive: boolean; InsertDate: string };
export type SocialProvider = { authSourceEnumId: number; name: string };

type Ok<T> = { success: true } & T;

/** The account calls (docs/decisions/0020 lists them with their bodies and replies). */
export const accountsApi = {
  providers: () =>
    http.get<Ok<{ providers: SocialProvider[] }>>('/api/account/social/providers', { cache: { ttlSeconds: 300 } }),
  ...accountAccessApi,
  resetPassword: (
    body:
      | { token: string; password: string; confirmPassword: string }
      | { hashId: string; newPassword: string; confirmNewPassword: string },
  ) => http.post<Ok<{ message: string; redirect: string }>>('/api/account/reset-password', body),
  verifyEmail: (token: string) => http.post<Ok<{ verified: true }>>('/api/account/verify-email', { token }),
  socialStart: (body: { authSourceEnumId: number; redirect?: string; silent?: boolean }) =>
    http.post<Ok<{ redirectUrl: string }>>('/api/account/social/start', body),
  socialCallback: (body: { code?: string; state: string; error?: string }) =>
    http.post<Ok<{ intent: 'login' | 'link'; redirect: string; message?: string }>>(
      '/api/account/social/callback',
      body,
    ),

  user: () => http.get<Ok<{ user: DashboardUser }>>('/dashboard/api/user'),
  changePassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
    http.post<Ok<{ message: string }>>('/dashboard/api/user/credentials', body),
  passwordHash: (email: string) => http.post<Ok<{ hashId: string }>>('/dashboard/api/user/password-hash', { email }),
  resendVerification: () => http.post<Ok<{ message: string }>>('/dashboard/api/user/verify-email/send', {}),
  socialLogins: () =>
    http.get<Ok<{ logins: { Data: SocialLoginRow[] } }>>('/dashboard/api/user/social-accounts/get-social-logins'),
  link: (body: { email: string; userId: string; isActive: true; accountAuthType: number }) =>
    http.post<Ok<{ redirectUrl: string }>>('/dashboard/api/user/social-accounts/link', body),
  unlink: (body: {
    email: string;
    userId: string;
    isActive: false;
    externalLoginId: number;
    accountAuthType: number;
  }) => http.post<Ok<{ message: string }>>('/dashboard/api/user/social-accounts/unlink', body),
  deleteAccount: (body: { password?: string; email?: string }) =>
    http.post<Ok<{ confirmationId: string; redirect: string }>>('/dashboard/api/consumer-privacy/account/delete', body),
};
