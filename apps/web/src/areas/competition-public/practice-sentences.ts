/** Sentences to read aloud on the recording tools: the business English of trade letters and meetings, with a Chinese note. */
export const PRACTICE_SENTENCES: readonly { en: string; cn: string }[] = [
  {
    en: 'Thank you for your enquiry of 12 March. We are pleased to quote as follows.',
    cn: '感谢贵方 3 月 12 日的询盘，现报价如下。',
  },
  {
    en: 'Could you let us know your best price for 5,000 units, CIF Hamburg?',
    cn: '请告知 5000 件、CIF 汉堡的最优价格。',
  },
  {
    en: 'We regret to inform you that the shipment will be delayed by two weeks.',
    cn: '很遗憾地通知贵方，货物将推迟两周装运。',
  },
  {
    en: 'Payment is to be made by irrevocable letter of credit at sight.',
    cn: '以不可撤销即期信用证付款。',
  },
  {
    en: "I'd like to walk you through the key terms of the agreement before we sign.",
    cn: '签约前，我想和您逐条过一遍协议的主要条款。',
  },
];
