import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** Text of the 400 answer to a body that is not JSON. */
export const INVALID_JSON_TEXT = 'The request body is not valid JSON';

/**
 * The request's JSON body as `unknown`, for a use case to validate. A body that is not JSON is the
 * caller's mistake (400, via app.onError), not a server error.
 */
export const jsonBody = async (c: Context): Promise<unknown> => {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: INVALID_JSON_TEXT });
  }
};
