/**
 * Business Etiquette, chapter 3 (telephone etiquette): a receptionist takes a call, the sentences
 * of answering, transferring and taking messages, voice and intonation on the phone, and making an
 * appointment by phone.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, fillBlank, qa, sequencing, training, trueFalse } from '../../trainings/builders';
import { LISTENING_RULES } from '../../trainings/listening-rules';
import { dialogue, read, speaking } from '../../trainings/speaking-builders';
import { dialogueIntro } from './shared';

const clear = [
  '按意群停顿，句末语调下降，语气礼貌。',
  'Pause between thought groups, let the voice fall at the end, and sound polite.',
] as const;
const rising = [
  '一般疑问句句末语调上扬，听起来友好而不生硬。',
  'A yes/no question rises at the end, which sounds friendly rather than abrupt.',
] as const;
const falling = [
  '特殊疑问句和陈述句句末语调下降，显得清楚、肯定。',
  'A wh-question or a statement falls at the end, which sounds clear and sure.',
] as const;
const smile = [
  '电话里对方看不到你：微笑着说，语速比面对面稍慢，数字逐个读清。',
  'The caller cannot see you: smile as you speak, go a little slower than face to face, and say each digit clearly.',
] as const;

export const CHAPTER_3_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-hear-reception-call',
    'hearingSkill',
    ['听力：前台接听来电', 'Listening: a receptionist takes a call'],
    [
      '听深圳永光电子的前台接听一位英国客户的来电并记录留言，先完整听一遍再作答，最多播放 3 次。',
      'Listen to the receptionist of Everbright Electronics in Shenzhen take a call from a British customer and note a message. Play it through once before answering; at most 3 plays.',
    ],
    [audio('bet-hear-reception-call.mp3', 'A call to Everbright Electronics')],
    [
      choice(
        'Why can James Carter not speak to Huang Li?',
        [
          'She is on holiday',
          'She is in a meeting until three o’clock',
          'She has left the company',
          'She is on another line',
        ],
        'B',
        [
          '原文：Huang Li is in a meeting until three o’clock。',
          'Lucy says: "Huang Li is in a meeting until three o’clock."',
        ],
      ),
      choice(
        'Which words does Lucy use to transfer the call?',
        ['"Hold on, I’ll get her."', '"I will put you through."', '"Call back later."', '"Wait a minute."'],
        'B',
        [
          'put someone through 是转接电话的礼貌说法。',
          '"Put you through" is the polite phrase for transferring a call.',
        ],
      ),
      fillBlank(
        'The order was for {{1}} speakers, and the {{2}} is missing.',
        [
          ['2,000', '2000', 'two thousand'],
          ['packing list', 'packing-list'],
        ],
        [
          '原文：Our order of two thousand speakers … the packing list is missing。',
          'He says the two thousand speakers came but "the packing list is missing".',
        ],
      ),
      trueFalse('Lucy reads the message back to the caller to check it.', true, [
        '原文：Let me read that back。',
        'She says: "Let me read that back."',
      ]),
      sequencing(
        'Put what Lucy does in order.',
        [
          'Answers with the company name and her own name',
          'Offers to put the caller through',
          'Explains that Huang Li is busy and offers to take a message',
          'Asks the caller to spell his surname',
          'Reads the message back',
          'Promises to pass the message on',
        ],
        [
          '规范的接听流程：自报家门、转接、说明情况、确认拼写、复述、承诺转达。',
          'A good call: greeting, transfer, explanation, spelling, reading back, promise.',
        ],
      ),
      qa(
        'What does James Carter want Huang Li to do?',
        'Email him the missing packing list today.',
        ['原文：Could she email it to me today?', 'He asks: "Could she email it to me today?"'],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  speaking(
    'bet-sentences-phone-calls',
    'sentenceTraining',
    ['句子训练：接听、转接与留言', 'Sentence training: answering, transferring calls and taking messages'],
    [
      '听示范后跟读接听电话、转接电话和记录留言的常用句子。',
      'Listen to the model, then repeat the sentences for answering a call, transferring it and taking a message.',
    ],
    [
      read(
        'sentence',
        'Good morning, Everbright Electronics. Lucy speaking. How may I help you?',
        '早上好，这里是永光电子，我是露西。有什么可以帮您？',
        clear,
      ),
      read('sentence', 'May I ask who is calling, please?', '请问您是哪位？', clear),
      read(
        'sentence',
        'One moment, please. I will put you through to the sales department.',
        '请稍等，我给您转到销售部。',
        clear,
      ),
      read(
        'sentence',
        'I am sorry, she is on another line. Would you like to hold or call back later?',
        '抱歉，她正在接另一个电话。您是稍等一下，还是稍后再打来？',
        clear,
      ),
      read('sentence', 'Would you like to leave a message?', '您要留言吗？', clear),
      read('sentence', 'Let me read that back to make sure I have got it right.', '我复述一遍，确认记得没错。', clear),
    ],
  ),
  speaking(
    'bet-oral-phone-voice',
    'oralSkill',
    ['口语：电话中的语音语调', 'Speaking: voice and intonation on the phone'],
    [
      '电话里对方只能听到你的声音。朗读下列单词、句子和一段语音信箱问候语，注意升调、降调和语速。',
      'On the phone your voice is all the caller has. Read the words, the sentences and a voicemail greeting aloud, minding rising and falling tones and your pace.',
    ],
    [
      read('word', 'extension', '分机', [
        '重音在第二个音节：ex-TEN-sion。',
        'The stress is on the second syllable: ex-TEN-sion.',
      ]),
      read('word', 'available', '有空的；可接电话的', [
        '重音在第二个音节：a-VAIL-a-ble。',
        'The stress is on the second syllable: a-VAIL-a-ble.',
      ]),
      read('sentence', 'Could you spell that for me, please?', '您能帮我拼一下吗？', rising),
      read('sentence', 'Is this a good time to talk?', '现在方便说话吗？', rising),
      read('sentence', 'Which company are you calling from?', '请问您是哪家公司的？', falling),
      read(
        'paragraph',
        'Hello, you have reached Huang Li in the export sales team at Everbright Electronics. I am sorry I cannot take your call right now. Please leave your name, your number and a short message after the tone, and I will call you back within one working day. For urgent matters, please call our office on extension two one five. Thank you.',
        '您好，这里是永光电子出口销售部黄丽。抱歉现在无法接听您的电话。请在提示音后留下您的姓名、电话和简短留言，我会在一个工作日内回电。如有急事，请拨打办公室分机 215。谢谢。',
        smile,
        20,
      ),
    ],
  ),
  speaking(
    'bet-dialogue-phone-appointment',
    'roleDialogue',
    ['角色对话：电话预约拜访', 'Role dialogue: making an appointment by phone'],
    dialogueIntro,
    [
      dialogue(
        'Chen Jing of Greenleaf Tea will be in the UK in October. She phones David Miller of Hart and Sons, Bristol, to make an appointment to visit his office.',
        [
          ['caller', 'Caller (Chen Jing)', '来电者（陈静）', 'emily'],
          ['buyer', 'Buyer (David Miller)', '采购（大卫·米勒）', 'eric'],
        ],
        [
          ['buyer', 'Hart and Sons, David Miller speaking.', '哈特父子公司，我是大卫·米勒。'],
          [
            'caller',
            'Good morning, David. This is Chen Jing from Greenleaf Tea. We met at the food expo in Shanghai. Is this a good time to talk?',
            '早上好，大卫。我是绿叶茶业的陈静，我们在上海食品博览会上见过。现在方便说话吗？',
          ],
          ['buyer', 'Of course, Jing. Good to hear from you.', '当然，静，很高兴接到你的电话。'],
          [
            'caller',
            'I will be in the UK from the twelfth to the sixteenth of October, and I would like to visit you in Bristol to show you our new gift boxes. Would that be convenient?',
            '我十月十二日到十六日在英国，想去布里斯托尔拜访您，给您看看我们的新礼盒。您方便吗？',
          ],
          [
            'buyer',
            'Yes, that would be useful. I am free on Tuesday the thirteenth or Thursday the fifteenth.',
            '好的，这很有用。我十三号周二或十五号周四有空。',
          ],
          [
            'caller',
            'Tuesday the thirteenth suits me well. Shall we say ten in the morning?',
            '十三号周二对我很合适。定在上午十点好吗？',
          ],
          [
            'buyer',
            'Ten o’clock is fine. Our office is at forty Queen Square. Please ask for me at reception.',
            '十点没问题。我们办公室在皇后广场 40 号，请到前台找我。',
          ],
          [
            'caller',
            'Thank you. So that is Tuesday the thirteenth of October at ten, at forty Queen Square. I will send you an email to confirm.',
            '谢谢。那就是十月十三日周二上午十点，皇后广场 40 号。我会发邮件确认。',
          ],
        ],
        [
          '先确认对方是否方便，说明来意，给出可选时间，最后复述并承诺书面确认。',
          'Check it is a good time, say why you call, agree a time, then repeat the details and promise to confirm in writing.',
        ],
      ),
      dialogue(
        'Two days later, David Miller’s assistant, Karen, phones Chen Jing because David has to move the appointment.',
        [
          ['assistant', 'Assistant (Karen)', '助理（凯伦）', 'emily'],
          ['colleague', 'Greenleaf colleague (Li Ming)', '绿叶同事（李明）', 'luca'],
        ],
        [
          ['colleague', 'Good afternoon, Greenleaf Tea, Li Ming speaking.', '下午好，绿叶茶业，我是李明。'],
          [
            'assistant',
            'Good afternoon. This is Karen Hughes, David Miller’s assistant at Hart and Sons. I am calling about Ms Chen’s visit on the thirteenth of October.',
            '下午好。我是哈特父子公司大卫·米勒的助理凯伦·休斯，打电话是关于陈女士十月十三日来访的事。',
          ],
          [
            'colleague',
            'Yes, Ms Chen is out of the office today, but I am her colleague. How can I help?',
            '好的，陈女士今天不在办公室，我是她的同事。有什么可以帮您？',
          ],
          [
            'assistant',
            'I am afraid Mr Miller has to attend a board meeting that morning. Could Ms Chen come on Wednesday the fourteenth instead, at the same time?',
            '恐怕米勒先生那天上午要参加董事会。陈女士能改在十四号周三同一时间来吗？',
          ],
          [
            'colleague',
            'I think that will be possible, but let me check her diary. Yes, she is free on the fourteenth.',
            '我想应该可以，我查一下她的日程。是的，她十四号有空。',
          ],
          ['assistant', 'Wonderful. Mr Miller apologises for the change.', '太好了。米勒先生为改期表示歉意。'],
          [
            'colleague',
            'No problem at all. So the new time is Wednesday the fourteenth of October at ten o’clock. I will tell Ms Chen today.',
            '完全没问题。那新时间是十月十四日周三上午十点。我今天就告诉陈女士。',
          ],
          ['assistant', 'Thank you very much. Goodbye.', '非常感谢，再见。'],
        ],
        [
          '改约时先致歉并说明原因，提出新时间；接电话的一方查日程、复述新时间并承诺转告。',
          'To move an appointment, apologise, give the reason and offer a new time; the other side checks the diary, repeats the new time and promises to pass it on.',
        ],
      ),
    ],
  ),
];
