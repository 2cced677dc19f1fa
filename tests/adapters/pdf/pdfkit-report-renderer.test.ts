import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PdfkitReportRenderer } from '../../../adapters/pdf/pdfkit-report-renderer.js';
import { buildReportView } from '../../../core/reports/report-view.rules.js';
import { addressReportFixture } from '../../support/address-report-fixture.js';
import { pdfText } from '../../support/pdf-text.js';

/** The printed address report (docs/decisions/0062): every record section of every tab, under its tab name. */
describe('PdfkitReportRenderer: an address report', () => {
  it('prints each tab and its record sections with their facts; the client-rendered tool sections are left out', async () => {
    const view = buildReportView({
      subject: { type: 'address', id: '3' },
      report: { type: 'address', data: addressReportFixture() },
      level: 'full',
      now: new Date('2026-11-21T10:00:00Z'),
      address: { comparables: true, standing: 'member' },
    });
    const pdf = await new PdfkitReportRenderer().render(view, new Date('2026-11-21T10:00:00Z'));
    const path = join(mkdtempSync(join(tmpdir(), 'tw-pdf-')), 'address.pdf');
    writeFileSync(path, Buffer.from(pdf.base64, 'base64'));
    const text = await pdfText(path);
    const order = [
      'Property Details',
      'Tax Assessments',
      'Sales and Loans',
      'Building Permits',
      'Recorded Documents',
      'Owners & Residents',
      'Owners',
      'Residents',
      'Liens',
      'Evictions',
      'Pre-Foreclosures',
      'Foreclosures',
      'MLS Data',
      'Listing History',
    ];
    let at = 0;
    for (const heading of order) {
      const i = text.indexOf(heading, at);
      expect(i, heading).toBeGreaterThanOrEqual(at);
      at = i + heading.length;
    }
    for (const fact of ['LEAK-LOAN-1', 'LEAK-PERMIT-5', 'LEAK-QCD-1', 'LEAK-NOD-1', 'LEAK-NTS-1', 'LEAK-MLS-77']) {
      expect(text).toContain(fact);
    }
    for (const tool of ['Market Trends', 'Nearby Properties', 'Neighborhood Watch', 'Comparables']) {
      expect(text).not.toContain(tool);
    }
  });
});
