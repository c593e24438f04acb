/**
 * The demo school's competition (issue 20): 2026 商务英语技能大赛, organised by 许志远, with its
 * rules, FAQ, commitment letter and the preliminary round's question bank: business-English
 * questions with Chinese notes, auto-marked so the ranking stands the moment a paper is handed in.
 */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';

export const DEMO_COMPETITION_ORGANISER = '13800000018';
/** A second organiser with no competition yet (彭国栋): the public competition's end-to-end journey organises its own. */
export const DEMO_PUBLIC_ORGANISER = '13800000026';

export const DEMO_COMPETITION = {
  name: '2026 商务英语技能大赛 Business English Skills Contest 2026',
  intro:
    '<p>本届大赛面向全校在读学生，考查真实职场中的商务英语能力：商务信函、贸易术语、会议与谈判用语。</p>' +
    '<p>The contest tests the business English used at work: correspondence, trade terms, and the language of meetings and negotiations.</p>',
  rules:
    '<ol><li>初赛为线上答题，限时 20 分钟，每人仅一次作答机会。</li>' +
    '<li>答题过程中系统自动保存；时间到后自动交卷。</li>' +
    '<li>成绩相同者，用时较短者排名在前。</li>' +
    '<li>切屏、离开页面等行为会被监考记录，情节严重者取消成绩。</li></ol>' +
    '<p>The preliminary round is answered online in 20 minutes, once. Equal scores are ranked by the time taken.</p>',
  organisation:
    '<p>主办：外语学院商务英语教研室　承办：学生职业发展中心</p>' +
    '<p>Organised by the Business English Teaching Group, School of Foreign Languages.</p>',
  faq:
    '<p><b>问：答题中断网怎么办？</b><br/>答：已作答内容会在本机保存，恢复网络后自动上传，计时以服务器为准。</p>' +
    '<p><b>Q: Can I withdraw?</b><br/>A: Yes, from the header, with a reason; your results are then removed from the ranking.</p>',
  commitment:
    '<h3>参赛承诺书 Letter of Commitment</h3>' +
    '<p>本人自愿参加 2026 商务英语技能大赛，承诺：</p>' +
    '<ol><li>独立完成全部赛题，不借助他人或任何翻译、搜索工具；</li>' +
    '<li>答题期间不切换页面、不截屏、不传播赛题；</li>' +
    '<li>如有违规，接受取消成绩的处理。</li></ol>' +
    '<p>I will answer every question on my own, without help, translation or search tools, and accept disqualification for any breach.</p>',
  preliminary: { name: '初赛 Preliminary round', timeLimitMinutes: 20 },
} as const;

const note = (cn: string, en: string) => ({ cn, en });

export const DEMO_COMPETITION_BANK: TTrainingSeed = {
  key: 'demo-competition-2026-preliminary',
  kind: 'readSkill',
  title: { cn: '2026 商务英语技能大赛 初赛题库', en: 'Business English Skills Contest 2026: preliminary bank' },
  intro: note('初赛题目：商务信函、贸易术语与会议用语', 'Preliminary questions: letters, trade terms, meetings'),
  background: [],
  settings: {},
  questions: [
    {
      subject_type: C.choice,
      stem: 'Which sentence is the most suitable opening for a formal enquiry to a new supplier?',
      fullMark: 10,
      analysis: note(
        '正式询盘应说明信息来源并礼貌提出请求；B 口吻随意，C、D 属于催促或投诉。',
        'A formal enquiry says where you found the supplier and asks politely.',
      ),
      content: {
        options: [
          {
            key: 'A',
            text: 'We learned of your company from the Canton Fair and would like to receive your latest catalogue.',
          },
          { key: 'B', text: 'Hi, send me your prices ASAP.' },
          { key: 'C', text: 'We are still waiting for the goods you promised last month.' },
          { key: 'D', text: 'Your last shipment was damaged and we want a refund.' },
        ],
        multiple: false,
        answer: ['A'],
      },
    },
    {
      subject_type: C.choice,
      stem: 'Under FOB Shanghai, who pays the ocean freight?',
      fullMark: 10,
      analysis: note(
        'FOB（装运港船上交货）下，卖方在装运港装船后风险转移，海运费由买方承担。',
        'Under FOB the buyer books and pays the main carriage.',
      ),
      content: {
        options: [
          { key: 'A', text: 'The seller' },
          { key: 'B', text: 'The buyer' },
          { key: 'C', text: 'The shipping agent' },
          { key: 'D', text: 'The bank' },
        ],
        multiple: false,
        answer: ['B'],
      },
    },
    {
      subject_type: C.choice,
      stem: 'In a meeting, which phrase politely asks a colleague to come back to the agenda?',
      fullMark: 10,
      analysis: note(
        '“Shall we get back to the agenda?” 是会议中礼貌拉回议题的常用说法。',
        'A polite suggestion keeps the meeting on track.',
      ),
      content: {
        options: [
          { key: 'A', text: 'Stop talking about that.' },
          { key: 'B', text: 'That is not important.' },
          { key: 'C', text: 'Shall we get back to the agenda?' },
          { key: 'D', text: 'You are wasting our time.' },
        ],
        multiple: false,
        answer: ['C'],
      },
    },
    {
      subject_type: C.choice,
      stem: 'A buyer writes: "Your price is 8% higher than your competitors\'." What is the best first reply?',
      fullMark: 10,
      analysis: note(
        '先感谢并强调产品价值，再探讨条件，是还盘回复的常见策略。',
        'Thank the buyer, stress the value, then discuss terms.',
      ),
      content: {
        options: [
          { key: 'A', text: 'Then buy from them.' },
          {
            key: 'B',
            text: 'Thank you for your feedback. Our price reflects FSC-certified materials; for an order of 5,000 units we could offer 3% off.',
          },
          { key: 'C', text: 'Our price is final and cannot be discussed.' },
          { key: 'D', text: 'We will lower the price by 8% at once.' },
        ],
        multiple: false,
        answer: ['B'],
      },
    },
    {
      subject_type: C.trueFalse,
      stem: 'CIF means the seller pays the cost, insurance and freight to the named port of destination.',
      fullMark: 5,
      analysis: note('CIF = Cost, Insurance and Freight（成本、保险费加运费）。', 'CIF: cost, insurance and freight.'),
      content: { answer: true },
    },
    {
      subject_type: C.trueFalse,
      stem: "An irrevocable letter of credit can be cancelled by the buyer at any time without the seller's consent.",
      fullMark: 5,
      analysis: note(
        '不可撤销信用证未经受益人（卖方）同意不得修改或撤销。',
        'An irrevocable L/C cannot be cancelled without the beneficiary.',
      ),
      content: { answer: false },
    },
    {
      subject_type: C.trueFalse,
      stem: '"Please find attached our proforma invoice" is a suitable sentence for sending a quotation document by email.',
      fullMark: 5,
      analysis: note(
        '形式发票（proforma invoice）常随报价邮件附上。',
        'A proforma invoice is often attached to a quotation email.',
      ),
      content: { answer: true },
    },
    {
      subject_type: C.trueFalse,
      stem: '"Yours faithfully" is used to close a letter that begins with the reader\'s name, such as "Dear Ms Lee".',
      fullMark: 5,
      analysis: note(
        '英式写法中，以姓名称呼开头用 “Yours sincerely”，以 “Dear Sir or Madam” 开头才用 “Yours faithfully”。',
        'With a name, British English closes with "Yours sincerely".',
      ),
      content: { answer: false },
    },
  ],
};
