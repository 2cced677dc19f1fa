import { http } from './http/http';

type Ok<T> = { success: true } & T;

/**
 * Getting into an account: sign-up, log-in (with the new-device code) and the forgot-password mail
 * (docs/decisions/0020 lists the bodies and replies). Shared by the account pages and the identity
 * monitoring screens, which sign people up and in through the same calls.
 */
export const accountAccessApi = {
  signUp: (body: { firstName: string; lastName: string; email: string; password: string }) =>
    http.post<Ok<{ redirect: string }>>('/api/account/signup', body),
  /** A known account on an unknown browser answers `deviceVerificationRequired`: a code was e-mailed. */
  logIn: (body: { email: string; password: string; remember: boolean; redirect: string }) =>
    http.post<Ok<{ redirect: string; deviceVerificationRequired?: boolean }>>('/api/account/login', body),
  verifyDevice: (body: { code: string; redirect: string }) =>
    http.post<Ok<{ redirect: string }>>('/api/account/verify-device', body),
  logOut: () => http.post<Ok<{ redirect: string }>>('/api/account/logout', {}),
  forgotPassword: (email: string) => http.post<Ok<{ message: string }>>('/api/account/forgot-password', { email }),
};
