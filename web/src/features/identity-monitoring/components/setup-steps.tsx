/** The account set-up steps, in order (000 section 2; 002 section 2.2). */
export const SETUP_STEP_LABELS = [
  'Create account',
  'Verify e-mail',
  'Add personal info',
  'Verify phone number',
] as const;

/**
 * The step indicator: the four set-up steps with the done ones ticked and the current one marked
 * `aria-current="step"`. `current` is the index of the step in progress; 4 means all are done.
 */
export const SetupSteps = ({ current }: { current: number }) => (
  <nav aria-label="Set-up progress" className="im-steps">
    <ol className="im-steps__list">
      {SETUP_STEP_LABELS.map((label, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`im-steps__item im-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
            data-testid="setup-step"
          >
            <span className="im-steps__mark" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="im-steps__label">
              {label}
              {state === 'done' && <span className="tw-visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  </nav>
);
