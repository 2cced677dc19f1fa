import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { PersonSearch, SearchAutocomplete } from './person-search.port.js';

/** Both orders' candidates of a name search through the gate, asked in one question. */
export const bothOrdersThroughGate = async <C extends { readonly id: number }>(
  gate: Pick<FactGate, 'people'>,
  found: { readonly typed: readonly C[]; readonly other: readonly C[] | null },
): Promise<{ typed: C[]; other: C[] | null }> => {
  const shown = new Set(await gate.people([...found.typed, ...(found.other ?? [])], (c) => c.id));
  return { typed: found.typed.filter((c) => shown.has(c)), other: found.other?.filter((c) => shown.has(c)) ?? null };
};

/**
 * The person look-ups through the gate: the people of a phone, of an e-mail and the residents of an
 * address, name-search candidates and their card extras (a relative who opted out leaves another
 * person's card). The name search asks the gate about its candidates itself, cached ones too, so an
 * opt-out shows at once even for a name searched a moment before.
 */
export const gatedPersonSearch = (
  people: PersonSearch,
  gate: Pick<FactGate, 'people' | 'hiddenAmong' | 'cardExtras'>,
): PersonSearch => ({
  findCandidates: async (q) => gate.people(await people.findCandidates(q), (c) => c.id),
  findCandidatesBothOrders: async (q, other, prefetch) => {
    const found = await people.findCandidatesBothOrders(q, other, prefetch);
    const kept = await bothOrdersThroughGate(gate, found);
    if (found.extras === undefined) return kept;
    // The card extras of the people kept only.
    const ids = new Set([...kept.typed, ...(kept.other ?? [])].map((c) => c.id));
    const extras = found.extras ? await gate.cardExtras(found.extras.filter((e) => ids.has(e.id))) : null;
    return { ...kept, extras };
  },
  cardExtras: async (ids) => gate.cardExtras(await people.cardExtras(ids)),
  // Names, not people: search-people offers a spelling only when searching it finds someone shown.
  nearestNames: (q) => people.nearestNames(q),
  async lookupPhone(digits) {
    const r = await people.lookupPhone(digits);
    if (!r) return r;
    return { ...r, people: await gate.people(r.people, (p) => p.id) };
  },
  lookupEmail: async (email) => gate.people(await people.lookupEmail(email), (p) => p.id),
  async lookupAddress(address) {
    const found = await people.lookupAddress(address);
    const hidden = await gate.hiddenAmong(found.flatMap((a) => a.residents.map((r) => r.id)));
    if (hidden.size === 0) return found;
    return found.map((a) => ({ ...a, residents: a.residents.filter((r) => !hidden.has(r.id)) }));
  },
});

/**
 * The autocomplete through the gate: a surname only people who opted out hold is not suggested. The store lists
 * surnames without asking; the first `limit` the gate lets through are the suggestions, so the store is asked
 * for more while the gate took some out and the store had more to give.
 */
export const gatedSearchAutocomplete = (
  autocomplete: SearchAutocomplete,
  gate: Pick<FactGate, 'surnames'>,
): SearchAutocomplete => ({
  zips: (prefix, limit) => autocomplete.zips(prefix, limit),
  cities: (prefix, limit) => autocomplete.cities(prefix, limit),
  streets: (prefix, limit) => autocomplete.streets(prefix, limit),
  addresses: (query, limit) => autocomplete.addresses(query, limit),
  cityNames: (prefix, limit) => autocomplete.cityNames(prefix, limit),
  async lastNames(prefix, limit) {
    for (let asked = limit; ; asked *= 2) {
      const listed = await autocomplete.lastNames(prefix, asked);
      const shown = await gate.surnames(listed);
      if (shown.length >= limit || listed.length < asked) return shown.slice(0, limit);
    }
  },
});
