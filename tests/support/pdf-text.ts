import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The text of a PDF, whitespace collapsed. Uses `pdftotext` from poppler-utils, as CI does
 * (`.ci/run` installs it); on a machine without it, falls back to Mozilla's pdf.js so a plain
 * `npm install && npm test` still reads the real PDF rather than skipping the check.
 */
export const pdfText = async (path: string): Promise<string> => {
  try {
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)), useSystemFonts: false, verbosity: 0 })
    .promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await doc.destroy();
  return lines.join(' ').replace(/\s+/g, ' ');
};
