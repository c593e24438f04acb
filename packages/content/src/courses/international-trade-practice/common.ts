/**
 * Settings and phrases the international-trade-practice trainings share: the
 * read-aloud hints of the word trainings and the roles of the dialogues, so each chapter file
 * holds only its own content.
 */

type Pair = readonly [cn: string, en: string];

export const listenIntro = (what: Pair): Pair => [
  `${what[0]}先完整听一遍再作答，最多播放 3 次。`,
  `${what[1]} Play it through once before answering; at most 3 plays.`,
];

/** Read-aloud hint of a term: stress and every syllable, since these terms are long. */
export const termStress: Pair = [
  '读出完整术语，注意重读音节，词与词之间不要吞音。',
  'Say the whole term, stress the right syllables and do not swallow the small words.',
];

export const dialogueIntro: Pair = [
  '选择一个角色，机器朗读另一方，你录下自己的台词。',
  'Choose a role; the machine reads the other side and you record your lines.',
];

export const dialogueHint: Pair = [
  '先听对方台词，再清楚、自然地说出自己的台词，数字和日期要读准。',
  'Listen to the other side, then say your line clearly and naturally; get the figures and dates right.',
];

/** The roles of the trade dialogues: [id, English name, Chinese name, voice]. */
export const buyerSeller = [
  ['buyer', 'Buyer', '买方', 'eric'],
  ['seller', 'Seller', '卖方', 'emily'],
] as const;
export const visitorExhibitor = [
  ['visitor', 'Visitor', '参观者', 'eric'],
  ['exhibitor', 'Exhibitor', '参展商', 'emily'],
] as const;
