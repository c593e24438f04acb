/**
 * The negotiation contests' business cases (issue 20 item 5): English material with Chinese
 * notes. Each side has its own brief (a team sees only its side's), and the machine's lines for
 * the simulation round, spoken by the opposite side in a synthesised voice. The machine follows
 * the case's branches: after the first line, each line has variants answering what the team just
 * said (its cues), and the line's own text when no cue was heard (resolveMachineLines).
 */

import { CASE_BRANCHES } from './negotiation-branches';

export type NegotiationSideKey = 'seller' | 'buyer';

export interface NegotiationBranch {
  /** Words or figures in the team's last reply that lead here (any one, case-insensitive). */
  cues: readonly string[];
  text: string;
  note: string;
}

export interface NegotiationLine {
  text: string;
  /** A Chinese note on the line: what it asks for and how to answer. */
  note: string;
  /** The line's variants, by what the team answered to the line before (first match wins). */
  branches?: readonly NegotiationBranch[];
}

export interface NegotiationSideBrief {
  /** Who the team plays. */
  role: string;
  brief: string;
  note: string;
  /** The synthesis voice (VOICE_PRESETS) the machine speaks with when it plays this side. */
  voice: string;
  /**
   * The simulation for a team of this side: the lines the machine speaks to it, playing the other
   * side (in the other side's voice), each with a note for this team.
   */
  machineLines: NegotiationLine[];
}

export interface NegotiationCase {
  key: string;
  title: { cn: string; en: string };
  summary: { cn: string; en: string };
  background: string;
  note: string;
  sides: Record<NegotiationSideKey, NegotiationSideBrief>;
}

const ledPanels: NegotiationCase = {
  key: 'led-panel-price',
  title: { cn: 'LED面板灯订单价格谈判', en: 'Price negotiation: an order of LED panel lights' },
  summary: {
    cn: '深圳供应商与德国进口商就5,000套LED面板灯的单价、付款方式和交货期进行谈判。',
    en: 'A Shenzhen supplier and a German importer negotiate the unit price, payment terms and delivery of 5,000 LED panel lights.',
  },
  background:
    'Hoffmann Lichttechnik GmbH, a lighting wholesaler in Düsseldorf, wants to order 5,000 LED panel lights (600 × 600 mm, 40 W, 4000 K, CE and RoHS certified) from Brightway Optoelectronics Co., Ltd. in Shenzhen for an office refurbishment project. Brightway quoted USD 18.50 per piece FOB Shenzhen, 30% deposit by T/T and 70% against a copy of the bill of lading, delivery 45 days after the deposit. Hoffmann has a competing offer from another supplier and must confirm its project budget by Friday.',
  note: '背景：德国杜塞尔多夫的灯具批发商 Hoffmann 计划向深圳 Brightway 订购5,000套LED面板灯。报价为FOB深圳每套18.50美元，30%电汇定金，70%凭提单副本付款，定金后45天交货。买方手中有竞争报价，周五前须确定预算。',
  sides: {
    seller: {
      role: 'Export sales manager, Brightway Optoelectronics (Shenzhen)',
      brief:
        'Your quoted price is USD 18.50 FOB Shenzhen. Your cost, including a reasonable margin, allows you to go down to USD 16.90 for 5,000 pieces, or USD 16.40 if the order reaches 8,000 pieces. You can offer a 5-year warranty instead of 3 years at almost no cost. Keep the 30% deposit: your cash flow depends on it. You can shorten delivery to 35 days only if the deposit arrives this week. Aim to close the deal today without giving a price cut for nothing in return.',
      note: '卖方底线：5,000套最低16.90美元；若订单增至8,000套可降至16.40美元。可把质保从3年延长到5年（成本很低）。30%定金必须保留。只有本周收到定金才能把交期缩短到35天。原则：每一次让步都要换取对方的条件。',
      voice: 'luca',
      machineLines: [
        {
          text: 'Good morning. Thank you for coming back to us so quickly. Before we talk about price, I would like to understand your project better. How many panels do you need in the first shipment, and when must they arrive in Düsseldorf?',
          note: '开场：买方先了解需求。请说明你方报价的价值（认证、质量、交期），不要急于降价。',
        },
        {
          text: 'Frankly, USD 18.50 is well above our budget. Another supplier has offered us a similar panel at USD 15.80. If you cannot come closer to that figure, I am afraid we will have to go with them.',
          note: '压价：买方以竞争报价施压。可追问对方报价的规格与认证，用质量和服务说明差价，并提出有条件的让步。',
        },
        {
          text: 'I see. And what about payment? A 30% deposit is difficult for us. We would prefer to pay the full amount by L/C at sight.',
          note: '付款方式：买方希望改用即期信用证。请说明定金的必要性，或提出折中方案。',
        },
        {
          text: 'All right. If we can agree on the price and the deposit, can you guarantee delivery within 35 days? Our installation team starts on the first of next month.',
          note: '交期：买方要求35天交货。可把缩短交期与本周付定金挂钩。',
        },
        {
          text: 'Let me summarise what we have agreed so far, and then you can confirm the final terms in writing.',
          note: '收尾：请复述并确认全部成交条件（数量、单价、付款、交期、质保），并说明下一步（形式发票、合同）。',
        },
      ],
    },
    buyer: {
      role: 'Purchasing manager, Hoffmann Lichttechnik GmbH (Düsseldorf)',
      brief:
        'Your project budget allows USD 16.50 per panel; you would accept up to USD 17.00 only with a longer warranty. The competing offer of USD 15.80 is real, but that supplier has no CE test report from an accredited laboratory, which your customer requires. You could raise the order to 8,000 pieces if the second phase of the project is confirmed (likely, but not yet signed). Your finance department prefers an L/C at sight but can accept a 20% deposit. You need delivery within 35 days.',
      note: '买方底线：预算每套16.50美元，若质保延长最多可接受17.00美元。竞争对手报价15.80美元属实，但其没有权威实验室的CE检测报告。如二期项目确认，可把订单增至8,000套（可能性大但未签）。财务倾向即期信用证，可接受20%定金。必须35天内交货。',
      voice: 'eric',
      machineLines: [
        {
          text: 'Good morning, and thank you for your enquiry. Our LED panels are CE and RoHS certified, tested by TÜV, and we have supplied more than two hundred thousand pieces to European customers. How can I help you today?',
          note: '开场：卖方介绍产品与资质。请说明你方需求（数量、用途、到货时间），先不要透露预算。',
        },
        {
          text: 'Our price of USD 18.50 FOB Shenzhen already reflects our best quality. What price did you have in mind?',
          note: '报价：卖方请你出价。可提到竞争报价，并提出有依据的目标价。',
        },
        {
          text: 'USD 15.80 is below our cost, I am afraid. However, if you could increase the quantity, we might have some room. What volume could you commit to?',
          note: '条件让步：卖方把降价与数量挂钩。可以有条件地谈到二期订单，不要做无法兑现的承诺。',
        },
        {
          text: 'On payment, we really need a 30% deposit by T/T. It covers the raw materials we buy for your order.',
          note: '付款：卖方坚持30%定金。可提出20%定金或以较快付款换取更短交期。',
        },
        {
          text: 'Then I think we are close. Shall I send you a proforma invoice with the terms we have just discussed?',
          note: '收尾：确认全部条款（数量、单价、付款、交期、质保）后再同意开具形式发票。',
        },
      ],
    },
  },
};

