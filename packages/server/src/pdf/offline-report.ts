/**
 * The offline job report: a printable A4 PDF of one job that a technician fills in by hand (or in
 * a PDF editor) where there is no connection, and uploads afterwards. Made with pdf-lib and the
 * standard Helvetica fonts (no font files): header, customer and delivery address, appointments,
 * then per machine the customer comment, ruled lines for the technician comment, the counters with
 * their previous value and an empty column for today's value, and the order lines with empty rows.
 * Text wraps at the column width and the report breaks onto new pages (table headers repeated);
 * every page has a footer with the order number and "Page n of m".
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts, type RGB } from 'pdf-lib';

export interface OfflineReportAppointment {
  date: Date;
  start: Date | null;
  end: Date | null;
  participants: string[];
}

export interface OfflineReportCounter {
  name: string;
  lastValue: number | null;
}

export interface OfflineReportOrderLine {
  articleNumber: string | null;
  description: string;
  count: number;
}

export interface OfflineReportMachineJob {
  machineName: string;
  /** Model, type, supplier, serial number, location: shown when set. */
  details: { label: string; value: string | null }[];
  customerComment: string | null;
  technicianComment: string | null;
  counters: OfflineReportCounter[];
  orderLines: OfflineReportOrderLine[];
}

export interface OfflineReportData {
  providerName: string;
  providerContact: string | null;
  /** The order number as shown to people (OrderId, or S + Id for part orders). */
  orderNumber: string;
  code: string;
  jobTitle: string | null;
  jobType: string;
  status: string;
  priority: string | null;
  customerName: string;
  deliveryAddress: string[];
  /** The customer contact person: name, mobile and e-mail on separate lines. */
  contact: string | null;
  firstLineComment: string | null;
  serviceManagerComment: string | null;
  appointments: OfflineReportAppointment[];
  machineJobs: OfflineReportMachineJob[];
  generatedAt: Date;
  /** IANA time zone for dates and times (default UTC). */
  timeZone?: string;
}

// A4 in points, 18 mm margins.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 51;
const FOOTER_HEIGHT = 28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = MARGIN + FOOTER_HEIGHT;

const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.75, 0.78, 0.82);
const BAND = rgb(0.93, 0.95, 0.97);
const ACCENT = rgb(0.11, 0.34, 0.6);

const SIZE = { body: 9.5, small: 8, label: 7.5, h2: 11.5, h1: 17, title: 10 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** Characters Helvetica (WinAnsi) cannot draw become `?`; tabs become spaces. */
function encodable(font: PDFFont): (text: string) => string {
  const set = new Set(font.getCharacterSet());
  return (text) =>
    [...text.normalize('NFC').replace(/\t/g, ' ')]
      .map((c) => (c === '\n' || set.has(c.codePointAt(0)!) ? c : '?'))
      .join('');
}

/** Splits `text` into lines no wider than `width` (words longer than a line are cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A single word wider than the line: cut it into pieces that fit.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  /** Named in the running header of the pages that continue it (the current machine). */
  section: string | null = null;
  private readonly clean: (text: string) => string;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly onNewPage: (w: Writer) => void,
  ) {
    this.clean = encodable(fonts.regular);
    this.addPage();
  }

  addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    this.onNewPage(this);
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.addPage();
    return true;
  }

  text(
    value: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; color?: RGB; maxWidth?: number; align?: 'left' | 'right' } = {},
  ): void {
    const size = options.size ?? SIZE.body;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let text = this.clean(value).replace(/\n/g, ' ');
    if (options.maxWidth !== undefined && font.widthOfTextAtSize(text, size) > options.maxWidth) {
      while (text.length > 1 && font.widthOfTextAtSize(`${text}...`, size) > options.maxWidth) {
        text = text.slice(0, -1);
      }
      text = `${text.trimEnd()}...`;
    }
    const width = font.widthOfTextAtSize(text, size);
    const left =
      options.align === 'right' && options.maxWidth !== undefined ? x + options.maxWidth - width : x;
    this.page.drawText(text, { x: left, y, size, font, color: options.color ?? INK });
  }

  wrap(value: string, size: number, width: number, bold = false): string[] {
    return wrapText(this.clean(value), bold ? this.fonts.bold : this.fonts.regular, size, width);
  }

  /** A wrapped paragraph at the cursor, breaking pages between lines. */
  paragraph(value: string, options: { x?: number; width?: number; size?: number; color?: RGB } = {}): void {
    const size = options.size ?? SIZE.body;
    const lineHeight = size * 1.35;
    const x = options.x ?? MARGIN;
    for (const line of this.wrap(value, size, options.width ?? CONTENT_WIDTH)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, x, this.y + lineHeight * 0.25, { size, color: options.color });
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, color: RGB = RULE, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
  }

  rect(x: number, y: number, width: number, height: number, fill?: RGB, border?: RGB): void {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      color: fill,
      borderColor: border,
      borderWidth: border ? 0.6 : 0,
    });
  }

  label(value: string, x: number, y: number): void {
    this.text(value.toUpperCase(), x, y, { size: SIZE.label, bold: true, color: MUTED });
  }
}

function formatDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function formatTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

function appointmentText(a: OfflineReportAppointment, timeZone: string): string {
  const day = formatDate(a.date, timeZone);
  const from = a.start ?? a.date;
  const time = a.end
    ? `${formatTime(from, timeZone)}-${formatTime(a.end, timeZone)}`
    : formatTime(from, timeZone);
  const who = a.participants.length ? `  (${a.participants.join(', ')})` : '';
  return `${day}  ${time}${who}`;
}

function formatNumber(value: number | null): string {
  if (value === null) return '-';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The report as PDF bytes. */
export async function renderOfflineReport(data: OfflineReportData): Promise<Uint8Array> {
  const timeZone = data.timeZone ?? 'UTC';
  const doc = await PDFDocument.create();
  const title = `Offline report ${data.orderNumber}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setSubject(`Job ${data.orderNumber} (code ${data.code}) for ${data.customerName}`);
  doc.setAuthor(data.providerName);
  doc.setCreator('Equipment-service portal');
  doc.setProducer('Equipment-service portal (pdf-lib)');
  doc.setCreationDate(data.generatedAt);
  doc.setModificationDate(data.generatedAt);
  doc.setLanguage('en');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  // Pages after the first start with a one-line running header.
  const w = new Writer(doc, fonts, (writer) => {
    if (writer.pages.length === 1) return;
    const running = [data.providerName, `Offline report ${data.orderNumber}`, writer.section].filter(Boolean);
    writer.text(running.join('  -  '), MARGIN, writer.y - SIZE.small, {
      size: SIZE.small,
      color: MUTED,
      maxWidth: CONTENT_WIDTH,
    });
    writer.y -= SIZE.small + 6;
    writer.line(MARGIN, writer.y, PAGE_WIDTH - MARGIN, writer.y);
    writer.y -= 12;
  });

  // ---- Header: provider left, order number right.
  const right = PAGE_WIDTH - MARGIN;
  w.text(data.providerName, MARGIN, w.y - SIZE.h1, {
    size: SIZE.h1,
    bold: true,
    maxWidth: CONTENT_WIDTH * 0.55,
  });
  if (data.providerContact) {
    w.text(data.providerContact, MARGIN, w.y - SIZE.h1 - 14, {
      size: SIZE.small,
      color: MUTED,
      maxWidth: CONTENT_WIDTH * 0.55,
    });
  }
  w.text('OFFLINE JOB REPORT', MARGIN, w.y - SIZE.title, {
    size: SIZE.title,
    bold: true,
    color: ACCENT,
    align: 'right',
    maxWidth: CONTENT_WIDTH,
  });
  w.text(`Order ${data.orderNumber}`, MARGIN, w.y - SIZE.title - 18, {
    size: SIZE.h1,
    bold: true,
    align: 'right',
    maxWidth: CONTENT_WIDTH,
  });
  w.text(
    `Code ${data.code}  -  printed ${formatDate(data.generatedAt, timeZone)}`,
    MARGIN,
    w.y - SIZE.title - 32,
    {
      size: SIZE.small,
      color: MUTED,
      align: 'right',
      maxWidth: CONTENT_WIDTH,
    },
  );
  w.y -= 52;
  w.line(MARGIN, w.y, right, w.y, ACCENT, 1.2);
  w.y -= 16;

  // ---- Job facts in three columns: customer, delivery address, job.
  const colWidth = (CONTENT_WIDTH - 24) / 3;
  const columns: { label: string; lines: string[] }[] = [
    { label: 'Customer', lines: [data.customerName, ...(data.contact ? [data.contact] : [])] },
    {
      label: 'Delivery address',
      lines: data.deliveryAddress.length ? data.deliveryAddress : ['Not specified'],
    },
    {
      label: 'Job',
      lines: [
        ...(data.jobTitle ? [data.jobTitle] : []),
        `${data.jobType}  -  ${data.status}`,
        ...(data.priority ? [`Priority: ${data.priority}`] : []),
      ],
    },
  ];
  let tallest = 0;
  columns.forEach((column, i) => {
    const x = MARGIN + i * (colWidth + 12);
    w.label(column.label, x, w.y - SIZE.label);
    let y = w.y - SIZE.label - 6;
    for (const text of column.lines) {
      for (const line of w.wrap(text, SIZE.body, colWidth).slice(0, 4)) {
        y -= SIZE.body * 1.35;
        w.text(line, x, y + 3);
      }
    }
    tallest = Math.max(tallest, w.y - y);
  });
  w.y -= tallest + 12;

  // ---- Appointments.
  w.label('Appointments', MARGIN, w.y - SIZE.label);
  w.y -= SIZE.label + 4;
  if (data.appointments.length === 0) {
    w.paragraph('No appointment planned.', { color: MUTED });
  } else {
    for (const a of data.appointments) w.paragraph(appointmentText(a, timeZone));
  }
  for (const [label, value] of [
    ['First line comment', data.firstLineComment],
    ['Service manager comment', data.serviceManagerComment],
  ] as const) {
    if (!value) continue;
    w.y -= 8;
    w.ensure(30);
    w.label(label, MARGIN, w.y - SIZE.label);
    w.y -= SIZE.label + 4;
    w.paragraph(value);
  }
  w.y -= 10;

  // ---- One section per machine job.
  data.machineJobs.forEach((mj, index) => {
    machineSection(w, mj, index, data.machineJobs.length);
  });
  if (data.machineJobs.length === 0) {
    w.ensure(40);
    w.paragraph('This job has no machines.', { color: MUTED });
  }

  // ---- Sign-off.
  w.section = null;
  w.y -= 14;
  w.ensure(70);
  w.label('Completed', MARGIN, w.y - SIZE.label);
  w.y -= 44;
  const signWidth = (CONTENT_WIDTH - 24) / 3;
  ['Date', 'Technician signature', 'Customer signature'].forEach((label, i) => {
    const x = MARGIN + i * (signWidth + 12);
    w.line(x, w.y, x + signWidth, w.y, INK, 0.6);
    w.text(label, x, w.y - 10, { size: SIZE.small, color: MUTED });
  });
  w.y -= 14;

  // ---- Footers, now that the page count is known.
  w.pages.forEach((page, i) => {
    const y = MARGIN - 4;
    page.drawLine({
      start: { x: MARGIN, y: y + 12 },
      end: { x: PAGE_WIDTH - MARGIN, y: y + 12 },
      color: RULE,
      thickness: 0.6,
    });
    const left = encodable(fonts.regular)(
      `${data.providerName}  -  Order ${data.orderNumber}  -  code ${data.code}`,
    );
    page.drawText(left, { x: MARGIN, y, size: SIZE.small, font: fonts.regular, color: MUTED });
    const pageText = `Page ${i + 1} of ${w.pages.length}`;
    page.drawText(pageText, {
      x: PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(pageText, SIZE.small),
      y,
      size: SIZE.small,
      font: fonts.regular,
      color: MUTED,
    });
  });

  return doc.save();
}

function machineSection(w: Writer, mj: OfflineReportMachineJob, index: number, total: number): void {
  // Keep the heading with at least the first lines of the section.
  w.section = null;
  w.ensure(110);
  w.section = `Machine ${index + 1} of ${total}: ${mj.machineName} (continued)`;
  const bandHeight = 22;
  w.rect(MARGIN, w.y - bandHeight, CONTENT_WIDTH, bandHeight, BAND);
  w.text(`Machine ${index + 1} of ${total}`, MARGIN + 8, w.y - 14.5, { size: SIZE.small, color: MUTED });
  w.text(mj.machineName, MARGIN + 78, w.y - 15, {
    size: SIZE.h2,
    bold: true,
    maxWidth: CONTENT_WIDTH - 86,
  });
  w.y -= bandHeight + 8;

  const details = mj.details.filter((d) => d.value).map((d) => `${d.label}: ${d.value}`);
  if (details.length) w.paragraph(details.join('   |   '), { size: SIZE.small, color: MUTED });

  w.y -= 6;
  w.ensure(30);
  w.label('Customer comment', MARGIN, w.y - SIZE.label);
  w.y -= SIZE.label + 2;
  w.paragraph(mj.customerComment?.trim() || '(none)', mj.customerComment?.trim() ? {} : { color: MUTED });

  w.y -= 8;
  w.ensure(SIZE.label + 4 + 4 * 20);
  w.label('Technician comment', MARGIN, w.y - SIZE.label);
  w.y -= SIZE.label + 2;
  if (mj.technicianComment?.trim()) {
    w.paragraph(`So far: ${mj.technicianComment.trim()}`, { size: SIZE.small, color: MUTED });
  }
  for (let i = 0; i < 4; i++) {
    w.ensure(20);
    w.y -= 20;
    w.line(MARGIN, w.y, MARGIN + CONTENT_WIDTH, w.y);
  }

  w.y -= 14;
  table(
    w,
    'Counters',
    [
      { title: 'Counter', width: CONTENT_WIDTH - 220 },
      { title: 'Previous value', width: 100, align: 'right' },
      { title: "Today's value", width: 120 },
    ],
    mj.counters.map((c) => [c.name, formatNumber(c.lastValue), '']),
    { emptyText: 'No counters on this machine.', boxedLastColumn: true },
  );

  w.y -= 14;
  table(
    w,
    'Order lines',
    [
      { title: 'Article number', width: 110 },
      { title: 'Description', width: CONTENT_WIDTH - 110 - 60 },
      { title: 'Count', width: 60, align: 'right' },
    ],
    mj.orderLines.map((l) => [l.articleNumber ?? '(custom)', l.description, formatNumber(l.count)]),
    { blankRows: 3 },
  );
  w.y -= 18;
}

function table(
  w: Writer,
  title: string,
  columns: Column[],
  rows: string[][],
  options: { emptyText?: string; blankRows?: number; boxedLastColumn?: boolean } = {},
): void {
  const padding = 5;
  const headerHeight = 16;
  const lineHeight = SIZE.body * 1.3;

  const drawHeader = (continued: boolean) => {
    w.label(continued ? `${title} (continued)` : title, MARGIN, w.y - SIZE.label);
    w.y -= SIZE.label + 5;
    w.rect(MARGIN, w.y - headerHeight, CONTENT_WIDTH, headerHeight, BAND);
    let x = MARGIN;
    for (const column of columns) {
      w.text(column.title, x + padding, w.y - 11, {
        size: SIZE.small,
        bold: true,
        color: MUTED,
        maxWidth: column.width - 2 * padding,
        align: column.align,
      });
      x += column.width;
    }
    w.y -= headerHeight;
  };

  w.ensure(SIZE.label + 5 + headerHeight + 22);
  drawHeader(false);
  if (rows.length === 0 && options.emptyText && !options.blankRows) {
    w.y -= lineHeight + 4;
    w.text(options.emptyText, MARGIN + padding, w.y + 4, { size: SIZE.small, color: MUTED });
    w.y -= 4;
    return;
  }
  const allRows = [...rows, ...Array.from({ length: options.blankRows ?? 0 }, () => columns.map(() => ''))];
  for (const row of allRows) {
    const cells = row.map((cell, i) => w.wrap(cell, SIZE.body, columns[i]!.width - 2 * padding));
    const height = Math.max(20, Math.max(...cells.map((c) => c.length)) * lineHeight + 2 * padding - 2);
    if (w.ensure(height)) drawHeader(true);
    let x = MARGIN;
    cells.forEach((lines, i) => {
      const column = columns[i]!;
      lines.forEach((line, n) => {
        w.text(line, x + padding, w.y - padding - SIZE.body - n * lineHeight + 1.5, {
          maxWidth: column.width - 2 * padding,
          align: column.align,
        });
      });
      if (options.boxedLastColumn && i === columns.length - 1) {
        w.rect(x + 4, w.y - height + 3, column.width - 8, height - 6, undefined, RULE);
      }
      x += column.width;
    });
    w.y -= height;
    w.line(MARGIN, w.y, MARGIN + CONTENT_WIDTH, w.y);
  }
}
