/**
 * Placeholder rows drawn behind a locked section (001 section 2: "When a section is locked, demo
 * data is shown"). Static, obviously fictitious text generated here in the browser: the server never
 * sends the real values of a locked section, and these are not derived from them.
 */
const DEMO: Record<string, { heading: string; details: string[] }[]> = {
  phones: [
    { heading: '(555) 010-0100', details: ['Mobile, Example Wireless'] },
    { heading: '(555) 010-0199', details: ['Landline, Sample Telephone Co'] },
  ],
  emails: [{ heading: 'sample.person@example.com', details: ['Seen 2019 to present'] }],
  'address-history': [
    { heading: '123 Example St, Sampletown, ST 00000', details: ['Sample County'] },
    { heading: '456 Placeholder Ave, Demo City, ST 00000', details: ['Sample County'] },
  ],
  'social-media': [{ heading: 'Social: sample_profile', details: ['https://social.example/sample'] }],
  education: [{ heading: 'Example State University', details: ['Bachelor of Arts, Sample Studies'] }],
  properties: [
    { heading: '789 Demo Rd, Sampletown, ST 00000', details: ['APN 000-00-000', 'Estimated value $000,000'] },
  ],
  'work-business': [{ heading: 'Example Company LLC', details: ['Sample Title', 'Sampletown, ST'] }],
  finances: [{ heading: 'Sample lien: Example Creditor', details: ['$0,000', 'Filed Jan 1, 2000'] }],
  criminal: [{ heading: 'Sample offense', details: ['Example County Court, case SAMPLE-0000'] }],
  traffic: [{ heading: 'Sample citation', details: ['Example Traffic Court, case SAMPLE-0000'] }],
  // Address report (001 section 2).
  'tax-assessments': [
    { heading: 'Tax year 0000', details: ['Assessed $000,000', 'Tax $0,000'] },
    { heading: 'Tax year 0000', details: ['Assessed $000,000', 'Tax $0,000'] },
    { heading: 'Tax year 0000', details: ['Assessed $000,000', 'Tax $0,000'] },
  ],
  'building-permits': [{ heading: 'Sample permit: example work', details: ['Issued Jan 1, 2000'] }],
  recordings: [
    { heading: 'Sample recorded document', details: ['Recorded Jan 1, 2000', 'Example Grantor to Example Grantee'] },
  ],
  owners: [
    { heading: 'Sample Owner', details: ['Owner since Jan 1, 2000'] },
    { heading: 'Example Holdings LLC', details: ['Prior owner, Jan 1, 1990 to Jan 1, 2000'] },
  ],
  residents: [
    { heading: 'Sample Resident', details: ['Age 00', 'Jan 1, 2000 to present'] },
    { heading: 'Example Person', details: ['Age 00', 'Jan 1, 1990 to Jan 1, 2000'] },
  ],
  transactions: [
    { heading: 'Sample sale: $000,000', details: ['Recorded Jan 1, 2000', 'Example Buyer from Example Seller'] },
  ],
  liens: [{ heading: 'Sample lien: Example Creditor', details: ['$0,000', 'Filed Jan 1, 2000'] }],
  evictions: [{ heading: 'Sample eviction filing', details: ['Example County Court, case SAMPLE-0000'] }],
  'pre-foreclosures': [{ heading: 'Sample notice of default', details: ['Recorded Jan 1, 2000'] }],
  foreclosures: [{ heading: 'Sample foreclosure', details: ['Example County Court, case SAMPLE-0000'] }],
  listings: [{ heading: 'Sample listing: $000,000', details: ['Listed Jan 1, 2000', 'Sold Jan 1, 2000'] }],
};

const FALLBACK = [
  { heading: 'Sample Person', details: ['Sampletown, ST'] },
  { heading: '000 Example St, Sampletown, ST 00000', details: ['Sample record'] },
];

/** At most `n` placeholder rows for a locked section (never more rows than the section really holds, at least one). */
export const demoRows = (sectionId: string, n: number) =>
  (DEMO[sectionId] ?? FALLBACK).slice(0, Math.max(1, Math.min(3, n)));
