/**
 * The certificate of authenticity of one numbered print of a limited edition (issue 45): the A4 PDF
 * drawn with pdfkit, as the invoice is, in the buyer's language ('en' or 'ta'). Latin text is set in
 * DejaVu Sans (the invoice's), Tamil text in Noto Sans Tamil (the storefront's, server/assets/fonts).
 * It carries the photograph, its title, the photographer, the year, 'Edition 7 of 25', the print
 * size, the paper (when the print names one), the frame, the date of sale, the business's signature
 * when it has one, and the certificate's code with a QR code of its verify address
 * (PUBLIC_URL/verify/{code}). Never the buyer or the price.
 *
 * Its link is signed as the invoice's is (invoice.ts `invoiceToken`): an HMAC of the code, under its
 * own prefix, so that an invoice's token never opens a certificate nor the other way round.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
const TAMIL_FONT = fileURLToPath(new URL("../../assets/fonts/NotoSansTamil.ttf", import.meta.url));

/** A certificate's code as certificateCode() makes it (orders/order-editions.ts): 16 of the 32 letters and digits it uses. */
export const CERTIFICATE_CODE = /^[A-HJ-NP-Z2-9]{16}$/;

export type CertificateLanguage = "en" | "ta";

export interface CertificateDocument {
  language: CertificateLanguage;
  code: string;
  verifyUrl: string;
  title: string;
  creator: string;
  year: number;
  number: number;
  editionSize: number;
  printSize: string;
  /** The paper it is printed on, as the print named it when sold (kept on the certificate); null: none named, and the line is left out. */
  paper: string | null;
  frame: string;
  soldAt: Date;
  businessName: string;
  /** The photograph (JPEG or PNG); null when it can no longer be read. */
  photo: Buffer | null;
  /** The business's signature (PNG); null without one. */
  signature: Buffer | null;
  /** Made void by the owner: the PDF says so across its head. */
  void: boolean;
}

/** The certificate's words in each language (the verify page, certificate.rest.ts, says its edition, year, code and void with them). */
export const CERTIFICATE_WORDS = {
  en: {
    heading: "Certificate of Authenticity",
    edition: (n: number, m: number) => `Edition ${n} of ${m}`,
    photographer: "Photographer",
    year: "Year",
    printSize: "Print size",
    paper: "Paper",
    frame: "Frame",
    soldOn: "Date of sale",
    statement: (business: string) =>
      `This certifies that the print described above is an authentic, numbered print of a limited edition, sold by ${business}. No other print bears its number.`,
    signature: "Authorised signature",
    code: "Certificate code",
    verify: "Check this certificate at",
    void: "This certificate was cancelled",
  },
  ta: {
    heading: "நம்பகத்தன்மைச் சான்றிதழ்",
    edition: (n: number, m: number) => `பதிப்பு ${m} இல் ${n}`,
    photographer: "புகைப்படக் கலைஞர்",
    year: "ஆண்டு",
    printSize: "அச்சு அளவு",
    paper: "காகிதம்",
    frame: "சட்டகம்",
    soldOn: "விற்பனை தேதி",
    statement: (business: string) =>
      `மேலே விவரிக்கப்பட்ட அச்சு, ${business} விற்ற, எண்ணிடப்பட்ட வரையறுக்கப்பட்ட பதிப்பின் உண்மையான அச்சு என்பதை இந்தச் சான்றிதழ் உறுதிப்படுத்துகிறது. வேறு எந்த அச்சுக்கும் இந்த எண் இல்லை.`,
    signature: "அங்கீகரிக்கப்பட்ட கையொப்பம்",
    code: "சான்றிதழ் குறியீடு",
    verify: "இந்தச் சான்றிதழைச் சரிபார்க்க",
    void: "இந்தச் சான்றிதழ் ரத்து செய்யப்பட்டது",
  },
} as const;

const TAMIL = /[\u0B80-\u0BFF]/;

/** The date of sale as the buyer reads it: '12 January 2026' (India time). */
function saleDate(d: Date, language: CertificateLanguage): string {
  return new Intl.DateTimeFormat(language === "ta" ? "ta-IN" : "en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" }).format(d);
}

