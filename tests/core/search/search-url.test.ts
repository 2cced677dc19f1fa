import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AGE_RANGE,
  isValidSearchName,
  normalizeAddressCriteria,
  normalizePersonCriteria,
  type PersonCriteria,
} from '../../../core/search/search-criteria.rules.js';
import { detectSearchKind, parseAddressText } from '../../../core/search/search-kind.rules.js';
import {
  buildAddressSearchUrl,
  buildEmailSearchUrl,
  buildPersonSearchUrl,
  buildPhoneSearchUrl,
  buildPropertyReportUrl,
  buildReportUrl,
  isTrackingParam,
  parseAddressSearchUrl,
  parseEmailSearchUrl,
  parsePersonSearchUrl,
  parsePhoneSearchUrl,
  parsePropertyReportUrl,
  parseReportUrl,
  personUrlForm,
  propertyLinkAddress,
  propertyLinkForm,
  reportLinkForm,
  searchSlug,
  showsLoadingAnimation,
  trackingParamsOf,
  urlNameForm,
} from '../../../core/search/search-url.rules.js';
import { US_STATE_NAMES } from '../../../core/search/us-states.rules.js';

const person = (over: Partial<Parameters<typeof normalizePersonCriteria>[0]> = {}): PersonCriteria =>
  normalizePersonCriteria({ firstName: 'John', lastName: 'Smith', ...over });

