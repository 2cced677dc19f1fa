import { toDisplayErrors } from '../lib/forms/display-errors';
import { HttpError } from '../lib/http/http-error';
import { requestGroupErrors } from '../lib/http/request.rules';
import { Alert } from './alert';

/**
 * Props of {@link ErrorSummary}:
 * - `error`: anything a request or a form produced: an `HttpError`, plain `FieldErrors`, an `Error`
 *   (its message becomes a general error) or a string; nothing renders for `null`/`undefined`;
 * - `fields`: only show these field keys (e.g. `['*']` when the fields show their own errors);
 * - `title`: the bold first line; defaults to the alert title of the error (a 500 with no message
 *   shows "Sorry, an error occurred" / "Please try your request again", 002 section 8).
 */
export type ErrorSummaryProps = {
  error: unknown;
  fields?: readonly string[];
  title?: string;
};

/**
 * Shows field-keyed error lists in one error alert, with identical lists shown once
 * (002 section 8, "Error display").
 */
export const ErrorSummary = ({ error, fields, title }: ErrorSummaryProps) => {
  const all = toDisplayErrors(error);
  const shown = fields ? Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k))) : all;
  const groups = requestGroupErrors(shown);
  if (groups.length === 0) return null;
  const alert = error instanceof HttpError ? error.alert : undefined;
  if (alert) {
    return (
      <Alert tone="error" title={title ?? alert.title}>
        <p>{alert.text}</p>
      </Alert>
    );
  }
  const messages = groups.flatMap((g) => g.messages);
  return (
    <Alert tone="error" title={title}>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="tw-error-summary__list">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
};
