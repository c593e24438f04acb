/**
 * A commercial invoice of the towel exporter of the VR trade-fair booth (Sunrise Textiles, Ningbo)
 * to a Hamburg importer: the parties, the order, the Incoterms rule and payment, the ports, the
 * goods table with its total, and the signature. The amounts add up (6,000 × 4.80 + 8,000 × 2.10 +
 * 3,000 × 6.30 = 64,500.00).
 */
import { CAPTION, field, INK, join, line, type PositioningPictureSeed, RULE, rect, text } from './draw';

const GOODS = [
  ['6302.60', 'Cotton bath towels 70x140 cm, 500 gsm, white', '6,000 pcs', '4.80', '28,800.00'],
  ['6302.60', 'Cotton hand towels 50x90 cm, 500 gsm, grey', '8,000 pcs', '2.10', '16,800.00'],
  ['6302.60', 'Cotton beach towels 90x170 cm, navy stripe', '3,000 pcs', '6.30', '18,900.00'],
] as const;
const COLUMNS = [
  { key: 'hsCode', x: 40, w: 90, caption: 'HS Code' },
  { key: 'description', x: 130, w: 330, caption: 'Description of Goods' },
  { key: 'quantity', x: 460, w: 100, caption: 'Quantity' },
  { key: 'unitPrice', x: 560, w: 90, caption: 'Unit Price' },
  { key: 'amount', x: 650, w: 110, caption: 'Amount' },
] as const;
const TABLE_TOP = 520;
const ROW = 44;

function goodsTable() {
  const bottom = TABLE_TOP + 34 + GOODS.length * ROW;
  return join(
    rect(40, TABLE_TOP, 720, 34, '#e5edf5', RULE),
    rect(40, TABLE_TOP + 34, 720, GOODS.length * ROW, '#ffffff', RULE),
    ...COLUMNS.slice(1).map((c) => line(c.x, TABLE_TOP, c.x, bottom)),
    ...GOODS.slice(1).map((_, i) => line(40, TABLE_TOP + 34 + (i + 1) * ROW, 760, TABLE_TOP + 34 + (i + 1) * ROW)),
    ...COLUMNS.map((c) => text(c.x + 8, TABLE_TOP + 22, c.caption, 12, { color: CAPTION, bold: true })),
    ...GOODS.flatMap((row, r) =>
      row.map((cell, i) => {
        const c = COLUMNS[i] ?? COLUMNS[0];
        const right = i >= 3;
        return text(right ? c.x + c.w - 8 : c.x + 8, TABLE_TOP + 34 + r * ROW + 27, cell, 13, {
          anchor: right ? 'end' : 'start',
        });
      }),
    ),
    {
      shapes: [],
      zones: COLUMNS.map((c) => ({
        key: c.key,
        x: c.x,
        y: TABLE_TOP,
        w: c.w,
        h: bottom - TABLE_TOP,
        label: `${c.caption}: ${GOODS.map((g) => g[COLUMNS.indexOf(c)]).join('; ')}`,
      })),
    },
  );
}

const TOTAL_TOP = TABLE_TOP + 34 + GOODS.length * ROW;

