/**
 * An ocean bill of lading for the towels of the container terminal's VR scene: two 40-foot high
 * cubes on the Ocean Pearl, voyage 026E, Ningbo to Felixstowe, made out "to order of shipper" as a
 * letter of credit asks, freight collect (the sale is FOB), three originals.
 */
import { CAPTION, field, INK, join, line, type PositioningPictureSeed, RULE, rect, text } from './draw';

const CONTAINERS = [
  ['OPLU 458213-6 / 0915527', '640 cartons', 'Cotton bath towels', '11,520 kg', '58.2 CBM'],
  ['OPLU 458790-1 / 0915528', '610 cartons', 'Cotton hand and beach towels', '10,370 kg', '57.4 CBM'],
] as const;
const COLUMNS = [
  { key: 'containers', x: 40, w: 200, caption: 'Container No. / Seal No.' },
  { key: 'packages', x: 240, w: 100, caption: 'Packages' },
  { key: 'goods', x: 340, w: 220, caption: 'Description of Goods' },
  { key: 'weight', x: 560, w: 100, caption: 'Gross Weight' },
  { key: 'measurement', x: 660, w: 100, caption: 'Measurement' },
] as const;
const TOP = 490;
const ROW = 40;
const BOTTOM = TOP + 34 + CONTAINERS.length * ROW;

function cargoTable() {
  return join(
    rect(40, TOP, 720, 34, '#e7efe9', RULE),
    rect(40, TOP + 34, 720, CONTAINERS.length * ROW, '#ffffff', RULE),
    ...COLUMNS.slice(1).map((c) => line(c.x, TOP, c.x, BOTTOM)),
    line(40, TOP + 34 + ROW, 760, TOP + 34 + ROW),
    ...COLUMNS.map((c) => text(c.x + 8, TOP + 22, c.caption, 12, { color: CAPTION, bold: true })),
    ...CONTAINERS.flatMap((row, r) =>
      row.map((cell, i) => text((COLUMNS[i] ?? COLUMNS[0]).x + 8, TOP + 34 + r * ROW + 25, cell, 13)),
    ),
    {
      shapes: [],
      zones: COLUMNS.map((c, i) => ({
        key: c.key,
        x: c.x,
        y: TOP,
        w: c.w,
        h: BOTTOM - TOP,
        label: `${c.caption}: ${CONTAINERS.map((row) => row[i]).join('; ')}`,
      })),
    },
  );
}

const drawn = join(
  rect(0, 0, 800, BOTTOM + 206, '#f9fbf9'),
  text(40, 52, 'OCEAN PEARL LINE', 26, { bold: true, color: '#14532d' }),
  text(40, 76, 'Combined Transport or Port to Port Shipment', 12, { color: CAPTION }),
  text(760, 58, 'BILL OF LADING', 26, { bold: true, anchor: 'end' }),
  line(40, 94, 760, 94, '#14532d', 3),
  field('shipper', { x: 40, y: 110, w: 400, h: 110 }, 'Shipper', [
    'Sunrise Textiles Co., Ltd.',
    'No. 88 Jiangbei Road, Ningbo, China',
  ]),
  field('blNo', { x: 440, y: 110, w: 320, h: 55 }, 'B/L No.', ['OPLU NGB 260417']),
  field(
    'booking',
    { x: 440, y: 165, w: 320, h: 55 },
    'Booking No. / Export References',
    ['OPL-77120  ·  Invoice SRT-2026-0422'],
    14,
  ),
  field('consignee', { x: 40, y: 220, w: 400, h: 90 }, 'Consignee', ['TO ORDER OF SHIPPER']),
  field('notify', { x: 40, y: 310, w: 400, h: 110 }, 'Notify Party', [
    'Albion Linen Supplies Ltd.',
    '14 Dock Road, Felixstowe IP11 3TD',
    'United Kingdom',
  ]),
  field(
    'carrier',
    { x: 440, y: 220, w: 320, h: 200 },
    'Carrier',
    [
      'Ocean Pearl Line, Singapore',
      'Received in apparent good order',
      'and condition, unless otherwise',
      'stated, for carriage as below.',
    ],
    14,
  ),
  field('vessel', { x: 40, y: 420, w: 240, h: 60 }, 'Vessel / Voyage No.', ['OCEAN PEARL 026E']),
  field('loading', { x: 280, y: 420, w: 240, h: 60 }, 'Port of Loading', ['Ningbo, China']),
  field('discharge', { x: 520, y: 420, w: 240, h: 60 }, 'Port of Discharge', ['Felixstowe, UK']),
  cargoTable(),
  text(40, BOTTOM + 22, "SHIPPER'S LOAD, STOW AND COUNT  ·  2 x 40' HC  ·  FCL/FCL", 13, { bold: true, color: INK }),
  field('freight', { x: 40, y: BOTTOM + 36, w: 240, h: 60 }, 'Freight and Charges', ['FREIGHT COLLECT']),
  field('originals', { x: 280, y: BOTTOM + 36, w: 240, h: 60 }, 'Number of Original B/Ls', ['THREE (3)']),
  field('issue', { x: 520, y: BOTTOM + 36, w: 240, h: 60 }, 'Place and Date of Issue', ['Ningbo, 24 April 2026']),
  field('onBoard', { x: 40, y: BOTTOM + 96, w: 400, h: 90 }, 'Shipped on Board', [
    'Laden on board OCEAN PEARL 026E',
    'at Ningbo on 24 April 2026',
  ]),
  {
    shapes: [
      rect(440, BOTTOM + 96, 320, 90, '#ffffff', RULE),
      text(450, BOTTOM + 114, 'Signed for the carrier Ocean Pearl Line', 12, { color: CAPTION }),
      text(600, BOTTOM + 146, 'Li Na', 24, { anchor: 'middle', color: '#1d4ed8' }),
      line(470, BOTTOM + 156, 730, BOTTOM + 156, INK),
      text(600, BOTTOM + 174, 'Ningbo Harbour Shipping Agency, as agent', 12, { anchor: 'middle', color: CAPTION }),
    ],
    zones: [
      {
        key: 'signature',
        x: 440,
        y: BOTTOM + 96,
        w: 320,
        h: 90,
        label: 'Signed for the carrier Ocean Pearl Line: Li Na, Ningbo Harbour Shipping Agency, as agent',
      },
    ],
  },
);

