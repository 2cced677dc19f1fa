import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * Props of {@link TextField}: every native `<input>` prop, plus
 * - `label` (required, visible);
 * - `error`: a message or a list of messages (e.g. `errors.email` from an `HttpError` or a core
 *   schema); shown under the input, marks it `aria-invalid` and links it with `aria-describedby`;
 * - `hint`: help text under the input;
 * - `optional`: adds "(optional)" to the label.
 */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

/** A labelled text input with hint and error text. */
export const TextField = ({ label, error, hint, optional, id, className, type = 'text', ...rest }: TextFieldProps) => {
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const messages = error === undefined ? [] : typeof error === 'string' ? [error] : [...error];
  const invalid = messages.length > 0;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = invalid ? `${inputId}-error` : undefined;
  return (
    <div className={['tw-field', invalid && 'tw-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="tw-field__label" htmlFor={inputId}>
        {label}
        {optional && <span className="tw-field__optional"> (optional)</span>}
      </label>
      <input
        id={inputId}
        type={type}
        className="tw-field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint && (
        <span id={hintId} className="tw-field__hint">
          {hint}
        </span>
      )}
      {invalid && (
        <p id={errorId} className="tw-field__error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
};
