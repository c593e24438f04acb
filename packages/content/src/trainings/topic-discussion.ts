/** Topic discussion (topicDiscuss): read two views on a business topic, weigh them, argue your own. */
import type { TTrainingSeed } from '@lingua/contracts';
import { qa, text, training, trueFalse, writing } from './builders';

export const TOPIC_DISCUSSION_TRAININGS: TTrainingSeed[] = [
  training(
    'topic-remote-work',
    'topicDiscuss',
    ['话题讨论：远程办公的利与弊', 'Topic discussion: the pros and cons of remote work'],
    ['阅读观点，发表你的看法。', 'Read the views and give your own.'],
    [
      text(
        `<bl>View A</bl> (a manager): "People at home work longer hours and avoid a two-hour commute. Our productivity went up."
<bl>View B</bl> (a new employee): "I learn much less at home. I cannot ask a colleague a quick question, and I feel alone."`,
        '观点 A（经理）：在家工作的人工作时间更长，还省去了两小时通勤，我们的效率提高了。观点 B（新员工）：在家我学到的少得多，不能随时向同事请教，也感到孤单。',
      ),
    ],
    [
      qa(
        'Which view is closer to yours? Give one reason from your own experience.',
        'An answer that chooses a view and supports it with a concrete example.',
        ['观点明确，理由具体即可。', 'A clear view with a concrete reason.'],
      ),
      writing(
        'Write a post for the class discussion (at least 100 words): how could a company keep the benefits of remote work and help new employees?',
        100,
        'A hybrid model: two office days a week for teamwork and training, a mentor for every new employee, fixed online hours for quick questions, and clear goals so that results, not hours, are measured.',
        [
          '评分要点：观点、论据、可行建议、结构清晰。',
          'Marked on: a position, arguments, practical proposals, clear structure.',
        ],
      ),
    ],
  ),
  training(
    'topic-ai-translation',
    'topicDiscuss',
    ['话题讨论：机器翻译能取代外贸业务员吗', 'Topic discussion: can machine translation replace trade clerks?'],
    ['阅读材料，参与讨论。', 'Read the material and join the discussion.'],
    [
      text(
        'Many small exporters now answer enquiries with machine translation. It is fast and free, but a buyer in Germany recently cancelled an order after a translated email promised "delivery in 30 working days" instead of "30 days".',
        '许多小型出口企业现在用机器翻译回复询盘，既快又免费。但德国一位买家最近取消了订单，因为翻译出的邮件把“30 天交货”写成了“30 个工作日交货”。',
      ),
    ],
    [
      qa(
        'Name one task where machine translation helps a trade clerk and one where it is risky.',
        'It helps to understand a long enquiry quickly; it is risky for prices, dates and contract terms, which must be checked word by word.',
        ['理解大意 vs. 合同关键条款。', 'Getting the gist versus exact contract terms.'],
      ),
      writing(
        'Post your view (at least 100 words): how should a company use machine translation in its business emails?',
        100,
        'Use it as a first draft and for reading, never as the final text for numbers, dates or commitments; keep a glossary of product and payment terms; have a trained clerk check every outgoing email; and learn enough English to notice when a translation sounds wrong.',
        ['评分要点：观点明确、有例证、建议可行。', 'Marked on: a clear view, examples, workable advice.'],
      ),
    ],
  ),
  training(
    'topic-green-packaging',
    'topicDiscuss',
    ['话题讨论：环保包装值得多花钱吗', 'Topic discussion: is green packaging worth the cost?'],
    ['阅读客户要求，讨论环保包装的利弊。', 'Read a customer’s request and discuss green packaging.'],
    [
      text(
        'A French customer asks you to replace plastic foam with recycled paper packaging from next season. The new packaging costs 8% more and the cartons are 10% larger, so fewer fit in a container.',
        '一位法国客户要求你从下一季起用再生纸包装取代泡沫塑料。新包装贵 8%，纸箱大 10%，一个集装箱能装的箱数减少。',
      ),
    ],
    [
      trueFalse('Larger cartons can raise the freight cost per unit.', true, [
        '每个集装箱装得少，单件运费上升。',
        'Fewer cartons per container means more freight per unit.',
      ]),
      writing(
        'Write your post (at least 100 words): accept the request, refuse it, or propose something else? Give reasons.',
        100,
        'Accept, but share the cost: explain the 8% packaging increase and the higher freight per unit, propose a 3% price rise, and redesign the carton with the customer to limit the extra volume. Green packaging also helps the customer meet French packaging rules and sell to eco-minded shoppers.',
        ['评分要点：立场、成本分析、沟通方案。', 'Marked on: position, cost reasoning, how to talk to the customer.'],
      ),
    ],
  ),
];
