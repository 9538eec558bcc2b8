/**
 * The certificate of authenticity of one numbered print of a limited edition (issue 45): the A4 PDF
 * drawn with pdfkit, as the invoice is, in the buyer's language ('en' or 'ta'). Latin text is set in
 * DejaVu Sans (the invoice's), Tamil text in Noto Sans Tamil (the storefront's, server/assets/fonts).
 * It carries the photograph, its title, the photographer, the year, 'Edition 7 of 25', the print
 * size and frame, the date of sale, the business's signature when it has one, and the certificate's
 * code with a QR code of its verify address (PUBLIC_URL/verify/{code}). Never the buyer or the price.
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

const WORDS = {
  en: {
    heading: "Certificate of Authenticity",
    edition: (n: number, m: number) => `Edition ${n} of ${m}`,
    photographer: "Photographer",
    year: "Year",
    printSize: "Print size",
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
  const w = WORDS[doc.language];
  const qr = await QRCode.toBuffer(doc.verifyUrl, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 });
  const pdf = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${WORDS.en.heading} ${doc.code}`, Author: doc.businessName, Subject: `${doc.title}, ${WORDS.en.edition(doc.number, doc.editionSize)}` },
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
  // Tamil text in the Tamil font, anything else (names, codes, addresses) in DejaVu.
  const font = (text: string, bold = false) => pdf.font(TAMIL.test(text) ? "tamil" : bold ? "bold" : "body");
  const left = 50;
  const width = pdf.page.width - 100;

  font(w.heading, true).fontSize(24).fillColor("#1f2a1f").text(w.heading, left, 50, { width, align: "center" });
  if (doc.void) font(w.void, true).fontSize(14).fillColor("#a11d1d").text(w.void, { width, align: "center" });
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
  font(doc.title, true).fontSize(18).text(doc.title, left, pdf.y, { width, align: "center" });
  const edition = w.edition(doc.number, doc.editionSize);
  font(edition, true).fontSize(15).text(edition, { width, align: "center" });
  pdf.moveDown(0.8);

  const rows: [string, string][] = [
    [w.photographer, doc.creator],
    [w.year, String(doc.year)],
    [w.printSize, doc.printSize],
    [w.frame, doc.frame],
    [w.soldOn, saleDate(doc.soldAt, doc.language)],
  ];
  for (const [label, value] of rows) {
    const y = pdf.y;
    font(label)
      .fontSize(11)
      .fillColor("#555555")
      .text(label, left + 60, y, { width: 150 });
    const labelEnd = pdf.y;
    font(value)
      .fontSize(11)
      .fillColor("#000000")
      .text(value, left + 220, y, { width: width - 280 });
    pdf.y = Math.max(labelEnd, pdf.y) + 3;
  }
  pdf.moveDown(0.8);
  const statement = w.statement(doc.businessName);
  font(statement).fontSize(10).text(statement, left, pdf.y, { width, align: "center" });

  // The foot: the signature on the left, the QR code and the code on the right.
  const foot = pdf.page.height - 50 - 150;
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
  font(w.signature)
    .fontSize(9)
    .fillColor("#000000")
    .text(w.signature, left, foot + 100, { width: 200 });
  font(doc.businessName).fontSize(9).text(doc.businessName, left, pdf.y, { width: 200 });
  const qrSize = 110;
  const qrLeft = left + width - qrSize;
  pdf.image(qr, qrLeft, foot, { width: qrSize, height: qrSize });
  font(w.code)
    .fontSize(8)
    .text(w.code, qrLeft - 90, foot + qrSize + 4, { width: qrSize + 90, align: "right" });
  pdf
    .font("bold")
    .fontSize(10)
    .text(doc.code, qrLeft - 90, pdf.y, { width: qrSize + 90, align: "right" });
  font(w.verify)
    .fontSize(7)
    .text(w.verify, qrLeft - 190, pdf.y + 2, { width: qrSize + 190, align: "right" });
  pdf
    .font("body")
    .fontSize(7)
    .text(doc.verifyUrl, qrLeft - 190, pdf.y, { width: qrSize + 190, align: "right" });
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
