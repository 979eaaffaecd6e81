/**
 * A tiny one-page PDF writer for the demo documents (manuals, forms, service reports, resource
 * files): a title and lines of text in Helvetica. Pure function of its arguments (no dates, no
 * random ids), so every seed writes the same bytes. Text is limited to printable Latin-1.
 */

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;

/** Escapes a string for a PDF literal string; characters outside Latin-1 become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 255) out += '?';
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

export interface PdfText {
  title: string;
  /** Optional smaller heading under the title (supplier, model, order number...). */
  subtitle?: string;
  lines: string[];
}

/** A valid single-page PDF (1.4) with the given text. */
export function textPdf({ title, subtitle, lines }: PdfText): Buffer {
  const ops: string[] = [];
  // A coloured header band.
  ops.push('0.043 0.31 0.424 rg', `0 ${PAGE_HEIGHT - 90} ${PAGE_WIDTH} 90 re f`);
  ops.push('1 1 1 rg', 'BT', '/F2 22 Tf', `50 ${PAGE_HEIGHT - 55} Td`, `${pdfString(title)} Tj`, 'ET');
  let y = PAGE_HEIGHT - 130;
  ops.push('0.2 0.2 0.2 rg');
  if (subtitle) {
    ops.push('BT', '/F2 13 Tf', `50 ${y} Td`, `${pdfString(subtitle)} Tj`, 'ET');
    y -= 30;
  }
  for (const line of lines) {
    if (y < 60) break;
    ops.push('BT', '/F1 11 Tf', `50 ${y} Td`, `${pdfString(line)} Tj`, 'ET');
    y -= 18;
  }
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (eqp demo data) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
