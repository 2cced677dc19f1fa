import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrivacyCaseOverdue, isPrivacyConfirmationOverdue } from '../../../core/privacy/privacy-case-queue.rules.js';
import {
  OpenPrivacyCaseInput,
  PrivacyCodeInput,
  PrivacySearchInput,
} from '../../../core/privacy/privacy-flow.schema.js';
import {
  buildPrivacyQuestions,
  PRIVACY_QUESTION_CHOICES,
  privacyAnswersComplete,
  privacyAnswersMatch,
  privacyContactsOf,
  streetOf,
  triesLeft,
} from '../../../core/privacy/privacy-verification.rules.js';
import { maskEmail, maskPhone } from '../../../core/shared/contact-mask.rules.js';

const history = {
  addresses: [
    { line1: '12 Sparrow Cir', zip: '85281' },
    { line1: '4410 W Indian School Rd Apt 3', zip: '85031-2210' },
  ],
};
const decoys = {
  streets: ['7 Quail Run', '88 Mesa Dr', '19 Sparrow Cir', '5 Cactus Ln', '300 Pine St', '2 Oak Ave'],
  zips: ['85001', '85281', '86001', '85701', '85901'],
};

describe('privacy verification rules (002 section 4.1; docs/decisions/0074)', () => {
  it('masks contacts: the name part and all but the last four digits hidden', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j******e@example.com');
    expect(maskEmail('jo@example.com')).toBe('j***@example.com');
    expect(maskPhone('602-555-0123')).toBe('(***) ***-0123');
  });

  it('offers the record contacts of one channel, current first, deduplicated, at most five', () => {
    const c = privacyContactsOf('email', [
      { value: 'old@x.com', isCurrent: false },
      { value: 'New@x.com', isCurrent: true },
      { value: 'new@x.com', isCurrent: false },
    ]);
    expect(c.map((x) => [x.id, x.value])).toEqual([
      ['e1', 'New@x.com'],
      ['e2', 'old@x.com'],
    ]);
    const phones = privacyContactsOf(
      'phone',
      Array.from({ length: 8 }, (_, i) => ({ value: `602555010${i}`, isCurrent: false })),
    );
    expect(phones).toHaveLength(5);
    expect(phones[0]).toEqual({ id: 'p1', channel: 'phone', masked: '(***) ***-0100', value: '6025550100' });
  });

  it('street question and ZIP question: one true answer among decoys from other records, none of them in the history', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const qs = buildPrivacyQuestions(history, decoys, seed)!;
        expect(qs.map((q) => q.id)).toEqual(['street', 'zip']);
        const [street, zip] = qs as [(typeof qs)[0], (typeof qs)[0]];
        expect(street.choices).toHaveLength(PRIVACY_QUESTION_CHOICES);
        expect(new Set(street.choices).size).toBe(PRIVACY_QUESTION_CHOICES);
        const ours = ['Sparrow Cir', 'W Indian School Rd Apt 3'];
        expect(street.choices.filter((c) => ours.includes(c))).toEqual([street.answer]);
        expect(zip.choices.filter((c) => ['85281', '85031'].includes(c))).toEqual([zip.answer]);
        // Records' decoys come first; the fixed list only fills in.
        expect(street.choices.filter((c) => c === 'Maple Ave')).toEqual([]);
        expect(privacyAnswersMatch(qs, { street: street.answer, zip: ` ${zip.answer} ` })).toBe(true);
        const wrong = street.choices.find((c) => c !== street.answer)!;
        expect(privacyAnswersMatch(qs, { street: wrong, zip: zip.answer })).toBe(false);
      }),
    );
  });

  it('the same seed gives the same questions; too few decoys are filled from the fixed lists; no history, no questions', () => {
    expect(buildPrivacyQuestions(history, decoys, 'a')).toEqual(buildPrivacyQuestions(history, decoys, 'a'));
    const sparse = buildPrivacyQuestions(history, { streets: [], zips: [] }, 'b')!;
    expect(sparse[0]!.choices).toHaveLength(PRIVACY_QUESTION_CHOICES);
    expect(buildPrivacyQuestions({ addresses: [] }, decoys, 'c')).toBeNull();
    expect(streetOf('4410 W Indian School Rd')).toBe('W Indian School Rd');
  });

  it('answers complete, tries left never negative', () => {
    const qs = buildPrivacyQuestions(history, decoys, 'x')!;
    expect(privacyAnswersComplete(qs, { street: 'a' })).toBe(false);
    expect(privacyAnswersComplete(qs, { street: 'a', zip: 'b' })).toBe(true);
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), (used, max) => triesLeft(used, max) >= 0 && triesLeft(used, max) <= max),
    );
  });

  it("schemas: 'Invalid verification option', the state, the 6-digit code", () => {
    expect(OpenPrivacyCaseInput.safeParse({ kind: 'know', option: 4 }).data).toEqual({
      kind: 'know',
      option: 'addressPhone',
    });
    expect(OpenPrivacyCaseInput.safeParse({ kind: 'know', option: 7 }).error?.issues[0]?.message).toBe(
      'Invalid verification option',
    );
    expect(OpenPrivacyCaseInput.safeParse({ kind: 'sell', option: 1 }).success).toBe(false);
    const s = PrivacySearchInput.safeParse({ caseId: 'c', firstName: 'Ann', lastName: 'Lee', state: 'az' });
    expect(s.data).toMatchObject({ state: 'AZ', city: '', page: 1 });
    expect(PrivacySearchInput.safeParse({ caseId: 'c', firstName: 'Ann', lastName: 'Lee', state: 'ZZ' }).success).toBe(
      false,
    );
    expect(PrivacyCodeInput.safeParse({ caseId: 'c', code: '12345' }).error?.issues[0]?.message).toBe(
      'Please enter the 6-digit code we sent you',
    );
  });

  it('queue: overdue after the completion due date while open; confirmation overdue without a confirmation', () => {
    const open = { state: 'verified' as const, completeBy: '2026-04-20', confirmBy: '2026-03-20', confirmedAt: null };
    expect(isPrivacyCaseOverdue(open, '2026-04-20')).toBe(false);
    expect(isPrivacyCaseOverdue(open, '2026-04-21')).toBe(true);
    expect(isPrivacyCaseOverdue({ ...open, state: 'completed' }, '2026-05-01')).toBe(false);
    expect(isPrivacyConfirmationOverdue(open, '2026-03-21')).toBe(true);
    expect(isPrivacyConfirmationOverdue({ ...open, confirmedAt: '2026-03-07T00:00:00Z' }, '2026-03-21')).toBe(false);
  });
});
