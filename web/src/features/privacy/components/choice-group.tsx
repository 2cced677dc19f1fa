import { useId } from 'react';

/**
 * A labelled group of radio buttons (fieldset and legend) with its error tied to the group and to each
 * input (`aria-describedby`); the first radio carries `aria-invalid` so focus can land on it.
 */
export const ChoiceGroup = ({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  hint,
}: {
  legend: string;
  name: string;
  choices: readonly { value: string; label: string; description?: string }[];
  value: string;
  onChange: (v: string) => void;
  error?: readonly string[] | string | undefined;
  hint?: string;
}) => {
  const id = useId();
  const messages = error === undefined ? [] : typeof error === 'string' ? [error] : [...error];
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={['pv-choices', errorId && 'pv-choices--invalid'].filter(Boolean).join(' ')}
      aria-describedby={described}
    >
      <legend className="pv-choices__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="tw-field__hint">
          {hint}
        </p>
      )}
      {choices.map((c, i) => (
        <label key={c.value} className="pv-choice">
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            aria-invalid={(errorId && i === 0) || undefined}
            aria-describedby={described}
          />
          <span>
            <span className="pv-choice__label">{c.label}</span>
            {c.description && <span className="pv-choice__description">{c.description}</span>}
          </span>
        </label>
      ))}
      {errorId && (
        <p id={errorId} className="tw-field__error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
};