const deliveryClaim: NegotiationCase = {
  key: 'delivery-delay-claim',
  title: { cn: '延迟交货索赔谈判', en: 'Claim negotiation: a late delivery of garden furniture' },
  summary: {
    cn: '英国零售商因宁波家具厂晚交货三周错过春季促销，就赔偿方式与金额进行谈判。',
    en: 'A UK retailer claims compensation after a Ningbo factory delivered garden furniture three weeks late and the spring promotion was missed.',
  },
  background:
    'Greenleaf Home Ltd., a garden and home retailer in Manchester, ordered 1,200 sets of rattan garden furniture (contract value USD 216,000, CIF Felixstowe) from Ningbo Sunrise Furniture Co., Ltd. The contract set shipment by 15 February; the goods were shipped on 8 March, so they missed the start of Greenleaf’s spring promotion. Ningbo Sunrise says a supplier of aluminium frames failed and the port of Ningbo was congested after the Spring Festival. The contract has no penalty clause for late delivery, but both sides want to keep a business relationship worth about USD 900,000 a year.',
  note: '背景：曼彻斯特零售商 Greenleaf 向宁波 Sunrise 订购1,200套藤编户外家具（合同金额21.6万美元，CIF费利克斯托）。合同约定2月15日前装运，实际3月8日才装运，错过了买方春季促销。卖方称铝框供应商出问题、春节后宁波港拥堵。合同没有迟交罚则，但双方每年约90万美元的合作都希望保住。',
  sides: {
    seller: {
      role: 'Sales director, Ningbo Sunrise Furniture Co., Ltd.',
      brief:
        'You accept that the delay was mainly your responsibility: the frame supplier was your choice, and the port congestion added only about five days. You can offer up to 5% of the contract value as compensation, preferably as a credit note on the next order rather than cash. You can also offer free replacement cushions for 60 sets that arrived with water stains, and priority production for the autumn order. Do not accept any figure above 6%, and do not let the buyer cancel part of the order.',
      note: '卖方立场：承认延误主要是己方责任（港口拥堵只影响约5天）。最多可赔偿合同金额的5%，最好以下单抵扣（贷记单）而非现金支付。可免费更换60套受潮坐垫，并优先安排秋季订单生产。不接受高于6%的赔偿，也不能同意买方部分退单。',
      voice: 'luca',
      machineLines: [
        {
          text: 'Thank you for meeting us. I have to be direct: the delay cost us our whole spring promotion. We had advertised your furniture in two hundred stores, and for three weeks the shelves were empty.',
          note: '开场：买方陈述损失。先表示理解和歉意，说明延误原因，但不要过早承认全部赔偿责任。',
        },
        {
          text: 'We have calculated our loss of profit at about USD 26,000, which is roughly 12% of the contract value. We expect you to compensate us for that amount.',
          note: '索赔：买方要求12%的赔偿。请要求对方提供计算依据，并说明合同中没有迟交罚则。',
        },
        {
          text: 'A credit note is not enough. We are not sure yet how much we will order in autumn. We would need at least part of it in cash.',
          note: '方式：买方不满意贷记单。可提出分期抵扣或组合方案（部分抵扣加免费更换）。',
        },
        {
          text: 'And there is another problem: sixty sets arrived with water-stained cushions. What do you propose to do about that?',
          note: '质量问题：提出免费更换受潮坐垫，并说明更换时间。',
        },
        {
          text: 'If we accept your proposal, we need it confirmed in writing, and we need your guarantee that the autumn order will ship on time.',
          note: '收尾：确认赔偿比例与方式、坐垫更换、秋季订单的交期保证，并提出书面确认。',
        },
      ],
    },
    buyer: {
      role: 'Head of buying, Greenleaf Home Ltd. (Manchester)',
      brief:
        'Your estimated loss of profit is USD 26,000 (about 12% of the contract value), but you know that the contract has no penalty clause and that a court case would cost more than it brings. Your real target is at least 6%, ideally with part of it in cash before your financial year ends on 31 March. Sixty sets arrived with water-stained cushions; you want them replaced at the seller’s cost within four weeks. You want to keep Ningbo Sunrise as a supplier, but only with a firm delivery date and a late-delivery clause in the autumn contract.',
      note: '买方立场：估算利润损失约2.6万美元（合同金额约12%），但合同没有迟交罚则，诉讼得不偿失。实际目标是至少6%，最好部分以现金在3月31日财年结束前支付。60套坐垫受潮，要求卖方承担费用在4周内更换。愿意继续合作，但秋季合同必须有明确交期和迟交条款。',
      voice: 'eric',
      machineLines: [
        {
          text: 'Thank you for agreeing to meet. First of all, I want to apologise for the late shipment. We know how important the spring season is for you.',
          note: '开场：卖方先道歉。请具体说明延误造成的影响（促销、门店、客户），为索赔做铺垫。',
        },
        {
          text: 'The delay was partly caused by the congestion at Ningbo port after the Spring Festival, which was beyond our control. And as you know, our contract has no penalty clause for late delivery.',
          note: '推责：卖方提到不可抗力和合同条款。可指出港口拥堵只影响数天，主要原因在卖方的供应商。',
        },
        {
          text: 'Having said that, we value our partnership. We could offer a credit of 3% of the contract value on your next order.',
          note: '首次报价：卖方提出3%的下单抵扣。请说明你方损失与计算依据，并提出有依据的还价。',
        },
        {
          text: 'About the cushions: we could send replacement covers with the autumn shipment. Would that be acceptable?',
          note: '质量问题：卖方提出随秋季货物补发。可要求4周内更换并由卖方承担费用。',
        },
        {
          text: 'I think we have found a fair solution. Can we put the terms in a short agreement and sign it this week?',
          note: '收尾：确认赔偿比例与支付方式、更换期限、秋季合同的迟交条款，然后同意签署。',
        },
      ],
    },
  },
};