const drawn = join(
  rect(0, 0, 800, TOTAL_TOP + 326, '#fbfaf7'),
  text(40, 52, 'SUNRISE TEXTILES CO., LTD.', 24, { bold: true, color: '#1f4e79' }),
  text(40, 76, 'No. 88 Jiangbei Road, Ningbo 315020, China  ·  Tel +86 574 8765 4321', 12, { color: CAPTION }),
  text(760, 58, 'COMMERCIAL INVOICE', 26, { bold: true, anchor: 'end' }),
  line(40, 94, 760, 94, '#1f4e79', 3),
  field('seller', { x: 40, y: 110, w: 360, h: 130 }, 'Seller / Exporter', [
    'Sunrise Textiles Co., Ltd.',
    'No. 88 Jiangbei Road',
    'Ningbo 315020, China',
  ]),
  field('invoiceNo', { x: 400, y: 110, w: 360, h: 65 }, 'Invoice No. and Date', ['SRT-2026-0418  ·  18 April 2026']),
  field('orderNo', { x: 400, y: 175, w: 360, h: 65 }, "Buyer's Order No.", ['HHG-PO-7731 of 2 April 2026']),
  field('consignee', { x: 40, y: 240, w: 360, h: 130 }, 'Consignee', [
    'Hanseatic Home Goods GmbH',
    'Grosse Elbstrasse 145',
    '22767 Hamburg, Germany',
  ]),
  field('delivery', { x: 400, y: 240, w: 360, h: 65 }, 'Terms of Delivery', ['FOB Ningbo (Incoterms 2020)']),
  field('payment', { x: 400, y: 305, w: 360, h: 65 }, 'Terms of Payment', ['30% T/T in advance, 70% by L/C at sight']),
  field('loading', { x: 40, y: 370, w: 240, h: 65 }, 'Port of Loading', ['Ningbo, China']),
  field('discharge', { x: 280, y: 370, w: 240, h: 65 }, 'Port of Discharge', ['Hamburg, Germany']),
  field('vessel', { x: 520, y: 370, w: 240, h: 65 }, 'Vessel / Voyage No.', ['COSCO Shipping Leo 062W']),
  field('origin', { x: 40, y: 435, w: 240, h: 65 }, 'Country of Origin', ["People's Republic of China"], 14),
  field('marks', { x: 280, y: 435, w: 240, h: 65 }, 'Shipping Marks', ['HHG / HAMBURG / C/No. 1-420'], 14),
  field('currency', { x: 520, y: 435, w: 240, h: 65 }, 'Currency', ['US Dollars (USD)']),
  goodsTable(),
  rect(40, TOTAL_TOP, 720, 40, '#e5edf5', RULE),
  text(48, TOTAL_TOP + 26, 'TOTAL  ·  FOB NINGBO', 14, { bold: true }),
  text(552, TOTAL_TOP + 26, '17,000 pcs', 13, { anchor: 'end', bold: true }),
  text(752, TOTAL_TOP + 26, 'USD 64,500.00', 15, { anchor: 'end', bold: true }),
  {
    shapes: [],
    zones: [{ key: 'total', x: 40, y: TOTAL_TOP, w: 720, h: 40, label: 'Total FOB Ningbo: 17,000 pcs, USD 64,500.00' }],
  },
  field('amountInWords', { x: 40, y: TOTAL_TOP + 50, w: 720, h: 58 }, 'Amount in Words', [
    'SAY US DOLLARS SIXTY-FOUR THOUSAND FIVE HUNDRED ONLY',
  ]),
  field(
    'packing',
    { x: 40, y: TOTAL_TOP + 118, w: 720, h: 58 },
    'Packing and Weights',
    ['420 cartons  ·  Gross weight 7,560 kg  ·  Net weight 7,140 kg  ·  Measurement 38.5 CBM'],
    14,
  ),
  field(
    'declaration',
    { x: 40, y: TOTAL_TOP + 186, w: 400, h: 120 },
    'Declaration',
    ['We certify that this invoice is true', 'and correct and that the goods are', 'of Chinese origin.'],
    14,
  ),
  {
    shapes: [
      rect(440, TOTAL_TOP + 186, 320, 120, '#ffffff', RULE),
      text(450, TOTAL_TOP + 206, 'For and on behalf of', 12, { color: CAPTION }),
      text(450, TOTAL_TOP + 224, 'SUNRISE TEXTILES CO., LTD.', 13, { bold: true }),
      text(600, TOTAL_TOP + 262, 'Chen Wei', 26, { anchor: 'middle', color: '#1d4ed8' }),
      line(470, TOTAL_TOP + 276, 730, TOTAL_TOP + 276, INK),
      text(600, TOTAL_TOP + 294, 'Authorised Signature', 12, { anchor: 'middle', color: CAPTION }),
    ],
    zones: [
      {
        key: 'signature',
        x: 440,
        y: TOTAL_TOP + 186,
        w: 320,
        h: 120,
        label: 'For and on behalf of Sunrise Textiles Co., Ltd.: Authorised Signature, Chen Wei',
      },
    ],
  },
);

