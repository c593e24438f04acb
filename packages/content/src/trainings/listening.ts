/** Listening skills (hearingSkill): dialogues with subtitles, played through once before answering. */
import type { TTrainingSeed } from '@lingua/contracts';
import { audio, choice, dictation, fillBlank, qa, sequencing, training, trueFalse } from './builders';
import { LISTENING_RULES } from './listening-rules';

export const LISTENING_TRAININGS: TTrainingSeed[] = [
  training(
    'hear-order-call',
    'hearingSkill',
    ['听力：修改订单的电话', 'Listening: a call to change an order'],
    [
      '听一段客户与供应商的电话，先完整听一遍再作答，最多播放 3 次。',
      'Listen to a customer calling a supplier. Play it through once before answering; at most 3 plays.',
    ],
    [audio('hearing-order-call.mp3', 'Harbour Home calls Sunrise Textiles')],
    [
      choice(
        'Why does Mark Evans call?',
        [
          'To cancel his order',
          'To increase his order and ask for an earlier delivery',
          'To complain about quality',
          'To ask for a catalogue',
        ],
        'B',
        [
          '他把 3000 条增加到 5000 条，并要求五月底前到货。',
          'He raises the order from 3,000 to 5,000 towels and needs them by the end of May.',
        ],
      ),
      fillBlank(
        'The order number is {{1}}. The new quantity is {{2}} towels.',
        [
          ['452', 'four five two'],
          ['5,000', '5000', 'five thousand'],
        ],
        ['安娜确认订单号 452；马克要增加到五千条。', 'Anna confirms order 452; Mark wants five thousand.'],
      ),
      trueFalse('Sunrise Textiles can ship the whole order by sea on 10 May.', true, [
        '"We can ship on the tenth of May."',
        '"We can ship on the tenth of May."',
      ]),
      choice(
        'What does Anna offer to solve the problem?',
        ['A lower price', 'To send 2,000 towels by air next week', 'To use a different factory', 'To deliver in July'],
        'B',
        ['空运两千条，额外运费 400 美元。', 'Two thousand towels by air, for 400 dollars extra freight.'],
      ),
      qa(
        'What must Anna send Mark today?',
        'A revised proforma invoice.',
        [
          '最后一句：Please send me a revised proforma invoice today。',
          'The last line: "Please send me a revised proforma invoice today."',
        ],
        10,
      ),
    ],
    LISTENING_RULES,
  ),
  training(
    'hear-trade-fair',
    'hearingSkill',
    ['听力：展会上的洽谈', 'Listening: talking at a trade fair'],
    [
      '听展位上的一段洽谈，回答问题并完成听写。',
      'Listen to a conversation at a trade-fair stand, answer and take the dictation.',
    ],
    [audio('hearing-trade-fair.mp3', 'At the stand')],
    [
      choice(
        'Where does the buyer’s company sell its products?',
        ['In Poland', 'In Portugal', 'In the Netherlands', 'In China'],
        'A',
        ['"I buy for a chain of forty shops in Poland."', '"I buy for a chain of forty shops in Poland."'],
      ),
      fillBlank(
        'The kettle costs {{1}} dollars per unit FOB Ningbo, and the minimum order is {{2}} units.',
        [
          ['12.50', '12.5', 'twelve fifty', 'twelve dollars fifty'],
          ['1,000', '1000', 'one thousand'],
        ],
        ['价格 12.5 美元，最低订购量一千台。', 'Twelve dollars fifty; minimum order one thousand units.'],
      ),
      choice('What discount is offered for 3,000 units?', ['3%', '5%', '10%', 'No discount'], 'B', [
        '"we can offer five percent off"',
        '"we can offer five percent off"',
      ]),
      dictation('Listen and write the sentence you hear.', 'dictation-samples.mp3', [
        'express mail 快递；samples 样品。',
        'Note "express mail" and the plural "samples".',
      ]),
      dictation('Listen and write the sentence you hear.', 'dictation-payment.mp3', [
        'due within thirty days 三十天内到期。',
        '"due within thirty days of the invoice date".',
      ]),
    ],
    LISTENING_RULES,
  ),
  training(
    'hear-project-meeting',
    'hearingSkill',
    ['听力：项目例会', 'Listening: a project meeting'],
    ['听一段部门会议，回答问题。', 'Listen to a department meeting and answer.'],
    [audio('hearing-meeting.mp3', 'Website launch meeting')],
    [
      choice(
        'What is the main item of the meeting?',
        ['A new product', 'The launch of the new website', 'A trade fair', 'Staff holidays'],
        'B',
        ['开场白直接点明议题。', 'The chair names it in the first sentence.'],
      ),
      fillBlank(
        'The launch moves from 1 March to {{1}} March. Testing takes about {{2}} working days.',
        [
          ['15', 'fifteenth', '15th'],
          ['5', 'five'],
        ],
        ['上线推迟到三月十五日；测试约五个工作日。', 'The launch moves to 15 March; testing takes five working days.'],
      ),
      trueFalse('Sarah will phone every customer about the new date.', false, [
        '莎拉是写邮件，不是打电话。',
        'Sarah will write an email, not phone.',
      ]),
      sequencing(
        'Put the points in the order they come up in the meeting.',
        [
          'The chair names the main item',
          'The online shop still needs testing',
          'The launch date is moved',
          'Sarah is asked to email the customers',
        ],
        [
          '按会议发言顺序：议题 → 测试 → 改期 → 通知客户。',
          'In the order spoken: the item, testing, the new date, telling the customers.',
        ],
      ),
      dictation('Listen and write the sentence you hear.', 'dictation-meeting.mp3', [
        'has been moved to 被改到。',
        '"has been moved to Thursday afternoon".',
      ]),
    ],
    LISTENING_RULES,
  ),
];
