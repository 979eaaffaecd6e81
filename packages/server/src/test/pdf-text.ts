/**
 * A small text extraction for the PDFs the server makes (tests only): inflates the content streams
 * and collects the strings of the text operators (pdf-lib writes standard-font text as hex
 * strings, `<48656C6C6F> Tj`). Enough to find an order number, not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    let dataStart = start + 'stream'.length;
    if (raw[dataStart] === 0x0d) dataStart++;
    if (raw[dataStart] === 0x0a) dataStart++;
    const end = raw.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    at = end + 'endstream'.length;
    const data = raw.subarray(dataStart, end);
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) {
      if (match[1] !== undefined)
        texts.push(Buffer.from(match[1].replace(/\s/g, ''), 'hex').toString('latin1'));
      else texts.push(match[2]!.replace(/\\(.)/g, '$1'));
    }
  }
  return texts;
}