export const BILL_OF_LADING: PositioningPictureSeed = {
  key: 'bill-of-lading',
  title: { cn: '海运提单：两个40尺高柜', en: 'A bill of lading: two 40-foot containers' },
  description: {
    cn: '船公司为宁波运往英国费利克斯托的两柜毛巾签发的海运提单。提单是货物收据、运输合同的证明，也是物权凭证。',
    en: 'The bill of lading a shipping line issued for two containers of towels from Ningbo to Felixstowe: a receipt for the goods, evidence of the contract of carriage and a document of title.',
  },
  width: 800,
  height: BOTTOM + 206,
  ...drawn,
  items: [
    {
      key: 'notify',
      zone: 'notify',
      promptEn: 'Find the party the shipping line tells when the goods arrive',
      promptZh: '找到货物到港时船公司要通知的一方',
      noteEn:
        'The notify party, here the buyer in Felixstowe, is told when the ship arrives so it can clear the goods.',
      noteZh: '通知方（notify party）在船到港时收到通知，以便办理清关提货；这里是费利克斯托的买方。',
    },
    {
      key: 'consignee',
      zone: 'consignee',
      promptEn: 'Find who the goods are consigned to',
      promptZh: '找到货物交付给谁（收货人）',
      noteEn:
        '"To order of shipper": whoever holds the original endorsed by the shipper takes the goods, which is why a bank can hold it under a letter of credit.',
      noteZh: '“凭托运人指示”：持有经托运人背书的正本提单的人才能提货，所以银行可以在信用证下掌握它。',
    },
    {
      key: 'vessel',
      zone: 'vessel',
      promptEn: 'Find the name of the ship and its voyage number',
      promptZh: '找到船名和航次',
      noteEn: 'The Ocean Pearl, voyage 026E: the buyer tracks the ship by this name and number.',
      noteZh: '船名 Ocean Pearl，航次 026E：买方凭船名和航次跟踪船舶动态。',
    },
    {
      key: 'containers',
      zone: 'containers',
      promptEn: 'Find the container and seal numbers',
      promptZh: '找到集装箱号和铅封号',
      noteEn: 'Four letters and seven digits identify a container; the seal number shows it was not opened on the way.',
      noteZh: '集装箱号由四个字母和七位数字组成；铅封号证明集装箱在途中没有被打开。',
    },
    {
      key: 'freight',
      zone: 'freight',
      promptEn: 'Find who pays the ocean freight',
      promptZh: '找到海运费由谁支付',
      noteEn: 'Freight collect: the buyer pays at destination, as the FOB sale requires.',
      noteZh: '运费到付（freight collect）：由买方在目的港支付，与 FOB 成交相符。',
    },
    {
      key: 'originals',
      zone: 'originals',
      promptEn: 'Find how many original bills were issued',
      promptZh: '找到签发了几份正本提单',
      noteEn: 'A full set is three originals; a letter of credit usually asks for all of them.',
      noteZh: '全套正本提单为三份，信用证通常要求提交全套。',
    },
    {
      key: 'onBoard',
      zone: 'onBoard',
      promptEn: 'Find the date the goods were loaded on the ship',
      promptZh: '找到货物装船的日期',
      noteEn: 'The shipped-on-board date is checked against the latest shipment date of the letter of credit.',
      noteZh: '银行用装船日期核对是否晚于信用证规定的最迟装运日。',
    },
    {
      key: 'signature',
      zone: 'signature',
      promptEn: 'Find who signed the bill of lading',
      promptZh: '找到提单的签发人',
      noteEn: 'An agent in Ningbo signed for the carrier; the signature must say in what capacity.',
      noteZh: '宁波的船代作为承运人的代理签发提单，签字处须注明签发身份。',
    },
  ],
};
