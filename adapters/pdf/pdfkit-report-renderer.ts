import PDFDocument from 'pdfkit';
import type { ReportPdfRenderer } from '../../core/reports/report-pdf-renderer.port.js';
import type { ReportView } from '../../core/reports/report-view.rules.js';
import {
  printableSectionGroups,
  REPORT_TAB_LABELS,
  type ReportSectionView,
} from '../../core/reports/report-view-format.rules.js';

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1d4ed8';

/**
 * Renders a report with pdfkit (docs/decisions/0050): the subject's name, each section with its items,
 * every item's source line ("Source: County assessor, ..., recorded 2024-03-12"), and the FCRA
 * notice. An address report prints every section but the client-rendered ones (the property tools'),
 * grouped under its tab names (docs/decisions/0062). Built-in Helvetica only, so no font files are needed. Locked sections (never in a PDF that
 * the use case asks for, which is always full) would print their count labels only.
 */
export class PdfkitReportRenderer implements ReportPdfRenderer {
  async render(report: ReportView, generatedAt: Date): Promise<{ base64: string; bytes: number }> {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: `Tracewell report: ${report.title}`, Author: 'Tracewell', CreationDate: generatedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });

    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(10).text('TRACEWELL');
    doc.moveDown(0.3);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(report.title);
    if (report.subtitle) doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(report.subtitle);
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Report ${report.reportId}, generated ${generatedAt.toISOString().slice(0, 10)}`);
    doc.moveDown(0.6);
    doc.fontSize(8.5).fillColor(MUTED).text(report.notice);
    doc.moveDown(0.8);

    for (const group of printableSectionGroups(report.sections)) {
      if (group.tab !== null) {
        if (doc.y > doc.page.height - 180) doc.addPage();
        doc.fillColor(INK).font('Helvetica-Bold').fontSize(17).text(REPORT_TAB_LABELS[group.tab]);
        doc.moveDown(0.4);
      }
      for (const s of group.sections) this.section(doc, s);
    }
    doc.end();
    const buf = await done;
    return { base64: buf.toString('base64'), bytes: buf.length };
  }

  /** One section: its title, count labels, and each item with its source line (or the empty or locked text). */
  private section(doc: PDFKit.PDFDocument, s: ReportSectionView): void {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(14).text(s.title);
    if (s.summary.length > 0) doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(s.summary.join(' | '));
    doc.moveDown(0.3);
    if (s.items.length === 0) {
      doc
        .font('Helvetica-Oblique')
        .fontSize(10)
        .fillColor(INK)
        .text(s.emptyText ?? (s.locked ? 'Locked' : ''));
    }
    for (const it of s.items) {
      if (doc.y > doc.page.height - 100) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(it.heading);
      for (const d of it.details) doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(d);
      doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(`Source: ${it.source}`);
      doc.moveDown(0.35);
    }
    doc.moveDown(0.6);
  }
}
