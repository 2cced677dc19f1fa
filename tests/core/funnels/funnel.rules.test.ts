import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_CATEGORIES, dataCategoriesOf, isDataCategoryId } from '../../../core/funnels/data-categories.rules.js';
import {
  freshJoinInterests,
  JOIN_FUNNEL_STORAGE_TTL_SECONDS,
  joinFunnelId,
  joinFunnelUrl,
} from '../../../core/funnels/join-funnel.rules.js';
import {
  freshPersonFunnel,
  nextPersonFunnelStep,
  PERSON_FUNNEL_TTL_SECONDS,
  type PersonFunnelStep,
  personFunnelCheckoutUrl,
  personFunnelPath,
  personFunnelProgress,
  personFunnelResumeStep,
  previousPersonFunnelStep,
} from '../../../core/funnels/person-funnel.rules.js';
import { SaveUserInterestsInput, UNKNOWN_INTEREST_MESSAGE } from '../../../core/funnels/user-interests.schema.js';
import { recommendedJoinPlan } from '../../../core/membership/offers/plan-recommendation.rules.js';
import { TEASER_RECORD_NOUNS } from '../../../core/reports/teaser-counts.rules.js';
import { parseInput } from '../../../core/shared/errors.js';

describe('recommendedJoinPlan (002 section 4: ids 204 to 211 recommend premium)', () => {
  it('premium for any id 204-211, at both ends of the range', () => {
    expect(recommendedJoinPlan([204])).toBe('premium');
    expect(recommendedJoinPlan([211])).toBe('premium');
    expect(recommendedJoinPlan([201, 207])).toBe('premium');
  });
  it('none just outside the range, or for no interests', () => {
    expect(recommendedJoinPlan([203])).toBeNull();
    expect(recommendedJoinPlan([212])).toBeNull();
    expect(recommendedJoinPlan([])).toBeNull();
    expect(recommendedJoinPlan([204.5])).toBeNull();
  });
  it('property: premium exactly when some integer id is in 204..211', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 })), (ids) => {
        expect(recommendedJoinPlan(ids) === 'premium').toBe(ids.some((i) => i >= 204 && i <= 211));
      }),
    );
  });
});

describe('data categories', () => {
  it('ids are unique, 201-211, and each names report sections that exist', () => {
    const ids = DATA_CATEGORIES.map((c) => c.Id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211]);
    for (const c of DATA_CATEGORIES) {
      expect(c.recordKinds.length).toBeGreaterThan(0);
      for (const k of c.recordKinds) expect(Object.keys(TEASER_RECORD_NOUNS)).toContain(k);
    }
    expect(isDataCategoryId(205)).toBe(true);
    expect(isDataCategoryId(999)).toBe(false);
    expect(dataCategoriesOf([999, 205, 201]).map((c) => c.Id)).toEqual([201, 205]);
  });
});

describe('SaveUserInterestsInput', () => {
  it('accepts known ids, drops duplicates, sorts them', () => {
    expect(parseInput(SaveUserInterestsInput, { Categories: [208, 204, 208] })._unsafeUnwrap()).toEqual({
      Categories: [204, 208],
    });
    expect(parseInput(SaveUserInterestsInput, { Categories: [] })._unsafeUnwrap()).toEqual({ Categories: [] });
  });
  it('refuses an unknown id, a non-number or a missing list with the field message', () => {
    for (const bad of [{ Categories: [999] }, { Categories: ['x'] }, {}, { Categories: 'all' }]) {
      const e = parseInput(SaveUserInterestsInput, bad)._unsafeUnwrapErr();
      expect(e.errors.Categories?.[0]).toBe(UNKNOWN_INTEREST_MESSAGE);
    }
  });
});

describe('join funnel urls', () => {
  it('carries a valid id on every step and the plan on membership and checkout only', () => {
    expect(joinFunnelUrl('landing')).toBe('/join');
    expect(joinFunnelUrl('categories', { id: 'abc-1', plan: 'premium' })).toBe('/join/categories?id=abc-1');
    expect(joinFunnelUrl('membership', { id: 'abc-1', plan: 'premium' })).toBe(
      '/join/membership?id=abc-1&plan=premium',
    );
    expect(joinFunnelUrl('membership', { id: '<script>' })).toBe('/join/membership');
    expect(joinFunnelId('a'.repeat(65))).toBeNull();
  });
  it('stored interests are kept 24 hours', () => {
    const s = { categories: [204], savedAtMs: 1_000 };
    expect(freshJoinInterests(s, 1_000 + JOIN_FUNNEL_STORAGE_TTL_SECONDS * 1000 - 1)).toBe(s);
    expect(freshJoinInterests(s, 1_000 + JOIN_FUNNEL_STORAGE_TTL_SECONDS * 1000)).toBeNull();
    expect(JOIN_FUNNEL_STORAGE_TTL_SECONDS).toBe(86_400);
  });
});

describe('person funnel', () => {
  it('runs name, location, additional, email, interests, gather-data, then the results at the base path', () => {
    const path: string[] = [];
    let s: PersonFunnelStep = 'name';
    for (let i = 0; i < 8; i++) {
      path.push(personFunnelPath(s));
      s = nextPersonFunnelStep(s);
    }
    expect(path).toEqual([
      '/people-search/name',
      '/people-search/location',
      '/people-search/additional',
      '/people-search/email',
      '/people-search/interests',
      '/people-search/gather-data',
      '/people-search',
      '/people-search',
    ]);
    expect(previousPersonFunnelStep('name')).toBeNull();
    expect(previousPersonFunnelStep('location')).toBe('name');
    expect(personFunnelProgress('email')).toEqual({ step: 4, of: 5 });
    expect(personFunnelProgress('')).toBeNull();
  });
  it('a stored funnel is kept 3600 s', () => {
    const f = {
      firstName: 'Ann',
      middleName: '',
      lastName: 'Lee',
      city: '',
      state: '',
      age: null,
      email: '',
      interests: [],
      savedAtMs: 0,
    };
    expect(PERSON_FUNNEL_TTL_SECONDS).toBe(3600);
    expect(freshPersonFunnel(f, 3_599_999)).toBe(f);
    expect(freshPersonFunnel(f, 3_600_000)).toBeNull();
    expect(freshPersonFunnel(null, 0)).toBeNull();
  });
  it('resumes at name without a full name, else gathers data; checkout carries fn, mn, ln', () => {
    expect(personFunnelResumeStep(null)).toBe('name');
    expect(personFunnelResumeStep({ firstName: 'Ann', lastName: '' })).toBe('name');
    expect(personFunnelResumeStep({ firstName: 'Ann', lastName: 'Lee' })).toBe('gather-data');
    expect(personFunnelCheckoutUrl({ firstName: 'Ann Marie', lastName: 'Lee' })).toBe(
      '/checkout/people?fn=Ann%20Marie&ln=Lee',
    );
    expect(personFunnelCheckoutUrl({ firstName: 'Ann', middleName: 'B', lastName: 'Lee' })).toBe(
      '/checkout/people?fn=Ann&mn=B&ln=Lee',
    );
  });
});
