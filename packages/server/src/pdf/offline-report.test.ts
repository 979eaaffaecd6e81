import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.js';
import { type OfflineReportData, renderOfflineReport, wrapText } from './offline-report.js';

const at = new Date('2026-03-05T08:00:00Z');

function report(machines: number, overrides: Partial<OfflineReportData> = {}): OfflineReportData {
  return {
    providerName: 'Demo Service Provider AS',
    providerContact: 'service@demo.test  -  +47 22 00 00 00',
    orderNumber: '40042',
    code: 'DEMO42',
    jobTitle: 'Service: Combi oven',
    jobType: 'Service',
    status: 'planned',
    priority: 'High',
    customerName: 'Nordic Foods AS',
    deliveryAddress: ['Storgata 1', '0155 Oslo', 'Norway'],
    contact: 'Contact: Kari Nordmann, +47 900 00 000',
    firstLineComment: 'Call before arrival.',
    serviceManagerComment: null,
    appointments: [
      { date: at, start: at, end: new Date('2026-03-05T12:00:00Z'), participants: ['Tom Technician'] },
    ],
    machineJobs: Array.from({ length: machines }, (_, i) => ({
      machineName: `Combi oven ${i + 1}`,
      details: [
        { label: 'Model', value: 'CK 6-1-1' },
        { label: 'Serial number', value: `SN-${1000 + i}` },
        { label: 'Location', value: null },
      ],
      customerComment: 'Does not reach temperature. '.repeat(8),
      technicianComment: null,
      counters: [
        { name: 'Operating hours', lastValue: 1234 },
        { name: 'Cycles', lastValue: null },
      ],
      orderLines: [
        { articleNumber: 'A-1001', description: 'Door gasket, stainless steel, 600 mm', count: 2 },
      ],
    })),
    generatedAt: at,
    timeZone: 'Europe/Oslo',
    ...overrides,
  };
}

describe('renderOfflineReport', () => {
  it('makes an A4 PDF that names the job, its customer, machines, counters and order lines', async () => {
    const bytes = await renderOfflineReport(report(1));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Offline report 40042');
    const text = pdfText(bytes).join('\n');
    for (const expected of [
      'Demo Service Provider AS',
      'Order 40042',
      'Nordic Foods AS',
      'Storgata 1',
      '0155 Oslo',
      // 08:00 UTC in Oslo (winter time)
      '2026-03-05 09:00-13:00 (Tom Technician)',
      'Combi oven 1',
      'Model: CK 6-1-1 | Serial number: SN-1000',
      'Operating hours',
      '1234',
      "Today's value",
      'A-1001',
      'Door gasket, stainless steel, 600 mm',
      'Technician signature',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Location:');
  });

  it('breaks onto new pages, numbering them and naming the machine a page continues', async () => {
    const bytes = await renderOfflineReport(report(6));
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(2);
    const text = pdfText(bytes).join('\n');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (let i = 1; i <= 6; i++) expect(text).toContain(`Combi oven ${i}`);
    expect(text).toMatch(/Offline report 40042 {2}- {2}Machine \d of 6: Combi oven \d \(continued\)/);
  });

  it('prints characters Helvetica lacks as ? instead of failing, and keeps Norwegian letters', async () => {
    const bytes = await renderOfflineReport(
      report(1, { customerName: 'Bakeri Ærlig Øst Å ✓ 漢字', machineJobs: [] }),
    );
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('Bakeri Ærlig Øst Å ? ??');
    expect(text).toContain('This job has no machines.');
  });
});

describe('wrapText', () => {
  it('wraps at the width and cuts words longer than a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short words here ${'x'.repeat(200)}\nnext paragraph`, font, 10, 100);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.join('')).toContain('x'.repeat(10));
    expect(lines.at(-1)).toBe('next paragraph');
  });
});
