/** Practice exercises (practical_exercises): drills of business collocations and verbs. */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';
import { choice, fillBlank, training, trueFalse } from './builders';

export const PRACTICE_EXERCISE_TRAININGS: TTrainingSeed[] = [
  training(
    'exercise-prepositions',
    'practical_exercises',
    ['实训练习：商务英语介词', 'Practice exercises: prepositions in business English'],
    ['练习商务信函中的常用介词搭配。', 'Practise the prepositions of business letters.'],
    [],
    [
      {
        subject_type: C.cloze,
        stem: 'We look forward {{1}} hearing from you. The goods will be shipped {{2}} 10 June. Payment is due {{3}} 30 days.',
        fullMark: 15,
        analysis: {
          cn: 'look forward to；on + 具体日期；within + 期限。',
          en: 'look forward to; on + a date; within + a period.',
        },
        content: {
          blanks: [
            { options: ['to', 'for', 'at'], answer: 0 },
            { options: ['in', 'on', 'at'], answer: 1 },
            { options: ['within', 'during', 'since'], answer: 0 },
          ],
        },
      },
      choice(
        'We are interested ___ your new range of products.',
        ['on', 'in', 'for', 'at'],
        'B',
        ['be interested in。', '"interested in".'],
        5,
      ),
      choice(
        'Please reply ___ Friday at the latest.',
        ['by', 'until', 'since', 'for'],
        'A',
        ['by 表示截止时间。', '"by" marks a deadline.'],
        5,
      ),
    ],
  ),
  training(
    'exercise-collocations',
    'practical_exercises',
    ['实训练习：商务搭配', 'Practice exercises: business collocations'],
    [
      '练习 place an order、meet a deadline 等常用搭配。',
      'Practise collocations such as "place an order" and "meet a deadline".',
    ],
    [],
    [
      {
        subject_type: C.cloze,
        stem: 'We would like to {{1}} an order for 500 units. Can you {{2}} the deadline of 1 June? Please {{3}} us a discount for payment in advance.',
        fullMark: 15,
        analysis: {
          cn: 'place an order；meet a deadline；give/offer a discount。',
          en: 'place an order; meet a deadline; offer a discount.',
        },
        content: {
          blanks: [
            { options: ['make', 'place', 'do'], answer: 1 },
            { options: ['meet', 'reach', 'hit'], answer: 0 },
            { options: ['offer', 'take', 'put'], answer: 0 },
          ],
        },
      },
      choice(
        'Which collocation is correct?',
        ['do a profit', 'make a profit', 'take a profit loss', 'get a profit of loss'],
        'B',
        ['make a profit 盈利。', '"make a profit".'],
        5,
      ),
    ],
  ),
  training(
    'exercise-business-verbs',
    'practical_exercises',
    ['实训练习：商务动词', 'Practice exercises: business verbs'],
    ['选择合适的动词完成句子。', 'Choose the right verb for each sentence.'],
    [],
    [
      fillBlank(
        'Choose from the word bank: The bank will {{1}} the letter of credit today. We must {{2}} the goods before 30 June.',
        [['issue'], ['ship', 'dispatch']],
        ['issue an L/C 开证；ship the goods 装运。', '"issue" a credit; "ship" the goods.'],
        10,
        ['issue', 'ship', 'borrow', 'lend'],
      ),
      trueFalse('"To quote a price" means to say how much something will cost.', true, [
        'quote 报价。',
        '"quote" means to give a price.',
      ]),
      choice(
        'The customer wants to ___ the order from 500 to 800 units.',
        ['increase', 'raise up', 'grow', 'rise'],
        'A',
        ['increase 为及物动词；rise 不及物。', '"increase" takes an object; "rise" does not.'],
        5,
      ),
    ],
  ),
];
