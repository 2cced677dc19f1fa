/**
 * The Hono environment shared by every route. `userId` is set by the session middleware
 * (accounts) and is only meaningful under /dashboard/api, which answers 401 without a session.
 */
export type AppEnv = {
  Variables: {
    userId: string;
  };
};