/** The certificate as an A4 PDF. pdfkit and the QR encoder load with the first certificate, not at start. */
export async function certificatePdf(doc: CertificateDocument): Promise<Buffer> {
  const [{ default: PDFDocument }, QRCode] = await Promise.all([import("pdfkit"), import("qrcode")]);
  const w = CERTIFICATE_WORDS[doc.language];
  const qr = await QRCode.toBuffer(doc.verifyUrl, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 });
  const pdf = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: `${CERTIFICATE_WORDS.en.heading} ${doc.code}`,
      Author: doc.businessName,
      Subject: `${doc.title}, ${CERTIFICATE_WORDS.en.edition(doc.number, doc.editionSize)}`,
    },
  });
  pdf.registerFont("body", FONT);
  pdf.registerFont("bold", FONT_BOLD);
  pdf.registerFont("tamil", TAMIL_FONT);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const left = 50;
  const width = pdf.page.width - 100;
  /**
   * Text at (x, y) in a box `width` wide, wrapped at spaces, each word's Tamil runs in the Tamil font
   * and the rest (Latin letters, digits, punctuation: Noto Sans Tamil has none of them) in DejaVu.
   * Words are measured and placed by hand: pdfkit's own wrapping keeps one font per call, and its
   * continued text misplaces runs of another font when centred.
   */
  const say = (text: string, size: number, at: { x: number; y: number; width: number; align?: "left" | "center" | "right" }, bold = false) => {
    const fontOf = (run: string) => (TAMIL.test(run) ? "tamil" : bold ? "bold" : "body");
    const runsOf = (word: string) => word.match(/[\u0B80-\u0BFF]+|[^\u0B80-\u0BFF]+/g) ?? [];
    const widthOf = (word: string) => runsOf(word).reduce((sum, run) => sum + pdf.font(fontOf(run)).fontSize(size).widthOfString(run), 0);
    const space = pdf
      .font(bold ? "bold" : "body")
      .fontSize(size)
      .widthOfString(" ");
    const lineHeight = Math.max(pdf.font("tamil").fontSize(size).currentLineHeight(true), pdf.font("body").fontSize(size).currentLineHeight(true));
    const lines: { words: string[]; width: number }[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const w = widthOf(word);
      const last = lines[lines.length - 1];
      if (last && last.width + space + w <= at.width) {
        last.words.push(word);
        last.width += space + w;
      } else lines.push({ words: [word], width: w });
    }
    let y = at.y;
    for (const line of lines) {
      let x = at.align === "center" ? at.x + (at.width - line.width) / 2 : at.align === "right" ? at.x + at.width - line.width : at.x;
      for (const word of line.words) {
        for (const run of runsOf(word)) {
          pdf.font(fontOf(run)).fontSize(size).text(run, x, y, { lineBreak: false });
          x += pdf.widthOfString(run);
        }
        x += space;
      }
      y += lineHeight;
    }
    pdf.x = at.x;
    pdf.y = y;
  };

  pdf.fillColor("#1f2a1f");
  say(w.heading, 24, { x: left, y: 50, width, align: "center" }, true);
  if (doc.void) {
    pdf.fillColor("#a11d1d");
    say(w.void, 14, { x: left, y: pdf.y, width, align: "center" }, true);
  }
  pdf.fillColor("#000000").moveDown(0.8);

  if (doc.photo) {
    const top = pdf.y;
    try {
      pdf.image(doc.photo, left, top, { fit: [width, 280], align: "center", valign: "center" });
      pdf.y = top + 290;
    } catch {
      pdf.y = top; // a picture pdfkit cannot read: the certificate goes out without it
    }
  }
  say(doc.title, 18, { x: left, y: pdf.y, width, align: "center" }, true);
  say(w.edition(doc.number, doc.editionSize), 15, { x: left, y: pdf.y, width, align: "center" }, true);
  pdf.moveDown(0.8);

  const rows: [string, string][] = [
    [w.photographer, doc.creator],
    [w.year, String(doc.year)],
    [w.printSize, doc.printSize],
    ...(doc.paper ? [[w.paper, doc.paper] as [string, string]] : []),
    [w.frame, doc.frame],
    [w.soldOn, saleDate(doc.soldAt, doc.language)],
  ];
  for (const [label, value] of rows) {
    const y = pdf.y;
    pdf.fillColor("#555555");
    say(label, 11, { x: left + 60, y, width: 150 });
    const labelEnd = pdf.y;
    pdf.fillColor("#000000");
    say(value, 11, { x: left + 220, y, width: width - 280 });
    pdf.y = Math.max(labelEnd, pdf.y) + 3;
  }
  pdf.moveDown(0.8);
  say(w.statement(doc.businessName), 10, { x: left, y: pdf.y, width, align: "center" });

  // The foot, drawn within the bottom margin (no second page): the signature on the left, the QR
  // code, the code and the verify address on the right.
  pdf.page.margins.bottom = 0;
  const foot = pdf.page.height - 40 - 170;
  if (doc.signature) {
    try {
      pdf.image(doc.signature, left, foot + 20, { fit: [200, 70], valign: "bottom" });
    } catch {
      // an unreadable signature leaves the line to sign on
    }
  }
  pdf
    .moveTo(left, foot + 95)
    .lineTo(left + 200, foot + 95)
    .strokeColor("#777777")
    .stroke();
  say(w.signature, 9, { x: left, y: foot + 100, width: 200 });
  say(doc.businessName, 9, { x: left, y: pdf.y, width: 200 });
  const qrSize = 110;
  const qrLeft = left + width - qrSize;
  const textLeft = qrLeft - 200;
  pdf.image(qr, qrLeft, foot, { width: qrSize, height: qrSize });
  say(w.code, 8, { x: textLeft, y: foot + qrSize + 4, width: qrSize + 200, align: "right" });
  say(doc.code, 10, { x: textLeft, y: pdf.y, width: qrSize + 200, align: "right" }, true);
  say(w.verify, 7, { x: textLeft, y: pdf.y + 2, width: qrSize + 200, align: "right" });
  say(doc.verifyUrl, 7, { x: textLeft, y: pdf.y, width: qrSize + 200, align: "right" });
  pdf.end();
  return done;
}

/** The signature of a certificate's link: an HMAC of its code under the prefix of its kind, as invoiceToken signs an invoice's number. */
export function certificateSignature(secret: string, code: string): string {
  return createHmac("sha256", secret).update(`certificate:${code}`).digest("base64url");
}

/** Whether `signature` is the one of `code`'s link (compared in constant time). */
export function certificateSignatureValid(secret: string, code: string, signature: string): boolean {
  const expected = Buffer.from(certificateSignature(secret, code));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
