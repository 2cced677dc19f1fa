/**
 * A name as people write it: each word, and each part after an apostrophe or hyphen, capitalised
 * ("o'neil" -> "O'Neil"). A file of its own, free of imports, because the search box on every page
 * needs it and must not load the nickname tables with it.
 */
export const titleCase = (s: string): string =>
  s.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