export const COMMERCIAL_INVOICE: PositioningPictureSeed = {
  key: 'commercial-invoice',
  title: { cn: '商业发票：毛巾出口', en: 'A commercial invoice: towels for export' },
  description: {
    cn: '宁波一家毛巾出口商开给汉堡进口商的商业发票。读懂英文栏目，找到每一项所在的位置。',
    en: 'The invoice a Ningbo towel exporter sends its importer in Hamburg. Read the English headings and find where each item is.',
  },
  width: 800,
  height: TOTAL_TOP + 326,
  ...drawn,
  items: [
    {
      key: 'consignee',
      zone: 'consignee',
      promptEn: 'Find the consignee',
      promptZh: '找到收货人',
      noteEn: 'The consignee is the party the goods are shipped to: here the importer in Hamburg.',
      noteZh: '收货人（consignee）是货物运交的一方：这里是汉堡的进口商。',
    },
    {
      key: 'invoiceNo',
      zone: 'invoiceNo',
      promptEn: 'Find the invoice number',
      promptZh: '找到发票号码',
      noteEn: 'Invoice No. SRT-2026-0418: the buyer quotes it when paying and in every letter about this shipment.',
      noteZh: '发票号码 SRT-2026-0418：买方付款和就这批货来往函电时都要引用它。',
    },
    {
      key: 'delivery',
      zone: 'delivery',
      promptEn: 'Find the Incoterms rule that says who pays the sea freight',
      promptZh: '找到说明海运费由谁承担的贸易术语',
      noteEn: 'FOB Ningbo: the seller delivers the goods on board at Ningbo; the buyer pays the freight from there.',
      noteZh: 'FOB 宁波：卖方在宁波把货物装上船即完成交货，此后的运费由买方承担。',
    },
    {
      key: 'payment',
      zone: 'payment',
      promptEn: 'Find how the buyer will pay',
      promptZh: '找到买方的付款方式',
      noteEn: 'Terms of payment: 30% by bank transfer (T/T) in advance, the rest by a letter of credit paid at sight.',
      noteZh: '付款条件：30% 电汇预付，其余 70% 凭即期信用证支付。',
    },
    {
      key: 'discharge',
      zone: 'discharge',
      promptEn: 'Find the port where the goods will be unloaded',
      promptZh: '找到货物卸下的港口',
      noteEn: 'The port of discharge is Hamburg; the port of loading, where the goods go on board, is Ningbo.',
      noteZh: '卸货港是汉堡；装货港（货物装船的港口）是宁波。',
    },
    {
      key: 'origin',
      zone: 'origin',
      promptEn: 'Find where the goods were made',
      promptZh: '找到货物的原产国',
      noteEn: 'The country of origin decides the import duty the buyer pays in the EU.',
      noteZh: '原产国决定买方在欧盟缴纳的进口关税。',
    },
    {
      key: 'total',
      zone: 'total',
      promptEn: 'Find the total amount the buyer owes',
      promptZh: '找到买方应付的总金额',
      noteEn: 'The total, USD 64,500.00, is the sum of the three lines; the amount in words below repeats it.',
      noteZh: '总金额 64,500.00 美元是三行货物金额之和，下面的大写金额再写一遍。',
    },
    {
      key: 'signature',
      zone: 'signature',
      promptEn: 'Find where the seller signs the invoice',
      promptZh: '找到卖方在发票上签字的地方',
      noteEn: 'An invoice presented under a letter of credit is usually signed "for and on behalf of" the seller.',
      noteZh: '信用证项下提交的发票通常由卖方授权人签字（for and on behalf of）。',
    },
  ],
};
