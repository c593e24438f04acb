/**
 * The platform's VR scenes (issue 18, the pool's VR kind): three places a business-English class
 * tours in 360°, each with hotspots that open a short text or dialogue in English with its Chinese.
 * The pictures (assets/vr/*.jpg) are drawn by scripts/make-vr-scenes.ts from `faces` below: each
 * scene is a room drawn on the six faces of a cube (1024 px each), then turned into one
 * equirectangular picture. A hotspot sits on what it names: its place is given on a face, and its
 * yaw and pitch are worked out from it (hotspotAngles), so the picture and the marker agree.
 */
import type { FaceShape, VrSceneSeed } from './vr-scene-geometry';

export * from './vr-scene-geometry';

const label = (x: number, y: number, text: string, size = 40, color = '#ffffff'): FaceShape => ({
  kind: 'text',
  x,
  y,
  text,
  size,
  color,
  bold: true,
});
const box = (x: number, y: number, w: number, h: number, fill: string, stroke?: string): FaceShape => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
  fill,
  stroke,
});
const lines = (x: number, y: number, rows: readonly string[], size: number, color: string): FaceShape[] =>
  rows.map((text, i) => ({ kind: 'text', x, y: y + i * size * 1.5, text, size, color }));

/** Shelves of towels and bathrobes: rows of coloured boxes on three boards. */
function productShelves(): FaceShape[] {
  const out: FaceShape[] = [box(152, 300, 720, 420, '#f3efe6', '#8a7a5c')];
  const colours = ['#f5f5f5', '#9aa5b1', '#1f3b63', '#c8b38a', '#6b8f71', '#d98c6a'];
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = 330 + shelf * 130;
    out.push(box(152, y + 96, 720, 10, '#8a7a5c'));
    for (let i = 0; i < 9; i++)
      out.push(box(176 + i * 76, y, 60, 94, colours[(i + shelf) % colours.length] ?? '#ccc', '#555'));
  }
  return out;
}

