/**
 * Business Etiquette, chapter 4 (email etiquette): the layout and tone of a business email, an
 * impolite email rewritten, and an email inviting a client to a meeting.
 */
import type { TTrainingSeed } from '@lingua/contracts';
import {
  choice,
  fillBlank,
  jumbled,
  matching,
  qa,
  sequencing,
  text,
  training,
  trueFalse,
  writing,
} from '../../trainings/builders';

export const CHAPTER_4_TRAININGS: TTrainingSeed[] = [
  training(
    'bet-read-email-tone',
    'readSkill',
    ['阅读：商务邮件的格式与语气', 'Reading: the layout and tone of business emails'],
    [
      '阅读一篇关于商务邮件格式与语气的指南，然后回答问题。',
      'Read a guide to how a business email is laid out and how it should sound, then answer the questions.',
    ],
    [
      text(
        `<bl>Writing emails that people are happy to read</bl>

<bl>Layout.</bl> A business email has six parts. The <re>subject line</re> tells the reader what the email is about and what you need, for example "Order 4471: new delivery date needed". The <re>greeting</re> is "Dear Ms Walker," for a first contact, or "Hi Tom," once you know the reader well. The <re>opening</re> gives the reason for writing in one sentence. The <re>body</re> gives the details, one idea per short paragraph. The <re>closing</re> says what happens next ("I look forward to your reply by Friday"). Finally comes the <re>sign-off</re> ("Best regards,") and your signature with your name, job title, company and phone number.

<bl>Tone.</bl> Readers cannot see your face, so your words must be polite. Ask, do not order: "Could you send us the invoice?" or "I would be grateful if you could…" rather than "Send the invoice." Do not write whole words in CAPITALS: it reads as shouting. Avoid several exclamation marks, text-message short forms such as "u" or "pls", and "ASAP"; give a real date instead.

<bl>Before you click Send.</bl> Check names, figures and attachments. Put in "Cc" only the people who need to know, and reply to business emails within one working day, even if only to say when you will answer in full.`,
        '写让人乐于阅读的邮件。格式：商务邮件有六个部分。主题行告诉读者邮件的内容和你的需要，例如“4471 号订单：需要新的交货日期”。初次联系时称呼用“Dear Ms Walker,”，熟悉之后可用“Hi Tom,”。开头用一句话说明写信原因。正文讲细节，每段一个意思、简短。结尾说明接下来的安排（“期待您周五前回复”）。最后是结束语（“Best regards,”）和签名：姓名、职位、公司和电话。语气：读者看不到你的表情，所以措辞必须礼貌。用请求而不是命令：“能否请您把发票发给我们？”或“如能……将不胜感激”，而不是“把发票发来”。不要把整个单词都写成大写，那看起来像在喊叫。避免连用感叹号、避免“u”“pls”之类的短信缩写和“ASAP”，要写出具体日期。点击发送之前：核对姓名、数字和附件。只抄送需要知情的人，商务邮件要在一个工作日内回复，哪怕只是告知何时完整答复。',
        'Business email guide',
      ),
    ],
    [
      sequencing(
        'Put the parts of a business email in order.',
        ['Subject line', 'Greeting', 'Opening', 'Body', 'Closing', 'Sign-off and signature'],
        [
          '主题、称呼、开头、正文、结尾、结束语与签名。',
          'Subject, greeting, opening, body, closing, then sign-off and signature.',
        ],
      ),
      choice(
        'Which subject line follows the advice in the text?',
        ['Hello', 'URGENT!!!', 'Order 4471: new delivery date needed', 'Question'],
        'C',
        ['主题行要说明内容和需求。', 'A subject line should say what the email is about and what is needed.'],
      ),
      matching(
        'Match each blunt line with a polite one.',
        [
          ['Send the invoice.', 'Could you send us the invoice, please?'],
          ['Reply ASAP!!', 'I would be grateful for your reply by Friday 14 June.'],
          ['WE NEED THE SAMPLES.', 'We would appreciate it if the samples could reach us next week.'],
          ['pls call me', 'Please feel free to call me on +86 571 8820 1163.'],
        ],
        [
          '命令改为请求；ASAP 改为具体日期；去掉全大写和短信缩写。',
          'Orders become requests, ASAP becomes a date, capitals and text-message forms go.',
        ],
      ),
      trueFalse('Writing a whole word in capitals makes an email look more professional.', false, [
        '原文：it reads as shouting（像在喊叫）。',
        'The text says capitals read "as shouting".',
      ]),
      fillBlank(
        'Reply to a business email within one working {{1}}. Put in "{{2}}" only the people who need to know.',
        [['day'], ['Cc', 'cc', 'CC']],
        ['最后一段。', 'The last paragraph.'],
      ),
      qa(
        'You cannot give a full answer to a customer’s question until next Wednesday. What should you do today, according to the text?',
        'Reply within one working day to say that you will answer in full by next Wednesday.',
        [
          '原文：even if only to say when you will answer in full。',
          'The text: reply "even if only to say when you will answer in full".',
        ],
        10,
      ),
    ],
  ),
  training(
    'bet-write-rewrite-impolite',
    'writingSkill',
    ['写作：改写一封不得体的邮件', 'Writing: rewriting an impolite email'],
    [
      '找出下面这封催款邮件中不得体的地方，完成热身题，再把它改写成一封坚定而礼貌的邮件。',
      'Find what is impolite in the payment reminder below, do the warm-ups, then rewrite it as a firm but polite email.',
    ],
    [
      text(
        `<bl>The email sent by a sales assistant at Ningbo Haitong Auto Parts</bl>

To: accounts@ridgeway-motors.co.uk
Subject: (no subject)

HI,

WHERE IS YOUR PAYMENT??? Invoice HT-2291 for USD 18,400 was due on 30 April. You must pay today or we stop the next shipment. Send it now!!

Wang

<bl>Facts:</bl> the customer is Ridgeway Motors, Birmingham, a customer for three years who usually pays on time; the next shipment of brake discs leaves Ningbo on 20 May; the sender is Wang Hui, Accounts Assistant, +86 574 8612 7745.`,
        '宁波海通汽车配件一位销售助理发出的邮件：收件人为 Ridgeway Motors 财务部；无主题。“嗨，你们的付款在哪里？？？ HT-2291 号发票金额 18,400 美元，4 月 30 日到期。今天必须付款，否则我们停发下一批货。马上付！！王”背景：客户是伯明翰的 Ridgeway Motors，合作三年，通常按时付款；下一批刹车盘 5 月 20 日从宁波发出；发件人为财务助理王慧，电话 +86 574 8612 7745。',
        'An impolite payment reminder',
      ),
    ],
    [
      choice(
        'Which <bl>three</bl> things make the email impolite?',
        [
          'It is written partly in capitals and uses several question and exclamation marks',
          'It gives the invoice number and amount',
          'It threatens to stop the shipment in the first message',
          'It has no subject line and no proper greeting or signature',
        ],
        'ACD',
        [
          '发票号和金额是必要信息；大写、连用标点、首封即威胁、无主题和称呼签名都不得体。',
          'The invoice number and amount are needed; capitals, stacked punctuation, a threat in a first reminder and no subject, greeting or signature are not.',
        ],
      ),
      matching(
        'Match each part of the email with a better version.',
        [
          ['(no subject)', 'Invoice HT-2291: payment reminder'],
          ['HI,', 'Dear Sir or Madam,'],
          ['WHERE IS YOUR PAYMENT???', 'Our records show that invoice HT-2291 is still unpaid.'],
          ['Wang', 'Wang Hui, Accounts Assistant, Ningbo Haitong Auto Parts'],
        ],
        ['主题、称呼、正文、签名各自的得体写法。', 'A proper subject, greeting, body sentence and signature.'],
      ),
      jumbled(
        'Put the words in order to make a polite request.',
        'Could you let us know when the payment will be made?',
        ['用 Could you 开头的请求比命令更礼貌。', 'A request starting "Could you" is more polite than an order.'],
      ),
      trueFalse('A first payment reminder to a good customer should assume the delay may be an oversight.', true, [
        '对一向按时付款的老客户，首封提醒应假定是疏忽，语气礼貌。',
        'For a customer who usually pays on time, a first reminder assumes an oversight and stays polite.',
      ]),
      writing(
        'Rewrite the email (at least 90 words). Keep the facts, be firm but polite, and ask for payment or news by a clear date.',
        90,
        `Subject: Invoice HT-2291: payment reminder

Dear Sir or Madam,

I am writing about our invoice HT-2291 for USD 18,400, which was due on 30 April. According to our records, we have not yet received payment.

As you have always paid promptly, we assume this is an oversight. Could you please arrange payment, or let us know when it will be made, by 15 May? This will allow us to ship your next order of brake discs on 20 May as planned.

If you have already paid, please accept our thanks and ignore this email.

Best regards,
Wang Hui
Accounts Assistant, Ningbo Haitong Auto Parts Co., Ltd.
Tel: +86 574 8612 7745`,
        [
          '评分要点：主题明确、称呼与签名规范、事实完整、请求礼貌、给出具体日期、无大写与多重标点。',
          'Marked on: a clear subject, proper greeting and signature, all facts, polite requests, a real date, no capitals or stacked punctuation.',
        ],
      ),
    ],
  ),
  training(
    'bet-write-meeting-invitation',
    'writingSkill',
    ['写作：会面邀请邮件', 'Writing: an email inviting a client to a meeting'],
    [
      '根据背景信息给客户写一封会面邀请邮件，先完成热身题。',
      'Write an email inviting a client to a meeting, using the facts given. Do the warm-ups first.',
    ],
    [
      text(
        `You are <bl>Li Na</bl>, sales assistant at Suzhou Brightway Lighting Technology Co., Ltd. Your client, <bl>Mr Paul Becker</bl>, Purchasing Manager of Becker Licht GmbH, Munich, will visit the Light + Building fair in Frankfurt.

Facts: your company's stand is D41 in Hall 8.0; you would like to show him the new range of dimmable LED panels before they go on sale in June; your sales director, Ms Zhou Yan, will be there; you suggest Tuesday 10 March at 2 p.m., or Wednesday 11 March at 10 a.m.; the meeting will take about 45 minutes; he should reply by 27 February.`,
        '你是苏州明途照明科技有限公司的销售助理李娜。你的客户、慕尼黑贝克尔照明的采购经理保罗·贝克尔先生将参观法兰克福照明展。事实：你公司展位在 8.0 馆 D41；想在六月上市前向他展示新款可调光 LED 面板灯；销售总监周燕女士届时在场；建议 3 月 10 日周二下午 2 点或 3 月 11 日周三上午 10 点；会面约 45 分钟；请他在 2 月 27 日前回复。',
        'The facts',
      ),
    ],
    [
      choice(
        'Which subject line is best for this email?',
        [
          'Meeting',
          'Invitation: new LED panels at our stand, Light + Building, 10 or 11 March',
          'Please come!!!',
          'Hello from Suzhou',
        ],
        'B',
        ['主题行说明目的、地点和时间。', 'The subject line gives the purpose, the place and the dates.'],
      ),
      fillBlank(
        'Complete the invitation phrases: "We would be {{1}} if you could visit our stand." "Would Tuesday 10 March at 2 p.m. be {{2}} for you?"',
        [
          ['delighted', 'pleased', 'glad', 'happy', 'honoured', 'grateful'],
          ['convenient', 'suitable'],
        ],
        [
          'would be delighted/pleased if…；be convenient/suitable for you。',
          '"We would be delighted if…"; "Would … be convenient for you?"',
        ],
      ),
      jumbled(
        'Put the words in order to make the closing sentence.',
        'I look forward to hearing from you by 27 February.',
        ['结尾说明期待回复并给出日期。', 'The closing asks for a reply by a given date.'],
      ),
      writing(
        'Write the invitation (at least 100 words). Give the purpose, the place, two possible times and the length of the meeting, mention who will attend, and ask for a reply by a date.',
        100,
        `Subject: Invitation: new LED panels at our stand, Light + Building, 10 or 11 March

Dear Mr Becker,

I hope you are well. As you will be at Light + Building in Frankfurt next month, we would be delighted if you could visit our stand, D41 in Hall 8.0.

We would like to show you our new range of dimmable LED panels before they go on sale in June. Our sales director, Ms Zhou Yan, will also be there and would be glad to meet you.

Would Tuesday 10 March at 2 p.m. or Wednesday 11 March at 10 a.m. be convenient for you? The meeting will take about 45 minutes.

I look forward to hearing from you by 27 February.

Best regards,
Li Na
Sales Assistant, Suzhou Brightway Lighting Technology Co., Ltd.`,
        [
          '评分要点：主题清楚、目的地点时间完整、提供两个时间、说明出席人员、请求在具体日期前回复、语气礼貌。',
          'Marked on: a clear subject; purpose, place and times; two options; who attends; a reply date; a polite tone.',
        ],
      ),
    ],
  ),
];