describe('person search URL (002 section 2.1)', () => {
  it('builds the path: spaces to hyphens, other characters stripped, lowercased', () => {
    expect(buildPersonSearchUrl(person({ middleName: 'Q', state: 'tx', city: 'San Antonio' }))).toBe(
      '/people/john-q-smith/tx/san-antonio',
    );
    expect(buildPersonSearchUrl(person({ firstName: 'Jo.hn!' }))).toBe('/people/john-smith');
    expect(buildPersonSearchUrl(person({ city: 'Austin' }))).toBe('/people/john-smith');
  });
  it('sends fn/mn/ln for hyphenated (or multi-word) names', () => {
    expect(buildPersonSearchUrl(person({ firstName: 'Mary-Jane', lastName: 'Watson' }))).toBe(
      '/people/mary-jane-watson?fn=mary-jane&ln=watson',
    );
    expect(buildPersonSearchUrl(person({ firstName: 'Mary Ann', middleName: 'B', lastName: 'Lee' }))).toBe(
      '/people/mary-ann-b-lee?fn=mary%20ann&mn=b&ln=lee',
    );
  });
  it('query: age, title, dob only when M/D/YYYY, age range only without dob and when not 18-100', () => {
    expect(buildPersonSearchUrl(person({ age: 40, title: 'Dr' }))).toBe('/people/john-smith?age=40&title=Dr');
    expect(buildPersonSearchUrl(person({ dob: '1/2/1980', ageRange: { minAge: 30, maxAge: 40 } }))).toBe(
      '/people/john-smith?dob=1%2F2%2F1980',
    );
    expect(buildPersonSearchUrl(person({ dob: '1980-01-02', ageRange: { minAge: 30, maxAge: 40 } }))).toBe(
      '/people/john-smith?ageStart=30&ageEnd=40',
    );
    expect(buildPersonSearchUrl(person({ ageRange: { minAge: 18, maxAge: 100 } }))).toBe('/people/john-smith');
  });
  it('addresses, akas, loader, debug and tracking', () => {
    const url = buildPersonSearchUrl(
      person({ addresses: [{ houseNumber: '1', street: 'Main St' }, {}], akas: [{ firstName: 'Johnny' }] }),
      { loader: false, debug: true, currentUrl: 'https://x.test/name?utm_source=g&foo=1&gclid=abc&utm_medium=cpc#top' },
    );
    expect(url).toBe(
      '/people/john-smith?addresses%5B0%5D.houseNumber=1&addresses%5B0%5D.street=Main%20St&akas%5B0%5D.firstName=Johnny&loader=false&debug=1&utm_source=g&gclid=abc&utm_medium=cpc',
    );
    const parsed = parsePersonSearchUrl(url);
    expect(parsed?.loader).toBe(false);
    expect(parsed?.debug).toBe(true);
    expect(parsed?.criteria.addresses).toEqual([normalizeAddressCriteria({ houseNumber: '1', street: 'Main St' })]);
  });
  it('parses paths written by hand', () => {
    expect(parsePersonSearchUrl('/people/a-b-c-d/tx?ageStart=50&ageEnd=20&age=x')?.criteria).toMatchObject({
      firstName: 'a',
      middleName: 'b c',
      lastName: 'd',
      state: 'TX',
      city: '',
      age: null,
      ageRange: DEFAULT_AGE_RANGE,
    });
    expect(parsePersonSearchUrl('/people/john')?.criteria.lastName).toBe('');
    expect(parsePersonSearchUrl('/people/search/loading?email=a@b.com')).toBeNull();
    expect(parsePersonSearchUrl('/phone/search')).toBeNull();
    expect(parsePersonSearchUrl('/people/x-y?title=%E0%A4%A')?.criteria.title).toBe('%E0%A4%A');
  });

  const nameArb = fc.stringMatching(/^[A-Za-z][A-Za-z -]{0,12}$/).filter((s) => urlNameForm(s) !== '');
  const criteriaArb = fc
    .record({
      firstName: nameArb,
      middleName: fc.oneof(fc.constant(''), nameArb, fc.string({ maxLength: 6 })),
      lastName: nameArb,
      city: fc.oneof(fc.constant(''), fc.string({ maxLength: 14 })),
      state: fc.oneof(fc.constant(''), fc.constantFrom(...Object.keys(US_STATE_NAMES))),
      age: fc.option(fc.integer({ min: 18, max: 100 }), { nil: null }),
      ageRange: fc
        .tuple(fc.integer({ min: 18, max: 100 }), fc.integer({ min: 18, max: 100 }))
        .map(([a, b]) => ({ minAge: Math.min(a, b), maxAge: Math.max(a, b) })),
      dob: fc.option(
        fc.oneof(
          fc
            .tuple(
              fc.integer({ min: 1, max: 12 }),
              fc.integer({ min: 1, max: 28 }),
              fc.integer({ min: 1900, max: 2020 }),
            )
            .map(([m, d, y]) => `${m}/${d}/${y}`),
          fc.string({ maxLength: 8 }),
        ),
        { nil: null },
      ),
      title: fc.string({ maxLength: 10 }),
      addresses: fc.array(
        fc.record({
          houseNumber: fc.string({ maxLength: 5 }),
          street: fc.string({ maxLength: 12 }),
          unit: fc.string({ maxLength: 4 }),
          city: fc.string({ maxLength: 8 }),
          state: fc.string({ maxLength: 2 }),
          zip: fc.string({ maxLength: 5 }),
          propertyReachId: fc.string({ maxLength: 3 }),
        }),
        { maxLength: 3 },
      ),
      akas: fc.array(
        fc.record({
          firstName: fc.string({ maxLength: 6 }),
          middleName: fc.string({ maxLength: 6 }),
          lastName: fc.string({ maxLength: 6 }),
        }),
        { maxLength: 3 },
      ),
    })
    .map(normalizePersonCriteria);

  it('round-trips: parse(build(c)) equals the URL form of c', () => {
    fc.assert(
      fc.property(criteriaArb, fc.boolean(), fc.boolean(), (c, loader, debug) => {
        const parsed = parsePersonSearchUrl(buildPersonSearchUrl(c, { loader, debug, currentUrl: '/?utm_campaign=x' }));
        expect(parsed).toEqual({ criteria: personUrlForm(c), loader, debug });
      }),
      { numRuns: 300 },
    );
  });
  it('the URL form is stable (building from it gives the same URL)', () => {
    fc.assert(
      fc.property(criteriaArb, (c) => {
        expect(buildPersonSearchUrl(personUrlForm(c))).toBe(buildPersonSearchUrl(c));
      }),
    );
  });
});

