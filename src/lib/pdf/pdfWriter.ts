/** Lays out the school's A4 documents with pdf-lib: a cursor that moves down the page, and the
 * pieces every document uses (letterhead, headings, wrapped paragraphs, form fields, tables). */
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export const A4 = { width: 595, height: 842 };
export const MARGIN = 56;

const NAVY = rgb(11 / 255, 61 / 255, 110 / 255);
const GOLD = rgb(242 / 255, 169 / 255, 0);
const INK = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.4, 0.44, 0.5);
const WHITE = rgb(1, 1, 1);
const PALE = rgb(0.9, 0.93, 0.97);

export const COLOURS = { NAVY, GOLD, INK, MUTED, WHITE, PALE };

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

/** One document: its fonts, its pages and the cursor on the current page. */
export class PdfWriter {
  private page!: PDFPage;
  /** The baseline of the next line, in points from the bottom of the page. */
  y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  /** A new document. No dates are stamped into it, so the same data always gives the same file. */
  static async create(title: string, author: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(title);
    doc.setAuthor(author);
    const writer = new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    writer.newPage();
    return writer;
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  private font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /** The text as the standard fonts can show it: typographic marks they lack become plain ones. */
  private printable(text: string, bold = false): string {
    const known = new Set(this.font(bold).getCharacterSet());
    return [
      ...text
        .replace(/[\u2018\u2019]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/\u20b9/g, "Rs. "),
    ]
      .map((ch) => (known.has(ch.codePointAt(0) as number) ? ch : "?"))
      .join("");
  }

  width(text: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(this.printable(text, bold), size);
  }

  text(x: number, y: number, text: string, { size = 11, bold = false, color = INK }: TextStyle = {}): void {
    this.page.drawText(this.printable(text, bold), { x, y, size, font: this.font(bold), color });
  }

  rect(x: number, y: number, width: number, height: number, color: ReturnType<typeof rgb>): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  line(x1: number, y1: number, x2: number, y2: number, color = MUTED, thickness = 0.8): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
  }

  /** A navy band with the school's name and a gold rule. */
  letterhead(school: string, subtitle: string): void {
    this.rect(0, A4.height - 92, A4.width, 92, NAVY);
    this.text(MARGIN, A4.height - 48, school, { size: 20, bold: true, color: WHITE });
    this.text(MARGIN, A4.height - 70, subtitle, { size: 10, color: PALE });
    this.rect(0, A4.height - 98, A4.width, 6, GOLD);
    this.y = A4.height - 140;
  }

  heading(text: string, size = 17): void {
    this.text(MARGIN, this.y, text, { size, bold: true, color: NAVY });
    this.y -= size + 10;
  }

  subheading(text: string): void {
    this.y -= 4;
    this.text(MARGIN, this.y, text, { size: 12.5, bold: true, color: NAVY });
    this.y -= 18;
  }

  /** Lines of at most `width` points, broken between words. */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    return current ? [...lines, current] : lines;
  }

  paragraph(text: string, { size = 10.5, bullet = false }: { size?: number; bullet?: boolean } = {}): void {
    const indent = bullet ? 12 : 0;
    this.wrap(text, size, A4.width - 2 * MARGIN - indent).forEach((line, i) => {
      if (bullet && i === 0) this.text(MARGIN, this.y, "\u2022", { size });
      this.text(MARGIN + indent, this.y, line, { size });
      this.y -= size + 4.5;
    });
    this.y -= 4;
  }

  bullets(items: readonly string[], size?: number): void {
    for (const item of items) this.paragraph(item, { size, bullet: true });
  }

  /** A form field: its label and a line to write on. */
  field(label: string): void {
    this.text(MARGIN, this.y, label);
    const start = MARGIN + Math.min(this.width(label, 11) + 14, 230);
    this.line(start, this.y - 2, A4.width - MARGIN, this.y - 2);
    this.y -= 30;
  }

  /** A table with a navy header row; numbers right-aligned. `widths` in points. */
  table(headers: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[]): void {
    const rowHeight = 18;
    const total = widths.reduce((sum, w) => sum + w, 0);
    const row = (cells: readonly string[], header: boolean, shaded: boolean) => {
      if (header) this.rect(MARGIN, this.y - 5, total, rowHeight, NAVY);
      else if (shaded) this.rect(MARGIN, this.y - 5, total, rowHeight, rgb(0.95, 0.96, 0.98));
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const right = i > 0 && /^[\d,-]+$/.test(cell);
        const cellX = right ? x + widths[i] - 6 - this.width(cell, 10, header) : x + 5;
        this.text(cellX, this.y, cell, { size: 10, bold: header, color: header ? WHITE : INK });
        x += widths[i];
      });
      this.y -= rowHeight;
    };
    row(headers, true, false);
    rows.forEach((cells, i) => row(cells, false, i % 2 === 1));
    this.y -= 10;
  }

  /** A footer line on every page, with page numbers when there is more than one. */
  footers(text: string, { skipFirst = false } = {}): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      if (skipFirst && i === 0) return;
      page.drawLine({ start: { x: MARGIN, y: 52 }, end: { x: A4.width - MARGIN, y: 52 }, color: GOLD, thickness: 1.5 });
      page.drawText(this.printable(text), { x: MARGIN, y: 36, size: 8.5, font: this.regular, color: MUTED });
      if (pages.length > 1) {
        page.drawText(`Page ${i + 1} of ${pages.length}`, {
          x: A4.width - MARGIN - 50,
          y: 36,
          size: 8.5,
          font: this.regular,
          color: MUTED,
        });
      }
    });
  }

  /** Large pale diagonal text behind the page, such as SAMPLE. */
  watermark(text: string): void {
    this.page.drawText(text, {
      x: 120,
      y: 250,
      size: 110,
      font: this.bold,
      color: rgb(0.88, 0.9, 0.93),
      rotate: degrees(35),
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
