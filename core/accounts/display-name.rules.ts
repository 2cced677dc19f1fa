/**
 * Spec 002 §3 User: "Short display name: first word of the first name; if under 5 characters and a last
 * name exists, the last initial is added."
 * Format chosen: `"{first word} {LAST INITIAL}."`, e.g. Bob + Smith -> "Bob S."; Robert + Smith -> "Robert".
 * "Under 5" counts the characters of the first word (not the whole first name). Names are trimmed;
 * the initial is upper-cased. No first name gives "".
 */
export const shortDisplayName = (firstName: string | null | undefined, lastName?: string | null): string => {
  const first = (firstName ?? '').trim().split(/\s+/)[0] ?? '';
  if (first === '') return '';
  const initial = Array.from((lastName ?? '').trim())[0];
  return Array.from(first).length < 5 && initial !== undefined ? `${first} ${initial.toUpperCase()}.` : first;
};
