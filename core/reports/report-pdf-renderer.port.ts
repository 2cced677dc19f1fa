import type { ReportView } from './report-view.rules.js';

/**
 * Renders a report as a PDF document (docs/decisions/0050): the subject's name, every section with its
 * items and each item's source line, and the FCRA notice. Adapter: PdfkitReportRenderer.
 */
export interface ReportPdfRenderer {
  render(report: ReportView, generatedAt: Date): Promise<{ readonly base64: string; readonly bytes: number }>;
}
