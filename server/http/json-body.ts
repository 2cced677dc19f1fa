import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** Text of the 400 answer to a body that is not JSON. */
export const INVALID_JSON_TEXT = 'The request body is not valid JSON';

/** Text of the 400 answer to a body holding a NUL character, which no text column can store. */
export const NUL_CHARACTER_TEXT = 'The request holds a character that is not allowed (\\u0000)';

/** Whether any text of a JSON value (keys included) holds a NUL character. */
const holdsNul = (v: unknown): boolean => {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(holdsNul);
  if (v !== null && typeof v === 'object')
    return Object.entries(v).some(([k, x]) => k.includes('\u0000') || holdsNul(x));
  return false;
};

/**
 * The request's JSON body as `unknown`, for a use case to validate. A body that is not JSON, or whose
 * text holds a NUL character (PostgreSQL text and jsonb cannot store one), is the caller's mistake
 * (400, via app.onError), not a server error.
 */
export const jsonBody = async (c: Context): Promise<unknown> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HTTPException(400, { message: INVALID_JSON_TEXT });
  }
  if (holdsNul(body)) throw new HTTPException(400, { message: NUL_CHARACTER_TEXT });
  return body;
};

/**
 * A JSON body with a path parameter added as one of its fields (PUT /flags/{flag}: the flag the path names
 * is validated with the body). A body that is not an object is passed on as it is, for the schema to refuse.
 */
export const withPathParam = (body: unknown, name: string, value: string): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, [name]: value } : body;
