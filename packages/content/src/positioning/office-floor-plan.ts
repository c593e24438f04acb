/**
 * The 12th floor of the exporter's Shanghai sales office: a floor plan whose rooms carry their
 * English names, and items that describe what happens in a room rather than naming it ("Find
 * where visitors sign in"), so the learner matches workplace English to the place.
 */
import type { TPositioningShape } from '@lingua/contracts';
import { CAPTION, join, line, type PositioningPictureSeed, rect, room, text } from './draw';

const desk = (x: number, y: number): TPositioningShape => rect(x, y, 44, 26, '#d6c7a1', '#8a7a5c');
const table = (x: number, y: number, w: number, h: number): TPositioningShape => rect(x, y, w, h, '#c8b38a', '#8a7a5c');

const drawn = join(
  rect(0, 0, 800, 600, '#f8fafc'),
  text(40, 30, 'SUNRISE TEXTILES  ·  Shanghai Sales Office  ·  Floor 12', 16, { bold: true, color: '#1f4e79' }),
  rect(30, 44, 740, 500, '#e5e7eb', '#111827'),
  // Top row: offices along the windows.
  room('manager', { x: 40, y: 54, w: 170, h: 150 }, ['General', "Manager's Office"], '#eef2ff', [
    table(95, 165, 60, 28),
  ]),
  room('boardroom', { x: 210, y: 54, w: 260, h: 150 }, ['Boardroom'], '#e0f2fe', [table(260, 152, 160, 36)]),
  room('finance', { x: 470, y: 54, w: 150, h: 150 }, ['Finance', '(Accounts)'], '#fef9c3', [
    desk(485, 165),
    desk(555, 165),
  ]),
  room('hr', { x: 620, y: 54, w: 140, h: 150 }, ['Human', 'Resources'], '#fce7f3', [desk(635, 165), desk(695, 165)]),
  // The corridor.
  text(400, 236, 'CORRIDOR', 13, { color: CAPTION, anchor: 'middle', bold: true }),
  // Middle row.
  room('sales', { x: 40, y: 264, w: 380, h: 140 }, ['Open-plan Sales Area'], '#f0fdf4', [
    desk(60, 362),
    desk(120, 362),
    desk(180, 362),
    desk(300, 362),
    desk(360, 362),
  ]),
  room('copy', { x: 420, y: 264, w: 100, h: 140 }, ['Copy &', 'Print'], '#f3f4f6', [rect(445, 360, 50, 30, '#9ca3af')]),
  room('pantry', { x: 520, y: 264, w: 120, h: 140 }, ['Pantry'], '#ffedd5', [rect(530, 370, 100, 22, '#a8a29e')]),
  room('restrooms', { x: 640, y: 264, w: 120, h: 140 }, ['Restrooms'], '#ecfeff'),
  // Bottom row, by the lifts.
  room('fireExit', { x: 40, y: 430, w: 100, h: 104 }, ['Fire Exit', 'Stairs'], '#dcfce7', [
    ...[0, 1, 2, 3].map((i) => line(50, 500 + i * 7, 130, 500 + i * 7, '#166534', 2)),
  ]),
  room('samples', { x: 140, y: 430, w: 200, h: 104 }, ['Sample Room'], '#fae8ff', [
    rect(150, 505, 180, 18, '#c4b5fd', '#7c3aed'),
  ]),
  room('reception', { x: 340, y: 430, w: 180, h: 104 }, ['Reception'], '#fee2e2', [
    rect(380, 500, 100, 20, '#b45309', '#78350f'),
  ]),
  room('lifts', { x: 520, y: 430, w: 120, h: 104 }, ['Lifts'], '#e2e8f0', [
    rect(535, 500, 40, 26, '#94a3b8', '#475569'),
    rect(585, 500, 40, 26, '#94a3b8', '#475569'),
  ]),
  room('server', { x: 640, y: 430, w: 120, h: 104 }, ['Server', 'Room'], '#e5e7eb', [
    rect(660, 505, 20, 24, '#1f2937'),
    rect(690, 505, 20, 24, '#1f2937'),
    rect(720, 505, 20, 24, '#1f2937'),
  ]),
  text(400, 572, 'You are here: the lift lobby.', 13, {
    color: CAPTION,
    anchor: 'middle',
  }),
);

export const OFFICE_FLOOR_PLAN: PositioningPictureSeed = {
  key: 'office-floor-plan',
  title: { cn: '办公室平面图：上海销售办事处', en: 'An office floor plan: the Shanghai sales office' },
  description: {
    cn: '一家出口企业上海销售办事处的楼层平面图。每一项用英文描述某个房间的用途，请找到对应的房间。',
    en: 'The floor plan of an exporter’s sales office in Shanghai. Each item says in English what happens in a room: find the room.',
  },
  width: 800,
  height: 600,
  ...drawn,
  items: [
    {
      key: 'reception',
      zone: 'reception',
      promptEn: 'Find where visitors sign in when they arrive',
      promptZh: '找到访客到达时登记的地方',
      noteEn: 'Visitors sign in at reception, which faces the lifts.',
      noteZh: '访客在前台（Reception）登记，前台正对电梯。',
    },
    {
      key: 'boardroom',
      zone: 'boardroom',
      promptEn: 'Find the room where the directors hold their meetings',
      promptZh: '找到董事们开会的房间',
      noteEn: 'The boardroom is the large meeting room with the long table.',
      noteZh: '董事会议室（Boardroom）是摆着长桌的大会议室。',
    },
    {
      key: 'finance',
      zone: 'finance',
      promptEn: "Find the department that pays the suppliers' invoices",
      promptZh: '找到支付供应商发票的部门',
      noteEn: 'The finance department, also called accounts, pays invoices and chases customers who pay late.',
      noteZh: '财务部（Finance，也叫 Accounts）负责支付发票，并催收逾期货款。',
    },
    {
      key: 'hr',
      zone: 'hr',
      promptEn: 'Find where a new employee signs the employment contract',
      promptZh: '找到新员工签订劳动合同的地方',
      noteEn: 'Human resources (HR) recruits staff and keeps their contracts.',
      noteZh: '人力资源部（Human Resources，HR）负责招聘并保管员工的合同。',
    },
    {
      key: 'pantry',
      zone: 'pantry',
      promptEn: 'Find where you can make a cup of tea',
      promptZh: '找到可以泡茶的地方',
      noteEn: 'The pantry is the small kitchen of an office.',
      noteZh: '茶水间（Pantry）是办公室里的小厨房。',
    },
    {
      key: 'fireExit',
      zone: 'fireExit',
      promptEn: 'Find the way out if there is a fire',
      promptZh: '找到发生火灾时的出口',
      noteEn: 'In a fire, take the stairs behind the fire exit, never the lifts.',
      noteZh: '发生火灾时走消防出口（Fire Exit）后面的楼梯，不要乘电梯。',
    },
    {
      key: 'samples',
      zone: 'samples',
      promptEn: 'Find where customers look at the products before they order',
      promptZh: '找到客户下单前查看产品的地方',
      noteEn: 'Buyers see and feel the towels in the sample room before they place an order.',
      noteZh: '买家在样品室（Sample Room）看样、摸样之后再下单。',
    },
    {
      key: 'server',
      zone: 'server',
      promptEn: "Find the room that holds the company's computer servers",
      promptZh: '找到放置公司服务器的房间',
      noteEn: 'The server room is kept locked and cool; only IT staff go in.',
      noteZh: '服务器机房（Server Room）上锁并保持低温，只有IT人员可以进入。',
    },
  ],
};
