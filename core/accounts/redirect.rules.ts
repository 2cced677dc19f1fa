/**
 * Where to go after log-in (002 section 8.1 `redirect`): only same-site paths are followed, never
 * `//host`, a backslash after the slash, or absolute URLs (no open redirect); anything else goes to `fallback`.
 */
export const safeRedirect = (value: unknown, fallback = '/dashboard'): string =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500 ? value : fallback;