export const VR_SCENES: readonly VrSceneSeed[] = [
  {
    file: 'trade-fair-booth.jpg',
    title: { cn: '展会展位：家纺出口商', en: 'A trade-fair booth: home-textile exporter' },
    description: {
      cn: '在广交会一家毛巾和浴袍出口商的展位上四处看看：产品墙、价格表、洽谈桌和前台，各热点附买卖双方的英文对话与中文译文。',
      en: 'Look around a towel and bathrobe exporter’s booth at the Canton Fair: the product wall, the price list, the meeting table and the reception counter, each with a buyer–exhibitor exchange in English and Chinese.',
    },
    courseKey: 'international-trade-practice',
    knowledgePoints: ['international-trade:2-3', 'international-trade:4-3'],
    level: 1,
    tags: ['trade fair', '展会', 'booth', 'samples'],
    colours: { wall: '#dfe7ef', floor: '#7d8a96', ceiling: '#f4f6f8' },
    faces: {
      front: [
        box(0, 120, 1024, 110, '#1f4e79'),
        label(512, 175, 'SUNRISE TEXTILES  ·  Hall 9.2  Booth C18', 46),
        ...productShelves(),
        label(512, 270, 'PRODUCT WALL', 36, '#1f4e79'),
        box(0, 820, 1024, 204, '#6f7c88'),
      ],
      right: [
        box(262, 250, 500, 520, '#ffffff', '#1f4e79'),
        label(512, 300, 'PRICE LIST 2026', 44, '#1f4e79'),
        ...lines(
          300,
          370,
          [
            'Bath towel 70x140  USD 4.80',
            'Hand towel 50x90   USD 2.10',
            'Bathrobe, waffle   USD 11.50',
            'Beach towel        USD 6.30',
            'FOB Ningbo · MOQ 1,000 pcs',
            'Payment: 30% T/T, 70% L/C',
          ],
          26,
          '#222222',
        ),
        box(0, 820, 1024, 204, '#6f7c88'),
      ],
      left: [
        box(262, 560, 500, 60, '#8b5e3c', '#4a3020'),
        box(292, 620, 30, 170, '#4a3020'),
        box(702, 620, 30, 170, '#4a3020'),
        box(180, 520, 70, 270, '#2f4f6f'),
        box(774, 520, 70, 270, '#2f4f6f'),
        box(430, 540, 90, 20, '#ffffff'),
        box(540, 536, 60, 24, '#c8b38a'),
        label(512, 470, 'MEETING TABLE', 38, '#1f4e79'),
        box(0, 820, 1024, 204, '#6f7c88'),
      ],
      back: [
        box(287, 520, 450, 280, '#1f4e79', '#0f2e4a'),
        label(512, 600, 'RECEPTION', 44),
        label(512, 660, 'Catalogues · Business cards', 28),
        box(360, 470, 120, 50, '#ffffff', '#999999'),
        box(540, 470, 120, 50, '#f1e3c6', '#999999'),
        box(0, 820, 1024, 204, '#6f7c88'),
      ],
      down: [box(312, 312, 400, 400, '#5f6b76')],
    },
    hotspots: [
      {
        face: 'front',
        x: 512,
        y: 460,
        title: { cn: '产品墙', en: 'Product wall' },
        textEn:
          'Buyer: Good morning. Are these towels all one hundred percent cotton?\nExhibitor: Yes, they are. The bath towels are 500 grams per square metre, in white, grey and navy.\nBuyer: Can you make them in our own colours?\nExhibitor: Certainly. Custom colours need a minimum of 1,000 pieces per colour.',
        textZh:
          '买家：早上好。这些毛巾都是百分之百纯棉的吗？\n参展商：是的。浴巾每平方米500克，有白色、灰色和藏青色。\n买家：可以做我们自己的颜色吗？\n参展商：当然可以。定制颜色每种颜色起订量为1000条。',
      },
      {
        face: 'right',
        x: 512,
        y: 480,
        title: { cn: '价格表', en: 'Price list' },
        textEn:
          'Our prices are FOB Ningbo and valid until the end of June. The minimum order quantity is 1,000 pieces per item. For orders over 10,000 pieces we give a 5% discount. Payment is 30% by T/T in advance and 70% by letter of credit at sight.',
        textZh:
          '我们的价格为宁波离岸价（FOB），有效期至六月底。每个品种最低起订量为1000件。订单超过10000件可享受5%折扣。付款方式为30%电汇预付，70%即期信用证。',
      },
      {
        face: 'left',
        x: 512,
        y: 560,
        title: { cn: '洽谈桌', en: 'Meeting table' },
        textEn:
          'Buyer: If we order 8,000 bath towels, could you bring the price down to 4.50?\nExhibitor: 4.50 is below our cost, I’m afraid. We could offer 4.65 if you confirm the order this week.\nBuyer: And the delivery time?\nExhibitor: Forty-five days after we receive your deposit.\nBuyer: Fine. Please send us a proforma invoice and two samples in navy.',
        textZh:
          '买家：如果我们订8000条浴巾，价格能降到4.50美元吗？\n参展商：恐怕4.50美元低于我们的成本。如果您本周确认订单，我们可以给4.65美元。\n买家：交货期呢？\n参展商：收到订金后45天。\n买家：好的。请给我们发一份形式发票和两条藏青色样品。',
      },
      {
        face: 'back',
        x: 512,
        y: 620,
        title: { cn: '前台', en: 'Reception counter' },
        textEn:
          'Exhibitor: Welcome to Sunrise Textiles. May I have your business card?\nBuyer: Here you are. I’m the purchasing manager of Harbour Home in Liverpool.\nExhibitor: Thank you. Here is our catalogue. Please leave your email and we will send you our full price list after the fair.',
        textZh:
          '参展商：欢迎来到朝阳纺织。可以给我一张您的名片吗？\n买家：给您。我是利物浦海港家居的采购经理。\n参展商：谢谢。这是我们的产品目录。请留下您的邮箱，展会后我们会把完整价格表发给您。',
      },
    ],
  },
  {
    file: 'container-terminal.jpg',
    title: { cn: '集装箱码头：装运单据', en: 'Container terminal: shipping documents' },
    description: {
      cn: '站在宁波港的集装箱堆场中，认识集装箱、岸桥、船公司办公室和海关查验口，学习提单、装箱单、报关等装运单据的英文术语。',
      en: 'Stand in a container yard at Ningbo port and learn the English of shipping documents at the containers, the quay crane, the shipping line’s office and the customs gate: bill of lading, packing list, export declaration.',
    },
    courseKey: 'foreign-trade-documents',
    knowledgePoints: ['trade-documents:6-1', 'trade-documents:6-3', 'trade-documents:9-1'],
    level: 2,
    tags: ['shipping', '装运', 'bill of lading', '提单'],
    colours: { wall: '#bcd6ea', floor: '#8c8c84', ceiling: '#9cc3e4' },
    faces: {
      front: [
        box(90, 380, 280, 150, '#c0392b', '#6e1f17'),
        box(370, 380, 280, 150, '#2e6da4', '#173a57'),
        box(650, 380, 280, 150, '#27ae60', '#145c33'),
        box(230, 530, 280, 150, '#e67e22', '#7a420f'),
        box(510, 530, 280, 150, '#7f8c8d', '#3d4444'),
        box(90, 680, 280, 150, '#2e6da4', '#173a57'),
        box(370, 680, 280, 150, '#c0392b', '#6e1f17'),
        box(650, 680, 280, 150, '#8e44ad', '#4a2359'),
        label(510, 455, 'MSKU 123456-7', 30),
        label(510, 605, '40\u2019 HC', 30),
        label(512, 330, 'CONTAINER YARD  ·  BLOCK 7', 40, '#1c2833'),
      ],
      right: [
        box(232, 360, 560, 460, '#f5f1e8', '#5d4e37'),
        box(262, 300, 500, 60, '#1c2833'),
        label(512, 332, 'SHIPPING LINE OFFICE', 36),
        box(300, 420, 180, 120, '#d6eaf8', '#5d4e37'),
        box(544, 420, 180, 120, '#d6eaf8', '#5d4e37'),
        box(452, 620, 120, 200, '#7b5e3b', '#3b2a16'),
        label(512, 590, 'Bills of Lading · Booking', 26, '#1c2833'),
      ],
      left: [
        box(200, 250, 60, 600, '#d35400'),
        box(760, 250, 60, 600, '#d35400'),
        box(150, 230, 724, 60, '#e67e22'),
        box(440, 290, 140, 40, '#2c3e50'),
        box(0, 700, 1024, 150, '#34495e'),
        label(512, 775, 'M/V OCEAN PEARL  V.026E', 40),
        label(512, 200, 'QUAY CRANE 12', 36, '#1c2833'),
      ],
      back: [
        box(262, 420, 500, 300, '#ecf0f1', '#2c3e50'),
        box(262, 360, 500, 60, '#154360'),
        label(512, 392, 'CUSTOMS INSPECTION', 36),
        box(320, 560, 384, 16, '#c0392b'),
        label(512, 500, 'Gate 3 · Export', 32, '#154360'),
        label(512, 640, 'Show your declaration', 26, '#154360'),
      ],
    },
    hotspots: [
      {
        face: 'front',
        x: 512,
        y: 530,
        title: { cn: '集装箱堆场', en: 'Container stack' },
        textEn:
          'Each container has a number of four letters and seven digits, for example MSKU 123456-7; the last digit is a check digit. A 40-foot high cube holds about 76 cubic metres. FCL means a full container load for one shipper; LCL means less than container load, where several shippers share one box. After loading, the container is closed with a numbered seal.',
        textZh:
          '每个集装箱都有一个由四个字母和七位数字组成的箱号，例如MSKU 123456-7，最后一位是校验码。一个40英尺高柜容积约76立方米。FCL指整箱货，一个发货人装满一箱；LCL指拼箱货，几个发货人合用一个箱子。装箱后，集装箱用带编号的封条封好。',
      },
      {
        face: 'right',
        x: 512,
        y: 560,
        title: { cn: '船公司办公室', en: 'Shipping line office' },
        textEn:
          'Shipper: We’d like to book space for two 40-foot containers to Felixstowe, sailing next week.\nClerk: The Ocean Pearl, voyage 026E, closes on Thursday. Please send the shipping instructions by Wednesday.\nShipper: The L/C asks for a full set of clean on board ocean bills of lading, made out to order and blank endorsed.\nClerk: No problem. The notify party will be the buyer, as in your instructions.',
        textZh:
          '发货人：我们想订下周开往费利克斯托的两个40英尺集装箱舱位。\n职员：“海洋明珠”号026E航次周四截关。请在周三前发来托运单。\n发货人：信用证要求全套清洁已装船海运提单，凭指示抬头并空白背书。\n职员：没问题。通知方按您托运单上写的填买方。',
      },
      {
        face: 'left',
        x: 512,
        y: 520,
        title: { cn: '岸桥与船舶', en: 'Quay crane and vessel' },
        textEn:
          'The quay crane lifts the containers on board the vessel. The bill of lading shows the vessel name and voyage number, the port of loading and the port of discharge. ETD is the estimated time of departure and ETA the estimated time of arrival. Once the goods are on board, the seller sends the buyer a shipping advice.',
        textZh:
          '岸桥把集装箱吊装上船。提单上写明船名和航次、装货港和卸货港。ETD指预计离港时间，ETA指预计到港时间。货物装船后，卖方要向买方发出装运通知。',
      },
      {
        face: 'back',
        x: 512,
        y: 560,
        title: { cn: '海关查验口', en: 'Customs inspection gate' },
        textEn:
          'Before loading, the exporter or its customs broker lodges an export declaration with the invoice, the packing list and the contract. Customs may inspect the goods at the gate. When the declaration is cleared, customs releases the goods and the container can go to the ship.',
        textZh:
          '装船前，出口商或其报关行凭发票、装箱单和合同向海关提交出口报关单。海关可能在查验口查验货物。报关放行后，海关放行货物，集装箱方可装船。',
      },
    ],
  },
  {
    file: 'hotel-reception.jpg',
    title: { cn: '酒店前台：入住登记', en: 'Hotel reception: checking in' },
    description: {
      cn: '出差到达酒店：在前台办理入住，看看房卡与早餐信息、礼宾行李服务和商务中心，各热点附英文对话与中文译文。',
      en: 'Arriving on a business trip: check in at the front desk, then look at the key card and breakfast information, the concierge’s luggage service and the business centre, each with an English dialogue and its Chinese.',
    },
    courseKey: 'workplace-skills',
    knowledgePoints: ['workplace:2-3'],
    level: 1,
    tags: ['business travel', '商务出行', 'hotel', '酒店'],
    colours: { wall: '#efe4d2', floor: '#8d6e53', ceiling: '#fbf7f0' },
    faces: {
      front: [
        box(0, 150, 1024, 90, '#5b3a29'),
        label(512, 195, 'GRAND HARBOUR HOTEL', 48, '#f5d88f'),
        box(162, 560, 700, 240, '#6d4c3d', '#3e2a20'),
        box(162, 540, 700, 30, '#d9c3a0'),
        label(512, 680, 'RECEPTION', 48, '#f5d88f'),
        box(260, 420, 90, 110, '#2c3e50'),
        box(674, 420, 90, 110, '#2c3e50'),
        box(460, 500, 104, 40, '#ffffff', '#999999'),
      ],
      right: [
        box(312, 300, 400, 420, '#fffdf8', '#5b3a29'),
        label(512, 350, 'GUEST INFORMATION', 34, '#5b3a29'),
        ...lines(
          345,
          410,
          [
            'Breakfast 6:30-10:00',
            'Level 2, Harbour Café',
            'Wi-Fi: GrandHarbour',
            'Check-out by 12:00',
            'Late check-out: ask us',
          ],
          26,
          '#333333',
        ),
      ],
      left: [
        box(300, 420, 424, 380, '#4a6572', '#23323a'),
        label(512, 470, 'CONCIERGE', 40),
        box(360, 620, 120, 180, '#8e5b3e', '#4a2f20'),
        box(520, 660, 140, 140, '#34495e', '#1b2631'),
        label(512, 540, 'Luggage · Taxis · Tours', 26),
      ],
      back: [
        box(262, 300, 500, 470, '#e8eef2', '#2c3e50'),
        box(262, 300, 500, 70, '#2c3e50'),
        label(512, 337, 'BUSINESS CENTRE', 38),
        box(320, 430, 160, 110, '#1b2631'),
        box(544, 430, 160, 110, '#1b2631'),
        box(320, 600, 384, 90, '#bdc3c7', '#7f8c8d'),
        label(512, 645, 'Print · Scan · Meeting room', 24, '#2c3e50'),
      ],
      down: [box(262, 262, 500, 500, '#9c2f2f', '#6b1f1f')],
    },
    hotspots: [
      {
        face: 'front',
        x: 512,
        y: 620,
        title: { cn: '前台入住', en: 'Front desk: checking in' },
        textEn:
          'Receptionist: Good evening, welcome to the Grand Harbour Hotel. How can I help you?\nGuest: Hello, I have a reservation under the name Li Wei, for three nights.\nReceptionist: Yes, Mr Li, a deluxe single room with breakfast, booked by your company. May I see your passport, please?\nGuest: Here you are. Could the invoice go to my company, Sunrise Textiles?\nReceptionist: Of course. Could you sign the registration card here?',
        textZh:
          '前台：晚上好，欢迎光临海港大酒店。有什么可以帮您？\n客人：你好，我用李伟的名字预订了三晚。\n前台：是的，李先生，您公司预订的一间含早餐的豪华单人间。请出示您的护照好吗？\n客人：给您。发票可以开给我的公司朝阳纺织吗？\n前台：当然可以。请在这张登记卡上签字。',
      },
      {
        face: 'front',
        x: 512,
        y: 520,
        title: { cn: '房卡', en: 'Key card' },
        textEn:
          'Receptionist: Here is your key card. You are in room 1208 on the twelfth floor; the lifts are on your left. The card also works the lift, so please keep it with you.\nGuest: Thank you. Is there a safe in the room?\nReceptionist: Yes, in the wardrobe.',
        textZh:
          '前台：这是您的房卡。您住12楼1208房间，电梯在您左手边。乘电梯也要刷房卡，请随身携带。\n客人：谢谢。房间里有保险箱吗？\n前台：有，在衣柜里。',
      },
      {
        face: 'right',
        x: 512,
        y: 500,
        title: { cn: '住客须知', en: 'Guest information' },
        textEn:
          'Breakfast is served from 6:30 to 10:00 in the Harbour Café on level 2. The Wi-Fi network is GrandHarbour; the password is on your key card holder. Check-out is by 12:00 noon. If you need a late check-out, please ask at reception the day before.',
        textZh:
          '早餐时间为6:30至10:00，在二楼海港咖啡厅。无线网络名称为GrandHarbour，密码在房卡套上。退房时间为中午12点前。如需延迟退房，请提前一天向前台申请。',
      },
      {
        face: 'left',
        x: 512,
        y: 660,
        title: { cn: '礼宾与行李', en: 'Concierge and luggage' },
        textEn:
          'Concierge: Can I take your luggage up to your room, sir?\nGuest: Yes, please. And could you book me a taxi to the exhibition centre at eight tomorrow morning?\nConcierge: Certainly. The ride takes about twenty minutes. I’ll call your room when the taxi arrives.',
        textZh:
          '礼宾员：先生，我帮您把行李送到房间好吗？\n客人：好的，谢谢。另外能帮我预约明早八点去会展中心的出租车吗？\n礼宾员：当然可以。车程大约二十分钟。车到了我会打电话到您房间。',
      },
      {
        face: 'back',
        x: 512,
        y: 500,
        title: { cn: '商务中心', en: 'Business centre' },
        textEn:
          'The business centre is open 24 hours for guests. You can print and scan documents there, and a meeting room for up to eight people can be booked by the hour. Please book the meeting room at reception at least one day in advance.',
        textZh:
          '商务中心24小时向住客开放。您可以在那里打印和扫描文件，还可按小时预订一间最多容纳八人的会议室。请至少提前一天在前台预订会议室。',
      },
    ],
  },
];
