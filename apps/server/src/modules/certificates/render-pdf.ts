/**
 * A certificate as a one-page A4 landscape PDF: the competition's colours (and its background
 * picture, when it has one) under a double frame, the title in both languages, the holder's
 * name, the award and rank, the organiser and date, and the QR of its verification page with
 * the code written beside it.
 */
import type { TCertificate } from '@lingua/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { certificateFonts } from './fonts';

export interface RenderOptions {
  /** Where the QR leads: the public /find_certificate page with the code. */
  verifyUrl: string;
  /** The competition's background picture (PNG or JPEG bytes), drawn faded under the text. */
  backgroundImage?: Buffer | undefined;
}

const W = 841.89;
const H = 595.28;

function lighten(hex: string, share: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * share);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export async function renderCertificatePdf(cert: TCertificate, options: RenderOptions): Promise<Buffer> {
  const fonts = certificateFonts();
  const qr = await QRCode.toBuffer(options.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${cert.competitionTitle} · ${cert.holderName}`, Author: cert.organiser, Subject: cert.code },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('title', fonts.serifBold.bytes, fonts.serifBold.family);
  doc.registerFont('body', fonts.sans.bytes, fonts.sans.family);

  doc.rect(0, 0, W, H).fill(lighten(cert.background, 0.9));
  if (options.backgroundImage) {
    try {
      doc
        .save()
        .opacity(0.18)
        .image(options.backgroundImage, 0, 0, { cover: [W, H], align: 'center', valign: 'center' });
      doc.restore();
    } catch {
      doc.restore(); // a picture pdfkit cannot read leaves the plain colour
    }
  }
  doc
    .lineWidth(6)
    .strokeColor(cert.accent)
    .rect(24, 24, W - 48, H - 48)
    .stroke();
  doc
    .lineWidth(1.5)
    .rect(36, 36, W - 72, H - 72)
    .stroke();

  const centre = (text: string, y: number, font: string, size: number, color: string) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: W - 120, align: 'center' });

  centre('荣 誉 证 书', 70, 'title', 40, cert.accent);
  centre('CERTIFICATE OF ACHIEVEMENT', 122, 'body', 14, '#555555');
  centre(cert.holderName, 170, 'title', 34, '#1f1f1f');
  const rankCn = cert.rank ? `（第 ${cert.rank} 名）` : '';
  const rankEn = cert.rank ? ` (rank ${cert.rank})` : '';
  centre(`在「${cert.competitionTitle}」中荣获 ${cert.award}${rankCn}，特发此证。`, 232, 'body', 17, '#262626');
  centre(`has been awarded ${cert.award}${rankEn} in ${cert.competitionTitle}.`, 266, 'body', 13, '#434343');

  doc.font('body').fontSize(13).fillColor('#262626');
  doc.text(cert.organiser, W - 360, 420, { width: 290, align: 'right' });
  doc.text(cert.issuedOn, W - 360, 442, { width: 290, align: 'right' });

  doc.image(qr, 70, 392, { width: 112 });
  doc.font('body').fontSize(10).fillColor('#434343');
  doc.text('证书编号 Certificate code', 192, 410);
  doc.font('body').fontSize(14).fillColor('#1f1f1f').text(cert.code, 192, 426);
  doc.font('body').fontSize(9).fillColor('#595959');
  doc.text('扫码或在 /find_certificate 输入编号查验 · Scan or enter the code at /find_certificate', 192, 450, {
    width: 300,
  });
  doc.end();
  return done;
}
