import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type JoinFunnelStep, joinFunnelId, joinFunnelUrl } from '#core/funnels/join-funnel.rules';
import { SaveUserInterestsInput } from '#core/funnels/user-interests.schema';
import { recommendedJoinPlan } from '#core/membership/offers/plan-recommendation.rules';
import { parseInput } from '#core/shared/errors';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { useSignedIn } from '../../../lib/session/session-store';
import { joinFunnelApi } from '../api/join-funnel-api';
import { loadJoinInterests, storeJoinInterests } from '../stores/join-interests-storage';
import '../join-funnel.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

const STEP_LABELS: [JoinFunnelStep, string][] = [
  ['categories', 'What we hold'],
  ['interests', 'Your interests'],
  ['membership', 'Membership'],
  ['checkout', 'Checkout'],
];

/** "Step n of 4" with the step names; the current one marked for assistive technology. */
const JoinSteps = ({ current }: { current: JoinFunnelStep }) => (
  <ol className="jf-steps" aria-label="Join steps">
    {STEP_LABELS.map(([step, label], i) => (
      <li key={step} aria-current={step === current ? 'step' : undefined}>
        {i + 1}. {label}
      </li>
    ))}
  </ol>
);

const useFunnelId = () => joinFunnelId(useSearchParams()[0].get('id'));

/**
 * /join/categories (002 section 2.2): the categories of data our reports hold, from GET /api/data-categories,
 * then on to the interests.
 */
export const JoinCategoriesPage = () => {
  const id = useFunnelId();
  const res = useRequest('data-categories', (signal) => joinFunnelApi.categories(signal));
  return (
    <PageContainer
      title="What you can find with Tracewell"
      lead="Our reports bring public records together in these categories. Every fact says where it came from and when it was recorded."
    >
      <JoinSteps current="categories" />
      {res.error ? <ErrorSummary error={res.error} /> : null}
      {!res.data && !res.error && <Spinner label="Loading categories" />}
      {res.data && (
        <ul className="jf-grid" data-testid="data-categories">
          {res.data.categories.map((c) => (
            <li key={c.Id} className="jf-tile">
              <h2>{c.Name}</h2>
              <p>{c.Description}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="jf-actions">
        <LinkButton to={joinFunnelUrl('interests', { id })}>Continue</LinkButton>
        <LinkButton to={joinFunnelUrl('membership', { id })} variant="ghost">
          Skip to plans
        </LinkButton>
      </div>
    </PageContainer>
  );
};

/**
 * /join/interests (002 sections 2.2, 4 and 7): the visitor picks the categories they are after; ids 204 to 211
 * recommend Premium. A signed-in member's choice is saved with POST /api/user-interests, a visitor's is kept
 * in browser storage for 24 hours; then /join/membership opens with the recommended plan selected.
 */
export const JoinInterestsPage = () => {
  const id = useFunnelId();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const res = useRequest('data-categories', (signal) => joinFunnelApi.categories(signal));
  const [chosen, setChosen] = useState<readonly number[]>(() => loadJoinInterests() ?? []);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  // A member's saved choice (GET /api/user-interests) wins over this browser's, unless it is empty.
  const saved = useRequest(signedIn ? 'user-interests' : null, (signal) => joinFunnelApi.readInterests(signal));
  const savedIds = saved.data?.data.Categories;
  useEffect(() => {
    if (!touched && savedIds && savedIds.length > 0) setChosen(savedIds);
  }, [savedIds, touched]);
  const plan = recommendedJoinPlan(chosen);
  const toggle = (catId: number, on: boolean) => {
    setTouched(true);
    setChosen((c) => (on ? [...c.filter((x) => x !== catId), catId] : c.filter((x) => x !== catId)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseInput(SaveUserInterestsInput, { Categories: chosen });
    if (parsed.isErr()) return setError(parsed.error.errors);
    setError(null);
    setSaving(true);
    try {
      if (signedIn) await joinFunnelApi.saveInterests(parsed.value.Categories);
      storeJoinInterests(parsed.value.Categories);
      navigate(joinFunnelUrl('membership', { id, plan }));
    } catch (x) {
      setError(x);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer
      title="What are you looking for?"
      lead="Choose what you want to find. We use it to recommend a membership; you can choose any plan."
    >
      <JoinSteps current="interests" />
      <ErrorSummary error={error} />
      {!res.data && !res.error && <Spinner label="Loading categories" />}
      {res.error ? <ErrorSummary error={res.error} /> : null}
      {res.data && (
        <form onSubmit={submit} noValidate>
          <fieldset className="jf-fieldset">
            <legend>Choose any that apply</legend>
            <ul className="jf-grid">
              {res.data.categories.map((c) => (
                <li key={c.Id} className="jf-tile">
                  <label className="jf-choice">
                    <input
                      type="checkbox"
                      name="interest"
                      value={c.Id}
                      checked={chosen.includes(c.Id)}
                      onChange={(e) => toggle(c.Id, e.target.checked)}
                    />
                    <span>
                      <strong>{c.Name}</strong>
                      <br />
                      <span>{c.Description}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div aria-live="polite" data-testid="plan-recommendation">
            {plan === 'premium' && (
              <Alert tone="info" title="Premium recommended">
                Premium memberships include full background reports, with email addresses and criminal and court
                records.
              </Alert>
            )}
          </div>
          <p className="jf-muted">
            {signedIn ? 'Your choice is saved to your account.' : 'Your choice is kept in this browser for 24 hours.'}
          </p>
          <div className="jf-actions">
            <Button type="submit" loading={saving}>
              Continue
            </Button>
          </div>
        </form>
      )}
    </PageContainer>
  );
};