export const NEGOTIATION_CASES: readonly NegotiationCase[] = [withBranches(ledPanels), withBranches(deliveryClaim)];

export const negotiationCase = (key: string): NegotiationCase | undefined =>
  NEGOTIATION_CASES.find((c) => c.key === key);

/** A case with its branches (negotiation-branches.ts) set on the lines they vary. */
function withBranches(c: NegotiationCase): NegotiationCase {
  const branches = CASE_BRANCHES[c.key] ?? {};
  const side = (key: NegotiationSideKey): NegotiationSideBrief => ({
    ...c.sides[key],
    machineLines: c.sides[key].machineLines.map((line, i) => {
      const variants = branches[key]?.[i];
      return variants ? { ...line, branches: variants } : line;
    }),
  });
  return { ...c, sides: { seller: side('seller'), buyer: side('buyer') } };
}

const heard = (reply: string, cues: readonly string[]) => {
  const said = reply.toLowerCase();
  return cues.some((cue) => said.includes(cue.toLowerCase()));
};

/**
 * The machine's lines a team has reached, given its replies so far in order: line 0 as written,
 * line n answering reply n-1 (its first branch whose cue the reply holds, else the line's own text).
 * One more line than replies, up to the side's last; the same replies always give the same lines.
 */
export function resolveMachineLines(side: NegotiationSideBrief, replies: readonly string[]): NegotiationLine[] {
  return side.machineLines.slice(0, replies.length + 1).map((line, n) => {
    const previous = n > 0 ? replies[n - 1] : undefined;
    const branch = previous === undefined ? undefined : line.branches?.find((b) => heard(previous, b.cues));
    return branch ? { text: branch.text, note: branch.note } : { text: line.text, note: line.note };
  });
}
