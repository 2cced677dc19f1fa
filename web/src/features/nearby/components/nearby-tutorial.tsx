import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';

/** The cookie that remembers the tutorial was shown (001 section 2). */
export const NEARBY_TUTORIAL_COOKIE = 'tw_nearby_tutorial';

/** What each step highlights: the address search box, the quick filters, the Save Search button. */
export type TutorialTarget = 'address' | 'chips' | 'save';

const STEPS: readonly { target: TutorialTarget; title: string; text: string }[] = [
  {
    target: 'address',
    title: 'Search any address',
    text: 'Type an address, city or ZIP code to see the properties around it, or draw an area on the map.',
  },
  {
    target: 'chips',
    title: 'Narrow it down',
    text: 'Quick filters find owners in pre-foreclosure, high equity, vacant homes and more. Each shows how many match.',
  },
  {
    target: 'save',
    title: 'Save your search',
    text: 'Save Search keeps these filters on your dashboard, and we e-mail you when new properties match.',
  },
];

const seen = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${NEARBY_TUTORIAL_COOKIE}=`));
const remember = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; the Cookie Store API is not in every browser we support.
  document.cookie = `${NEARBY_TUTORIAL_COOKIE}=1; path=/; max-age=${60 * 60 * 24 * 365 * 5}; SameSite=Lax`;
};

/**
 * The 3-step first-visit tutorial (001 sections 2 and 9): shown once, after the first data load, and
 * remembered by a cookie; Next, Back, Done, and it can be closed. `onStep` tells the page which part to
 * highlight.
 */
export const NearbyTutorial = ({ ready, onStep }: { ready: boolean; onStep: (t: TutorialTarget | null) => void }) => {
  const id = useId();
  const [step, setStep] = useState<number | null>(null);
  useEffect(() => {
    if (ready && step === null && !seen()) {
      remember();
      setStep(0);
    }
  }, [ready, step]);
  const current = step === null ? null : STEPS[step];
  useEffect(() => onStep(current?.target ?? null), [current, onStep]);
  if (!current || step === null) return null;
  const close = () => setStep(STEPS.length);
  return (
    <div className="nb-tutorial" role="dialog" aria-labelledby={`${id}-t`} data-step={step + 1}>
      <p className="nb-tutorial__count">
        Step {step + 1} of {STEPS.length}
      </p>
      <h2 id={`${id}-t`} className="nb-tutorial__title">
        {current.title}
      </h2>
      <p>{current.text}</p>
      <div className="nb-tutorial__actions">
        {step > 0 && (
          <Button size="sm" variant="secondary" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        )}
        {step < STEPS.length - 1 ? (
          <Button size="sm" onClick={() => setStep(step + 1)}>
            Next
          </Button>
        ) : (
          <Button size="sm" onClick={close}>
            Done
          </Button>
        )}
      </div>
      <button type="button" className="nb-tutorial__close" aria-label="Close tutorial" onClick={close}>
        ×
      </button>
    </div>
  );
};