describe('tracking and loading', () => {
  it('defines the carried parameters', () => {
    expect(isTrackingParam('UTM_Term')).toBe(true);
    expect(isTrackingParam('fbclid')).toBe(true);
    expect(isTrackingParam('page')).toBe(false);
    expect(trackingParamsOf('/x?page=2&msclkid=9')).toEqual([['msclkid', '9']]);
  });
  it('a path containing /loading/ shows the loading animation', () => {
    expect(showsLoadingAnimation('/phone/loading/')).toBe(true);
    expect(showsLoadingAnimation('/dating/loading?x=1')).toBe(true);
    expect(showsLoadingAnimation('/people/search/loading?email=a%40b.com')).toBe(true);
    expect(showsLoadingAnimation('/people/search/loader')).toBe(false);
    expect(showsLoadingAnimation('/x?next=/loading/')).toBe(false);
  });
  it('slugs', () => {
    expect(searchSlug('  123 Main St. #4 ')).toBe('123-main-st-4');
  });
});

describe('address, phone, e-mail, report and property links', () => {
  it('address search URL', () => {
    const a = normalizeAddressCriteria({
      houseNumber: '123',
      street: 'Main St',
      city: 'Austin',
      state: 'tx',
      zip: '78701',
      propertyReachId: '77',
    });
    const url = buildAddressSearchUrl(a);
    expect(url).toBe(
      '/address/search?state=TX&city=Austin&houseNumber=123&street=Main%20St&zip=78701&propertyReachId=77&landing=address',
    );
    expect(parseAddressSearchUrl(url)).toEqual(a);
    expect(
      parseAddressSearchUrl('/address/search?houseNumber=5&pre=N&street=Main&suffix=St&post=W&unit=2&state=ca&city=X'),
    ).toMatchObject({
      street: 'N Main St W',
      unit: '2',
      state: 'CA',
    });
    expect(
      parseAddressSearchUrl('/address/search?address=123%20Main%20St%2C%20Austin%2C%20TX%2078701&propertyReachId=9'),
    ).toEqual({
      houseNumber: '123',
      street: 'Main St',
      unit: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      propertyReachId: '9',
    });
    expect(parseAddressSearchUrl('/address/search?address=nowhere')?.houseNumber).toBe('');
    expect(parseAddressSearchUrl('/address')).toBeNull();
  });
  it('address round trip', () => {
    const arb = fc
      .record({
        houseNumber: fc.string(),
        street: fc.string(),
        unit: fc.string(),
        city: fc.string(),
        state: fc.string(),
        zip: fc.string(),
        propertyReachId: fc.string(),
      })
      .map(normalizeAddressCriteria);
    fc.assert(
      fc.property(arb, (a) => {
        expect(parseAddressSearchUrl(buildAddressSearchUrl(a, { currentUrl: '/?gclid=1' }))).toEqual(a);
      }),
    );
  });
  it('phone URL and round trip', () => {
    expect(buildPhoneSearchUrl('5125550142')).toBe('/phone/search?phone=(512)%20555-0142');
    expect(buildPhoneSearchUrl('12-34')).toBe('/phone/search?phone=1234');
    expect(parsePhoneSearchUrl('/phone/search?phone=1%20(512)%20555-0142')).toEqual({ phone: '5125550142' });
    expect(parsePhoneSearchUrl('/phone/search')).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (d) => {
        expect(parsePhoneSearchUrl(buildPhoneSearchUrl(d))).toEqual({ phone: d });
      }),
    );
  });
  it('e-mail URL and round trip', () => {
    expect(buildEmailSearchUrl('A@b.com')).toBe('/people/search/loading?email=a%40b.com');
    expect(parseEmailSearchUrl('/people/search/email?email=X@Y.com')).toEqual({ email: 'x@y.com' });
    expect(parseEmailSearchUrl('/people/search/other?email=x')).toBeNull();
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        expect(parseEmailSearchUrl(buildEmailSearchUrl(e))).toEqual({ email: e.toLowerCase() });
      }),
    );
  });
  it('report link lowercases and drops empty values', () => {
    expect(buildReportUrl({ id: 'AB12', firstName: 'John', middleName: ' ', lastName: 'Smith', state: 'TX' })).toBe(
      '/report?id=ab12&fn=john&ln=smith&state=tx&type=background',
    );
    expect(parseReportUrl('/other?id=1')).toBeNull();
    const arb = fc.record({
      id: fc.string(),
      firstName: fc.string(),
      middleName: fc.string(),
      lastName: fc.string(),
      city: fc.string(),
      state: fc.string(),
      type: fc.constantFrom('', 'background', 'phone', 'address'),
    });
    fc.assert(
      fc.property(arb, (c) => {
        expect(parseReportUrl(buildReportUrl(c))).toEqual(reportLinkForm(c));
      }),
    );
  });
  it('property report link', () => {
    expect(buildPropertyReportUrl({ state: 'TX', city: 'San Antonio', street: '123 Main St.' })).toBe(
      '/property/tx/san-antonio/123-main-st',
    );
    expect(parsePropertyReportUrl('/property/tx/san-antonio/123-main-st')).toEqual({
      state: 'TX',
      city: 'san antonio',
      street: '123 main st',
    });
    expect(parsePropertyReportUrl('/property/tx')).toBeNull();
    // The address a link names: the house number leads the street part; none without it.
    expect(propertyLinkAddress({ state: 'tx', city: 'san antonio', street: '123 main st' })).toMatchObject({
      houseNumber: '123',
      street: 'main st',
      unit: '',
      city: 'san antonio',
      state: 'TX',
      zip: '',
    });
    expect(propertyLinkAddress({ state: 'tx', city: 'austin', street: 'main st' })).toBeNull();
    const part = fc
      .string({ minLength: 1 })
      .filter((s) => propertyLinkForm({ state: 'x', city: s, street: s }).city !== '');
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(US_STATE_NAMES)), part, part, (state, city, street) => {
        const p = { state, city, street };
        expect(parsePropertyReportUrl(buildPropertyReportUrl(p))).toEqual(propertyLinkForm(p));
      }),
    );
  });
});

