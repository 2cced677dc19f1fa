/**
 * "The catalog is stated once" (shared/STYLE.md sections 2 and 7: a price SQL or the UI needs comes from core,
 * never typed a second time; docs/decisions/0031, amendment), as a pure function so it can be tested with
 * synthetic files: a source file outside core's catalog module that writes one of the catalog's prices, as
 * dollars ("9.95", "$249.00") anywhere, or as cents (995) on a line about a price, amount, cost or fee, states
 * the catalog a second time. Whole dollars under $10 are looked for as dollars only ("100" is any hundred).
 */

export interface CatalogStatement {
  readonly file: string;
  readonly line: number;
  readonly literal: string;
}

/** The literals a price in cents is written as: "4.95" and 495 for 495 cents. */
export const priceLiterals = (priceCents: number): { dollars: string; cents: string } => ({
  dollars: `${Math.floor(priceCents / 100)}.${String(priceCents % 100).padStart(2, '0')}`,
  cents: String(priceCents),
});

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRICE_WORDS = /price|cents|amount|cost|fee/i;

/** The places `source` writes one of `pricesCents` (each at most once per line). */
export const findCatalogStatements = (
  file: string,
  source: string,
  pricesCents: readonly number[],
): CatalogStatement[] => {
  const patterns = [...new Set(pricesCents)].map((p) => {
    const { dollars, cents } = priceLiterals(p);
    return {
      dollars: new RegExp(`(?<![\\d.,])${escapeRegExp(dollars)}(?![\\d])`),
      // A round dollar under $10 (100, 200 cents) is any hundred: only the dollars say it is a price.
      cents: p % 100 === 0 && p < 1000 ? null : new RegExp(`(?<![\\w.$-])${cents}(?![\\w.-])`),
      dollarsText: dollars,
      centsText: cents,
    };
  });
  const out: CatalogStatement[] = [];
  source.split('\n').forEach((text, i) => {
    for (const p of patterns) {
      if (p.dollars.test(text)) out.push({ file, line: i + 1, literal: p.dollarsText });
      else if (p.cents && PRICE_WORDS.test(text) && p.cents.test(text))
        out.push({ file, line: i + 1, literal: p.centsText });
    }
  });
  return out;
};
