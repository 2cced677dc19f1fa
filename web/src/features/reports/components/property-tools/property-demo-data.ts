/**
 * Placeholder figures drawn, blurred, behind the 'Unlock Real Estate Data' overlay (001 section 6: free
 * users see an upgrade overlay over the property tools). Static, obviously fictitious, written here in the
 * browser: a visitor without a membership is never sent the real figures, and these are not derived from
 * them.
 */
export const PROPERTY_TOOLS_DEMO = {
  figures: [
    { label: 'Average sale price', value: '$000,000' },
    { label: 'Average price per sq ft', value: '$000/sq ft' },
    { label: 'Average estimated value', value: '$000,000' },
    { label: 'Comparables found', value: '00' },
  ],
  rows: [
    { address: '100 Example St, Sampletown, ST 00000', facts: '3 bd · 2 ba · 0,000 sq ft', sale: '$000,000' },
    { address: '200 Sample Ave, Sampletown, ST 00000', facts: '4 bd · 3 ba · 0,000 sq ft', sale: '$000,000' },
    { address: '300 Placeholder Rd, Sampletown, ST 00000', facts: '2 bd · 1 ba · 0,000 sq ft', sale: '$000,000' },
  ],
  /** Bar heights (percent) of a sample chart. */
  bars: [40, 55, 35, 70, 60, 80, 45, 65, 75, 50, 85, 60],
} as const;