describe('detectSearchKind', () => {
  it('spec examples', () => {
    expect(detectSearchKind('john smith')).toEqual({
      kind: 'name',
      criteria: { firstName: 'john', middleName: '', lastName: 'smith', city: '', state: '' },
    });
    expect(detectSearchKind('john smith austin tx')).toEqual({
      kind: 'name',
      criteria: { firstName: 'john', middleName: '', lastName: 'smith', city: 'austin', state: 'TX' },
    });
    expect(detectSearchKind('(512) 555-0142')).toEqual({ kind: 'phone', criteria: { phone: '5125550142' } });
    expect(detectSearchKind('5125550142')).toEqual({ kind: 'phone', criteria: { phone: '5125550142' } });
    expect(detectSearchKind('A@b.com')).toEqual({ kind: 'email', criteria: { email: 'a@b.com' } });
    expect(detectSearchKind('123 Main St Austin TX 78701')).toEqual({
      kind: 'address',
      criteria: {
        houseNumber: '123',
        street: 'Main St',
        unit: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        propertyReachId: '',
      },
    });
  });
  it('more names and addresses', () => {
    expect(detectSearchKind('John Q. Smith San Antonio Texas')).toMatchObject({
      criteria: { firstName: 'John', middleName: 'Q', lastName: 'Smith', city: 'San Antonio', state: 'TX' },
    });
    expect(detectSearchKind('John Smith, New York, NY')).toMatchObject({ criteria: { city: 'New York', state: 'NY' } });
    expect(detectSearchKind('mary ann van dyke')).toMatchObject({
      criteria: { firstName: 'mary', middleName: 'ann van', lastName: 'dyke' },
    });
    expect(detectSearchKind('john smith tx')).toMatchObject({
      criteria: { firstName: 'john', lastName: 'smith', state: 'TX' },
    });
    expect(detectSearchKind('madonna').kind).toBe('unknown');
    expect(detectSearchKind('   ')).toEqual({
      kind: 'unknown',
      message: 'Sorry, this search is invalid. Please Try Again',
    });
    expect(detectSearchKind('a@b').kind).toBe('unknown');
    expect(detectSearchKind('123 !!').kind).toBe('unknown');
    expect(detectSearchKind('12 Oak Ave NW Apt 4 Seattle WA')).toMatchObject({
      criteria: { houseNumber: '12', street: 'Oak Ave NW', unit: '4', city: 'Seattle', state: 'WA' },
    });
  });
  it('a name is read by the one name pattern (002 section 5: letters and spaces only)', () => {
    // Dots of initials and abbreviations and apostrophes are dropped, as the search URL strips them.
    expect(detectSearchKind('John Smith, St. Louis, MO')).toMatchObject({
      kind: 'name',
      criteria: { firstName: 'John', lastName: 'Smith', city: 'St Louis', state: 'MO' },
    });
    expect(detectSearchKind("john o'brien")).toMatchObject({ kind: 'name', criteria: { lastName: 'obrien' } });
    expect(detectSearchKind('john smith,')).toMatchObject({ kind: 'name', criteria: { lastName: 'smith' } });
    // Anything else the name pattern refuses is no name.
    for (const t of ['mary smith-jones', 'john & mary smith', 'john smith2', 'john smith ??? tx']) {
      expect(detectSearchKind(t).kind).toBe('unknown');
    }
    // Every name it reads passes the person search's own check.
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const d = detectSearchKind(s);
        if (d.kind !== 'name') return;
        for (const part of [d.criteria.firstName, d.criteria.middleName, d.criteria.lastName, d.criteria.city]) {
          if (part !== '') expect(isValidSearchName(part)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('one-line address forms', () => {
    expect(parseAddressText('123 Main St; Apt 4; Austin; TX 78701-1234')).toMatchObject({
      street: 'Main St',
      unit: '4',
      city: 'Austin',
      state: 'TX',
      zip: '78701-1234',
    });
    expect(parseAddressText('123 Main St #4, Austin, TX')).toMatchObject({
      street: 'Main St',
      unit: '4',
      city: 'Austin',
    });
    expect(parseAddressText('123 Broadway Unit 5 NYC')).toMatchObject({ street: 'Broadway', unit: '5', city: 'NYC' });
    expect(parseAddressText('123 Main St #4 Austin')).toMatchObject({ street: 'Main St', unit: '4', city: 'Austin' });
    expect(parseAddressText('123 Broadway')).toMatchObject({ street: 'Broadway', city: '' });
    // FL is Florida, not a floor: a unit word alone in a part is no unit.
    expect(parseAddressText('12 Bay St, Tampa, FL 33606')).toMatchObject({
      street: 'Bay St',
      unit: '',
      city: 'Tampa',
      state: 'FL',
      zip: '33606',
    });
    expect(parseAddressText('12 Bay St, Fl 3, Tampa, FL')).toMatchObject({ unit: '3', city: 'Tampa', state: 'FL' });
    expect(parseAddressText('12 Bay St Tampa FL 33606')).toMatchObject({ city: 'Tampa', state: 'FL' });
    expect(parseAddressText('123')).toBeNull();
    expect(parseAddressText('Main St')).toBeNull();
    expect(parseAddressText('78701')).toBeNull();
    expect(parseAddressText('12 #3')).toBeNull();
  });
  it('is total on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        const d = detectSearchKind(s);
        expect(['name', 'phone', 'email', 'address', 'unknown']).toContain(d.kind);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z ,;#.-]{0,40}$/), (s) => {
        expect(() => detectSearchKind(s)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
