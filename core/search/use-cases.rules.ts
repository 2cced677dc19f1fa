/**
 * The use-case list of /dashboard/use-cases (000 sections 2 and 7 "use cases"): what members use the
 * searches for, each leading to the search that does it. Only lawful, non-FCRA uses, and only searches
 * this product has (name, phone, e-mail, address); the report notice says the reports may not be used for
 * employment, credit, insurance or tenant screening.
 */
export type SearchUseCase = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly href: string;
  readonly action: string;
};

export const USE_CASES: readonly SearchUseCase[] = Object.freeze([
  {
    id: 'reconnect',
    title: 'Reconnect with people',
    description: 'Find an old friend, classmate or relative by name, with the age and places the records show.',
    href: '/name',
    action: 'Search by name',
  },
  {
    id: 'unknown-caller',
    title: 'Check an unknown caller',
    description: 'See who a phone number is listed to before you call back.',
    href: '/reverse-phone',
    action: 'Look up a phone number',
  },
  {
    id: 'email-sender',
    title: 'Check who is behind an e-mail',
    description: 'Look up the person an e-mail address is recorded for.',
    href: '/email-lookup',
    action: 'Look up an e-mail address',
  },
  {
    id: 'property',
    title: 'Research a property',
    description: 'See the owners, sales and nearby properties of an address.',
    href: '/address',
    action: 'Search an address',
  },
  {
    id: 'online-date',
    title: 'Stay safe meeting someone new',
    description: 'Check that a person you met online is who they say they are.',
    href: '/background-check',
    action: 'Run a background search',
  },
] satisfies SearchUseCase[]);
