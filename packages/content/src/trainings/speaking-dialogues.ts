/**
 * Role dialogue, role play and role play challenges (issue 7): the student plays one role, the
 * machine speaks the others in their synthesised voices. Business settings: negotiation, the
 * hotel front desk, the airport, a phone call, a trade show, a meeting.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { dialogue, speaking } from './speaking-builders';

const fluent: readonly [string, string] = [
  '先听对方台词，再按自己的台词清楚、自然地说。',
  'Listen to the other role, then say your line clearly and naturally.',
];

const buyerSeller = [
  ['buyer', 'Buyer', '买方', 'eric'],
  ['seller', 'Seller', '卖方', 'emily'],
] as const;
const guestClerk = [
  ['guest', 'Guest', '客人', 'luca'],
  ['clerk', 'Front desk clerk', '前台', 'emily'],
] as const;
const passengerAgent = [
  ['passenger', 'Passenger', '乘客', 'eric'],
  ['agent', 'Check-in agent', '值机员', 'emily'],
] as const;
const callerReceptionist = [
  ['caller', 'Caller', '来电者', 'luca'],
  ['receptionist', 'Receptionist', '接线员', 'emily'],
] as const;
const visitorExhibitor = [
  ['visitor', 'Visitor', '参观者', 'eric'],
  ['exhibitor', 'Exhibitor', '参展商', 'emily'],
] as const;
const chairMember = [
  ['chair', 'Chair', '主持人', 'emily'],
  ['member', 'Team member', '组员', 'luca'],
] as const;

const negotiation = dialogue(
  'A buyer and a seller agree the price of an order by phone.',
  buyerSeller,
  [
    [
      'seller',
      'Good morning. Did you receive our offer for the cotton shirts?',
      '早上好，您收到我们棉衬衫的报价了吗？',
    ],
    [
      'buyer',
      'Yes, thank you. But nine dollars a shirt is higher than our budget.',
      '收到了，谢谢。但每件九美元超出了我们的预算。',
    ],
    ['seller', 'How many shirts do you need?', '您需要多少件？'],
    [
      'buyer',
      'We need three thousand. Can you offer a better price for that quantity?',
      '我们需要三千件。这个数量能给个更好的价格吗？',
    ],
    ['seller', 'For three thousand we can offer eight dollars and fifty cents.', '三千件的话，我们可以给八点五美元。'],
    ['buyer', 'That sounds fair. Please send us the contract today.', '听起来很合理，请今天把合同发给我们。'],
  ],
  fluent,
);
const hotel = dialogue(
  'A guest checks in at a hotel on a business trip.',
  guestClerk,
  [
    [
      'clerk',
      'Good evening. Welcome to the Harbour Hotel. How can I help you?',
      '晚上好，欢迎来到海港酒店，有什么可以帮您？',
    ],
    ['guest', 'Good evening. I have a reservation under the name of Wang.', '晚上好，我用王的名字预订了房间。'],
    [
      'clerk',
      'Yes, a single room for two nights. May I see your passport?',
      '是的，单人房两晚。可以看一下您的护照吗？',
    ],
    ['guest', 'Here you are. What time is breakfast served?', '给您。早餐几点供应？'],
    ['clerk', 'From six thirty to ten in the restaurant on the first floor.', '六点半到十点，在一楼餐厅。'],
    ['guest', 'Thank you. Could I also have a wake up call at six?', '谢谢。能在六点叫醒我吗？'],
  ],
  fluent,
);
const airport = dialogue(
  'A passenger checks in for a flight to a trade fair.',
  passengerAgent,
  [
    ['agent', 'Good morning. Where are you flying today?', '早上好，您今天飞往哪里？'],
    ['passenger', 'To Frankfurt. Here is my passport and ticket.', '法兰克福。这是我的护照和机票。'],
    ['agent', 'Do you have any bags to check in?', '您有行李要托运吗？'],
    ['passenger', 'Just one bag. It has samples for a trade fair.', '只有一件，里面是展会用的样品。'],
    ['agent', 'Would you like a window or an aisle seat?', '您要靠窗还是靠过道的座位？'],
    ['passenger', 'An aisle seat, please. What time does boarding start?', '请给我靠过道的。几点开始登机？'],
  ],
  fluent,
);
const phone = dialogue(
  'A customer calls a supplier to ask about a late delivery.',
  callerReceptionist,
  [
    ['receptionist', 'Good afternoon, Bright Star Trading. How may I help you?', '下午好，明星贸易，有什么可以帮您？'],
    ['caller', 'Hello, could I speak to Mr Li in the sales department, please?', '您好，请找销售部的李先生。'],
    ['receptionist', 'I am sorry, he is in a meeting. Can I take a message?', '抱歉，他在开会。需要留言吗？'],
    [
      'caller',
      'Yes, please. Our order has not arrived and we need it by Friday.',
      '好的。我们的订单还没到，周五前必须收到。',
    ],
    ['receptionist', 'I will ask him to call you back this afternoon.', '我会请他今天下午给您回电。'],
    ['caller', 'Thank you. My number is on the order form.', '谢谢，我的电话在订单上。'],
  ],
  fluent,
);
const tradeShow = dialogue(
  'A visitor asks about a product at a trade show stand.',
  visitorExhibitor,
  [
    [
      'exhibitor',
      'Hello, welcome to our stand. Are you interested in kitchen products?',
      '您好，欢迎来到我们的展位。您对厨房用品感兴趣吗？',
    ],
    ['visitor', 'Yes. I am a buyer for a chain of shops in Spain.', '是的，我是西班牙一家连锁店的采购。'],
    [
      'exhibitor',
      'This is our new kettle. It switches off by itself and the body stays cool.',
      '这是我们的新款水壶，自动断电，壶身不烫。',
    ],
    ['visitor', 'What is the minimum order, and can you print our logo?', '起订量是多少？能印我们的标志吗？'],
    [
      'exhibitor',
      'The minimum order is five hundred, and yes, logo printing is free.',
      '起订量五百件，可以，印标志免费。',
    ],
    ['visitor', 'Great. Please send me a price list by email.', '太好了，请把价格表发到我邮箱。'],
  ],
  fluent,
);
const meeting = dialogue(
  'A team meeting agrees the date of a product launch.',
  chairMember,
  [
    [
      'chair',
      'Let us start. The first item is the launch date of the new app.',
      '我们开始吧。第一项是新应用的上线日期。',
    ],
    ['member', 'I think we need two more weeks to finish testing.', '我认为还需要两周完成测试。'],
    ['chair', 'Marketing wants to launch at the start of June. Is that possible?', '市场部希望六月初上线，可能吗？'],
    [
      'member',
      'Only if we test the payment page first and leave the rest for later.',
      '只有先测试支付页面、其余放到后面才行。',
    ],
    ['chair', 'Good idea. Can you send me a test plan by Thursday?', '好主意。你能周四前给我测试计划吗？'],
    ['member', 'Yes, I will send it on Wednesday.', '可以，我周三发给你。'],
  ],
  fluent,
);

const intro: readonly [string, string] = [
  '选择一个角色，机器朗读其他角色，你录下自己的台词。',
  'Choose a role; the machine reads the others and you record your lines.',
];

export const SPEAKING_DIALOGUE_TRAININGS: TTrainingSeed[] = [
  speaking('role-dialogue-hotel', 'roleDialogue', ['角色对话：酒店入住', 'Role dialogue: hotel check-in'], intro, [
    hotel,
  ]),
  speaking('role-dialogue-airport', 'roleDialogue', ['角色对话：机场值机', 'Role dialogue: airport check-in'], intro, [
    airport,
  ]),
  speaking('role-dialogue-phone', 'roleDialogue', ['角色对话：电话留言', 'Role dialogue: taking a message'], intro, [
    phone,
  ]),
  speaking('role-play-negotiation', 'rolePlay', ['角色扮演：价格谈判', 'Role play: negotiating a price'], intro, [
    negotiation,
  ]),
  speaking('role-play-trade-show', 'rolePlay', ['角色扮演：展会洽谈', 'Role play: at the trade show'], intro, [
    tradeShow,
  ]),
  speaking('role-play-meeting', 'rolePlay', ['角色扮演：项目会议', 'Role play: a project meeting'], intro, [meeting]),
  speaking(
    'role-play-pro-negotiation',
    'rolePlayPro',
    ['角色扮演挑战：价格谈判', 'Role play challenge: negotiating a price'],
    intro,
    [negotiation],
    10,
  ),
  speaking(
    'role-play-pro-hotel',
    'rolePlayPro',
    ['角色扮演挑战：酒店入住', 'Role play challenge: hotel check-in'],
    intro,
    [hotel],
    10,
  ),
  speaking(
    'role-play-pro-phone',
    'rolePlayPro',
    ['角色扮演挑战：电话沟通', 'Role play challenge: a phone call'],
    intro,
    [phone],
    10,
  ),
];
