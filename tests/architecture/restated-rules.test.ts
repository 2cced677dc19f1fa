import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANCEL_NOTICES } from '../../core/membership/cancellation/cancel-flow.rules.js';
import { checkAllRestatements, checkRestatements, type SourceFile, withoutComments } from './restated-rules.js';

const ROOT = join(import.meta.dirname, '..', '..');

const sources = (dir: string): SourceFile[] => {
  const out: SourceFile[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) {
        out.push({ file: relative(ROOT, p).split(sep).join('/'), source: readFileSync(p, 'utf8') });
      }
    }
  };
  walk(join(ROOT, dir));
  return out;
};

describe('a rule has one home; the UI and the adapters render and store, they do not decide (STYLE.md 2, 7b)', () => {
  it('holds for every source file of core/, adapters/, server/ and web/src/', () => {
    const files = ['core', 'adapters', 'server', 'web/src'].flatMap(sources);
    expect(files.filter((f) => f.file.startsWith('web/src/')).length).toBeGreaterThan(50);
    expect(checkAllRestatements(files)).toEqual([]);
  });
});

describe('checkRestatements (the rules themselves can fail)', () => {
  const rules = (file: string, source: string) => checkRestatements({ file, source }).map((r) => r.rule);
  const page = 'web/src/features/a/pages/a-page.tsx';

  it('the age range typed in a page', () => {
    expect(rules(page, 'go({ ...c, ageRange: { minAge: 18, maxAge: 100 } });')).toHaveLength(1);
    expect(rules(page, 'go({ ...c, ageRange: { ...DEFAULT_AGE_RANGE } });')).toEqual([]);
  });

  it('an expiry check outside billing', () => {
    expect(
      rules('core/membership/a.use-case.ts', 'if (!card || isCardExpired({ month: card.expMonth }, now))'),
    ).toEqual([expect.stringContaining('hasUsableCard')]);
    expect(rules('web/src/a.tsx', 'const ok = c.expirationYear > now.getFullYear();')).toHaveLength(1);
    expect(rules('core/billing/card.rules.ts', 'export const isCardExpired = (e) => isCardExpired(e);')).toEqual([]);
    expect(rules('core/membership/a.use-case.ts', 'if (!hasUsableCard(card, now)) return;')).toEqual([]);
  });

  it('report limits, offer filters and defaultOffer in the web', () => {
    expect(rules(page, 'membershipReportLimit({ offerType: o.offerType })')).toHaveLength(1);
    expect(rules(page, 'const offers = skus.offers.filter((o) => !o.abandonmentOffer);')).toHaveLength(1);
    expect(rules(page, 'defaultOffer({ offers, defaultOfferId })')).toHaveLength(1);
    expect(
      rules('core/membership/offers/shown-offers.rules.ts', 'offers.filter((o) => o.abandonmentOffer === s)'),
    ).toEqual([]);
  });

  it('the saved-property capacity typed or compared outside core', () => {
    expect(
      rules('adapters/postgres/pg-saved-properties.ts', 'if (used + fresh.length > SAVED_PROPERTY_CAPACITY)'),
    ).toHaveLength(1);
    expect(rules('adapters/memory/in-memory-saved-properties.ts', 'if (mine.length >= 1000) return;')).toHaveLength(1);
    expect(rules('web/src/features/saved-properties/a.tsx', 'saving up to 1000 properties')).toHaveLength(1);
    expect(rules('web/src/lib/saved-properties-api.ts', 'setTimeout(() => revoke(url), 1000);')).toEqual([]);
    expect(rules('adapters/postgres/pg-saved-properties.ts', 'const fits = room(used, fresh.length);')).toEqual([]);
  });

  it('a second name pattern, a second Rewards test, cancel decisions in the web', () => {
    expect(rules('core/search/a.rules.ts', "const NAME_TEXT = /^[A-Za-z][A-Za-z .,'-]*$/;")).toHaveLength(1);
    expect(rules('core/search/a.rules.ts', 'const STATE = /^[A-Za-z]{2}$/;')).toEqual([]);
    expect(rules('core/membership/a.rules.ts', 'm.offerType === OfferType.rewards || kinds.rewards')).toHaveLength(1);
    expect(rules(page, 'const a = decideCancelAction({ isMobile });')).toHaveLength(1);
    expect(rules(page, `setNotice('${CANCEL_NOTICES.mobile.text}');`)).toHaveLength(1);
  });

  it('comments are not read', () => {
    const code = withoutComments('a; // minAge: 18\n/* isCardExpired( */ b;\nconst u = "https://x";');
    expect(code).not.toMatch(/minAge|isCardExpired/);
    expect(code.split('\n')).toEqual(['a; ', expect.stringMatching(/^\s+b;$/), 'const u = "https://x";']);
    expect(rules(page, '// { minAge: 18, maxAge: 100 }')).toEqual([]);
  });
});
