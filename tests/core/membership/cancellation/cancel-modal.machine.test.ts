import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_MODAL_ERROR,
  type CancelModalContext,
  type CancelModalEvent,
  type CancelModalPanel,
  type CancelModalState,
  cancelChoicePanel,
  cancelModalReducer,
  initialCancelModalState,
} from '../../../../core/membership/cancellation/cancel-modal.machine.js';

const ctx = (over: Partial<CancelModalContext> = {}): CancelModalContext => ({
  isPaymentPending: false,
  isRewards: false,
  discountOfferShown: true,
  ...over,
});
const run = (c: CancelModalContext, events: CancelModalEvent['type'][]): CancelModalState =>
  events.reduce((s, type) => cancelModalReducer(s, { type }), initialCancelModalState(c));

describe('cancel-membership modal panels (Spec 000 §4)', () => {
  it('opens on cancelSubscription; search help is one step away', () => {
    expect(run(ctx(), []).panel).toBe('cancelSubscription');
    expect(run(ctx(), ['SHOW_SEARCH_HELP']).panel).toBe('searchHelp');
    expect(run(ctx(), ['SHOW_SEARCH_HELP', 'BACK_FROM_SEARCH_HELP']).panel).toBe('cancelSubscription');
  });

  it('the cancel choice: payment pending -> directCancel, Rewards -> rewardsAreYouSure, else discountOffer', () => {
    expect(run(ctx({ isPaymentPending: true, isRewards: true }), ['CHOOSE_CANCEL']).panel).toBe('directCancel');
    expect(run(ctx({ isRewards: true }), ['CHOOSE_CANCEL']).panel).toBe('rewardsAreYouSure');
    expect(run(ctx(), ['CHOOSE_CANCEL']).panel).toBe('discountOffer');
    expect(run(ctx({ discountOfferShown: false }), ['CHOOSE_CANCEL']).panel).toBe('directCancel');
  });

  it('a successful cancel -> membershipCancelled, or rewardsMembershipCancelled for Rewards', () => {
    expect(run(ctx(), ['CHOOSE_CANCEL', 'CONFIRM_CANCEL', 'CANCEL_SUCCEEDED']).panel).toBe('membershipCancelled');
    expect(run(ctx({ isRewards: true }), ['CHOOSE_CANCEL', 'CONFIRM_CANCEL', 'CANCEL_SUCCEEDED']).panel).toBe(
      'rewardsMembershipCancelled',
    );
  });

  it('accepting the discount -> discountApplied; failure -> error; Go Back -> previous panel', () => {
    expect(run(ctx(), ['CHOOSE_CANCEL', 'ACCEPT_DISCOUNT', 'DISCOUNT_SUCCEEDED']).panel).toBe('discountApplied');
    const failed = run(ctx(), ['CHOOSE_CANCEL', 'ACCEPT_DISCOUNT', 'DISCOUNT_FAILED']);
    expect(failed.panel).toBe('error');
    expect(cancelModalReducer(failed, { type: 'GO_BACK' }).panel).toBe('discountOffer');
    const cancelFailed = run(ctx({ isRewards: true }), ['CHOOSE_CANCEL', 'CONFIRM_CANCEL', 'CANCEL_FAILED']);
    expect(cancelFailed.panel).toBe('error');
    expect(cancelModalReducer(cancelFailed, { type: 'GO_BACK' }).panel).toBe('rewardsAreYouSure');
  });

  it('results without a call in flight, and events on the wrong panel, change nothing', () => {
    const s = run(ctx(), ['CHOOSE_CANCEL']);
    for (const type of [
      'CANCEL_SUCCEEDED',
      'DISCOUNT_SUCCEEDED',
      'GO_BACK',
      'SHOW_SEARCH_HELP',
      'CHOOSE_CANCEL',
    ] as const) {
      expect(cancelModalReducer(s, { type })).toBe(s);
    }
    const pending = cancelModalReducer(s, { type: 'CONFIRM_CANCEL' });
    expect(cancelModalReducer(pending, { type: 'ACCEPT_DISCOUNT' })).toBe(pending);
    expect(cancelModalReducer(pending, { type: 'DISCOUNT_SUCCEEDED' })).toBe(pending);
    const initial = initialCancelModalState(ctx());
    expect(cancelModalReducer(initial, { type: 'CONFIRM_CANCEL' })).toBe(initial);
    expect(cancelModalReducer(initial, { type: 'ACCEPT_DISCOUNT' })).toBe(initial);
    expect(cancelModalReducer(initial, { type: 'BACK_FROM_SEARCH_HELP' })).toBe(initial);
    expect(cancelModalReducer(initial, { type: 'NOPE' } as unknown as CancelModalEvent)).toBe(initial);
  });

  it('final panels accept nothing', () => {
    const done = run(ctx(), ['CHOOSE_CANCEL', 'CONFIRM_CANCEL', 'CANCEL_SUCCEEDED']);
    for (const type of ['GO_BACK', 'CHOOSE_CANCEL', 'CONFIRM_CANCEL', 'CANCEL_SUCCEEDED', 'ACCEPT_DISCOUNT'] as const) {
      expect(cancelModalReducer(done, { type })).toBe(done);
    }
  });

  it('error texts', () => {
    expect(CANCEL_MODAL_ERROR).toEqual({
      title: 'Oops, something went wrong',
      message: 'Sorry, we were unable to process your request.',
      action: 'Go Back',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Model-based test: an independent reference model written as the spec's transition table, driven by
// fc.commands. After every command the real reducer must show the model's panel, and the invariants hold:
// the cancelled panels are reached only by a confirm on a confirm panel followed by a successful cancel
// call; error's Go Back returns to the panel before the error.
// ---------------------------------------------------------------------------------------------------------

type Model = {
  ctx: CancelModalContext;
  panel: CancelModalPanel;
  beforeError: CancelModalPanel | null;
  inFlight: null | { call: 'cancel' | 'discount'; from: CancelModalPanel };
  trail: string[];
};
type Real = { state: CancelModalState };

const choice = (c: CancelModalContext): CancelModalPanel =>
  c.isPaymentPending
    ? 'directCancel'
    : c.isRewards
      ? 'rewardsAreYouSure'
      : c.discountOfferShown
        ? 'discountOffer'
        : 'directCancel';

/** The spec's table: returns the model's next state, or null when the event does not apply. */
const modelStep = (m: Model, e: CancelModalEvent['type']): Model | null => {
  const to = (panel: CancelModalPanel, extra: Partial<Model> = {}): Model => ({
    ...m,
    panel,
    inFlight: null,
    trail: [...m.trail, `${m.panel}-${e}->${panel}`],
    ...extra,
  });
  if (m.inFlight) {
    if (m.inFlight.call === 'cancel' && e === 'CANCEL_SUCCEEDED')
      return to(m.ctx.isRewards ? 'rewardsMembershipCancelled' : 'membershipCancelled');
    if (m.inFlight.call === 'discount' && e === 'DISCOUNT_SUCCEEDED') return to('discountApplied');
    if (
      (m.inFlight.call === 'cancel' && e === 'CANCEL_FAILED') ||
      (m.inFlight.call === 'discount' && e === 'DISCOUNT_FAILED')
    )
      return to('error', { beforeError: m.inFlight.from });
    return null;
  }
  switch (`${m.panel}:${e}`) {
    case 'cancelSubscription:SHOW_SEARCH_HELP':
      return to('searchHelp');
    case 'searchHelp:BACK_FROM_SEARCH_HELP':
      return to('cancelSubscription');
    case 'cancelSubscription:CHOOSE_CANCEL':
      return to(choice(m.ctx));
    case 'directCancel:CONFIRM_CANCEL':
    case 'rewardsAreYouSure:CONFIRM_CANCEL':
    case 'discountOffer:CONFIRM_CANCEL':
      return { ...m, inFlight: { call: 'cancel', from: m.panel }, trail: [...m.trail, `${m.panel}-${e}`] };
    case 'discountOffer:ACCEPT_DISCOUNT':
      return { ...m, inFlight: { call: 'discount', from: m.panel }, trail: [...m.trail, `${m.panel}-${e}`] };
    case 'error:GO_BACK':
      return to(m.beforeError as CancelModalPanel);
    default:
      return null;
  }
};

const ALL_EVENTS: CancelModalEvent['type'][] = [
  'SHOW_SEARCH_HELP',
  'BACK_FROM_SEARCH_HELP',
  'CHOOSE_CANCEL',
  'CONFIRM_CANCEL',
  'CANCEL_SUCCEEDED',
  'CANCEL_FAILED',
  'ACCEPT_DISCOUNT',
  'DISCOUNT_SUCCEEDED',
  'DISCOUNT_FAILED',
  'GO_BACK',
];

const reached = new Set<CancelModalPanel>();

class Send implements fc.Command<Model, Real> {
  /** `onlyApplicable`: the command is skipped unless the model accepts it, which biases runs deep into the machine. */
  constructor(
    readonly type: CancelModalEvent['type'],
    readonly onlyApplicable = false,
  ) {}
  check = (m: Readonly<Model>) => !this.onlyApplicable || modelStep(m as Model, this.type) !== null;
  run(m: Model, r: Real): void {
    const before = r.state;
    const panelBefore = m.panel;
    const next = modelStep(m, this.type);
    r.state = cancelModalReducer(r.state, { type: this.type });
    if (next === null) {
      expect(r.state).toBe(before); // an event that does not apply changes nothing
      return;
    }
    Object.assign(m, next);
    reached.add(m.panel);
    expect(r.state.panel).toBe(m.panel);
    expect(r.state.pending).toBe(m.inFlight?.call ?? null);
    if (this.type === 'GO_BACK') expect(r.state.panel).toBe(before.previous);
    if (m.panel === 'membershipCancelled' || m.panel === 'rewardsMembershipCancelled') {
      // only through a confirm on a confirm panel, then a successful cancel call
      const confirm = m.trail.at(-2) ?? '';
      expect(confirm).toMatch(/^(directCancel|rewardsAreYouSure|discountOffer)-CONFIRM_CANCEL$/);
      expect(m.trail.at(-1)).toMatch(/CANCEL_SUCCEEDED/);
      expect(m.panel === 'rewardsMembershipCancelled').toBe(m.ctx.isRewards);
      expect(panelBefore).toMatch(/^(directCancel|rewardsAreYouSure|discountOffer)$/);
      // and the confirm panel was the spec's cancel choice for this membership
      expect(panelBefore).toBe(choice(m.ctx));
    }
    if (m.panel === 'discountApplied') expect(panelBefore).toBe('discountOffer');
  }
  toString = () => `${this.type}${this.onlyApplicable ? '?' : ''}`;
}

describe('cancel modal: model-based (fc.commands)', () => {
  it('matches the reference model and reaches the cancelled panels only through the spec paths', () => {
    const contexts = fc.record({
      isPaymentPending: fc.boolean(),
      isRewards: fc.boolean(),
      discountOfferShown: fc.boolean(),
    });
    const commands = fc.commands(
      ALL_EVENTS.flatMap((t) => [fc.constant(new Send(t)), fc.constant(new Send(t, true))]),
      { maxCommands: 40, size: 'max' },
    );
    fc.assert(
      fc.property(contexts, commands, (c, cmds) => {
        const setup = () => ({
          model: {
            ctx: c,
            panel: 'cancelSubscription' as CancelModalPanel,
            beforeError: null,
            inFlight: null,
            trail: [],
          } as Model,
          real: { state: initialCancelModalState(c) },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 500 },
    );
    // the generator really explores the machine: every panel was visited
    expect([...reached].sort()).toEqual(
      [
        'cancelSubscription',
        'directCancel',
        'discountApplied',
        'discountOffer',
        'error',
        'membershipCancelled',
        'rewardsAreYouSure',
        'rewardsMembershipCancelled',
        'searchHelp',
      ].sort(),
    );
  });

  it('property: Go Back from error always returns to the panel that made the failing call', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALL_EVENTS), { maxLength: 30 }),
        fc.boolean(),
        fc.boolean(),
        (events, pp, rw) => {
          let s = initialCancelModalState(ctx({ isPaymentPending: pp, isRewards: rw }));
          for (const type of events) {
            const next = cancelModalReducer(s, { type });
            if (next.panel === 'error' && s.panel !== 'error') {
              expect(cancelModalReducer(next, { type: 'GO_BACK' }).panel).toBe(s.panel);
            }
            s = next;
          }
        },
      ),
    );
  });

  it('cancelChoicePanel agrees with the reference', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (a, b, d) => {
        const c = { isPaymentPending: a, isRewards: b, discountOfferShown: d };
        expect(cancelChoicePanel(c)).toBe(choice(c));
      }),
    );
  });
});
