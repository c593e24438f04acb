/**
 * The simulation's branches (issue 20 item 5): for each case and each team's side, the variants
 * of the machine's lines 1-4, chosen by what the team said in its reply to the line before (the
 * cues, case-insensitive; the first match wins, else the line as written in negotiation-cases.ts).
 * The machine plays the other side; the Chinese note tells the team what the line asks of them.
 */
import type { NegotiationBranch, NegotiationSideKey } from './negotiation-cases';

type SideBranches = Partial<Record<number, readonly NegotiationBranch[]>>;

export const CASE_BRANCHES: Record<string, Partial<Record<NegotiationSideKey, SideBranches>>> = {
  'led-panel-price': {
    // A seller team: the machine is Hoffmann's purchasing manager.
    seller: {
      1: [
        {
          cues: ['warranty', 'guarantee'],
          text: 'A five-year warranty is interesting, but it does not change the budget I have to present on Friday. Another supplier has offered us a similar panel at USD 15.80. What can you do on the price itself?',
          note: '买方认可延长质保，但仍压价。可把更长的质保作为少降价或不降价的理由。',
        },
        {
          cues: ['8,000', '8000', 'second phase', 'larger order', 'more panels'],
          text: 'You mention a larger order. The second phase is likely, but it is not signed yet, so today I can only commit to 5,000 pieces. At that volume, USD 18.50 is still well above the USD 15.80 we have been offered elsewhere.',
          note: '你提到了大订单，买方表示二期尚未签约。可提出阶梯价：5,000套一个价格，追加到8,000套再降价。',
        },
      ],
      2: [
        {
          cues: ['17.', '16.9', 'discount', 'reduce', 'lower'],
          text: 'That is a step in the right direction. If we meet somewhere near your new figure, we would still need better payment terms: a 30% deposit is difficult for us. Could we pay by L/C at sight instead?',
          note: '你已让价，买方转而要求改善付款条件。坚持“让步换让步”：如保留定金，可用交期或质保交换。',
        },
        {
          cues: ['tüv', 'ce report', 'certif', 'test report', 'quality'],
          text: 'Yes, I admit the CE test report matters to our customer. So let us leave the price for a moment. On payment, a 30% deposit is difficult for us. We would prefer an L/C at sight.',
          note: '买方承认认证的价值。趁势守住价格，再谈付款方式。',
        },
      ],
      3: [
        {
          cues: ['20%', 'twenty per cent', 'twenty percent'],
          text: 'A 20% deposit we could accept. In that case, can you guarantee delivery within 35 days? Our installation team starts on the first of next month.',
          note: '买方接受20%定金，并要求35天交货。按你方底线，只有本周收到定金才能缩短交期。',
        },
        {
          cues: ['l/c', 'letter of credit'],
          text: 'If we open the L/C this week, can you guarantee delivery within 35 days? Our installation team starts on the first of next month.',
          note: '买方以本周开证换取35天交货。请确认开证时间与交期的对应关系。',
        },
      ],
      4: [
        {
          cues: ['cannot', "can't", 'not possible', 'impossible', '45 days'],
          text: 'Forty-five days is too late for our installation team. If you really cannot ship earlier, we will need a penalty clause for late delivery. Let us write down what we have agreed and where we still differ.',
          note: '你拒绝缩短交期，买方要求迟交罚则。可提出以本周付定金为条件的35天交期，或有上限的罚则，再逐项确认条款。',
        },
      ],
    },
    // A buyer team: the machine is Brightway's export sales manager.
    buyer: {
      1: [
        {
          cues: ['15.80', '15.8', 'competitor', 'another supplier', 'other supplier', 'competing'],
          text: 'I understand you have other offers. But does that supplier give you a CE test report from an accredited laboratory? Our TÜV report is ready to send today. Now, what price would you need from us?',
          note: '卖方质疑竞争对手的资质。可承认认证的重要性，但仍给出有依据的目标价。',
        },
        {
          cues: ['5,000', '5000', 'installation', 'first of next month'],
          text: 'Thank you, that is clear: 5,000 panels for an office refurbishment, needed in Düsseldorf early next month. Our price of USD 18.50 FOB Shenzhen already reflects our best quality. What price did you have in mind?',
          note: '卖方确认了你方需求并请你出价。可提到竞争报价，并提出有依据的目标价。',
        },
      ],
      2: [
        {
          cues: ['16.5', '17.', '17,'],
          text: 'USD 16.50 is very tight for a panel with a TÜV report. I could move to USD 17.60 for 5,000 pieces, and further if the quantity grows. What volume could you commit to?',
          note: '卖方第一次让价，并把进一步降价与数量挂钩。可以二期订单为条件争取更低的价格。',
        },
      ],
      3: [
        {
          cues: ['8,000', '8000', 'second phase', 'phase two'],
          text: 'If the second phase brings the order to 8,000 pieces, we can go down to USD 16.40 for the whole quantity. But we really need a 30% deposit by T/T to buy the raw materials.',
          note: '卖方给出8,000套的价格，同时坚持定金。可提出20%定金，并把二期确认作为该价格的条件。',
        },
        {
          cues: ['warranty', 'guarantee'],
          text: 'A longer warranty we can discuss: five years instead of three is possible. On payment, though, we really need a 30% deposit by T/T. It covers the raw materials we buy for your order.',
          note: '卖方同意讨论延长质保，但坚持30%定金。可提出20%定金，或以较快付款换取更短交期。',
        },
      ],
      4: [
        {
          cues: ['20%', 'twenty per cent', 'twenty percent'],
          text: 'A 20% deposit is below what we normally accept, but if it reaches us this week we can live with it, and we could then ship within 35 days. Shall I send you a proforma invoice on those terms?',
          note: '卖方接受20%定金，并以本周付款换35天交期。请逐项确认条款（数量、单价、付款、交期、质保）后再同意。',
        },
        {
          cues: ['l/c', 'letter of credit'],
          text: 'An L/C at sight adds bank charges and time on our side. If you insist on it, we would have to keep the price at USD 17.60 and ship in 45 days. Which matters more to you: the price or the payment terms?',
          note: '卖方以维持价格和交期回应信用证。你需要在价格与付款方式之间做取舍，并说明理由。',
        },
      ],
    },
  },
  'delivery-delay-claim': {
    // A seller team: the machine is Greenleaf's head of buying.
    seller: {
      1: [
        {
          cues: ['sorry', 'apolog', 'regret'],
          text: 'Thank you for the apology; it matters to us. But an apology does not restock two hundred stores. We have calculated our loss of profit at about USD 26,000, roughly 12% of the contract value, and we expect you to compensate us for it.',
          note: '买方接受道歉但仍提出12%的索赔。请要求对方提供计算依据，并说明合同中没有迟交罚则。',
        },
        {
          cues: ['port', 'congestion', 'spring festival', 'frame', 'supplier'],
          text: 'Port congestion may explain a few days, not three weeks, and the frame supplier was your choice. We have calculated our loss of profit at about USD 26,000, roughly 12% of the contract value, and we expect compensation.',
          note: '买方反驳你的延误理由并索赔12%。可承认主要责任在己方，但要求对方说明损失的计算依据。',
        },
      ],
      2: [
        {
          cues: ['penalty', 'clause', 'contract'],
          text: 'You are right that the contract has no penalty clause. But we lost a season because of your delay, and we will remember that when we place the autumn order. What exactly are you offering, and in what form?',
          note: '买方承认合同无罚则，但暗示会影响后续订单。请给出具体的赔偿方案（比例与方式）。',
        },
        {
          cues: ['%', 'percent', 'per cent'],
          text: 'That figure is far from our loss. And a credit note alone is not enough: we do not know yet how much we will order in autumn. We need at least part of it in cash before our financial year ends on 31 March.',
          note: '买方嫌比例太低，并要求在3月31日前部分现金支付。可提出组合方案（部分现金加下单抵扣）。',
        },
      ],
      3: [
        {
          cues: ['cash', 'transfer', 'pay part'],
          text: 'Part in cash would help. Before we agree on the split, there is another problem: sixty sets arrived with water-stained cushions. What do you propose to do about that?',
          note: '买方接受部分现金，转而提出坐垫受潮问题。请提出免费更换并说明更换时间。',
        },
      ],
      4: [
        {
          cues: ['replace', 'new cushions', 'free of charge', 'at our cost'],
          text: 'Replacement cushions within four weeks would solve that. If we accept the rest of your proposal, we need it confirmed in writing, and a late-delivery clause in the autumn contract.',
          note: '买方接受更换坐垫，并要求书面确认和秋季合同的迟交条款。请确认全部条款并说明下一步。',
        },
      ],
    },
    // A buyer team: the machine is Ningbo Sunrise's sales director.
    buyer: {
      1: [
        {
          cues: ['26,000', '26000', '12%', 'loss'],
          text: 'USD 26,000 is a very large figure. Part of the delay was caused by the congestion at Ningbo port after the Spring Festival, which we could not control, and our contract has no penalty clause for late delivery.',
          note: '卖方质疑你的索赔金额，并提到不可抗力和合同条款。可指出港口拥堵只影响数天，主要原因在卖方的供应商。',
        },
      ],
      2: [
        {
          cues: ['five days', '5 days', 'your supplier', 'frame supplier', 'your responsibility', 'your choice'],
          text: 'I accept that the frame supplier was our choice and that the port cost only a few days. So we take our share of the responsibility: we could offer a credit of 4% of the contract value on your next order.',
          note: '卖方承认主要责任并提出4%的下单抵扣。请说明损失与计算依据，提出有依据的还价（如6%并部分现金）。',
        },
        {
          cues: ['court', 'legal', 'lawyer'],
          text: 'I hope we do not need lawyers between us: that would cost both sides more than this claim. We value the partnership, so we could offer a credit of 3% of the contract value on your next order.',
          note: '卖方不愿诉讼并提出3%的下单抵扣。可以合作关系为基础，提出有依据的还价。',
        },
      ],
      3: [
        {
          cues: ['cash', '31 march', 'financial year'],
          text: 'A cash payment is difficult for us, but we could pay part before 31 March if the rest is a credit on the autumn order. About the cushions: we could send replacement covers with the autumn shipment. Would that be acceptable?',
          note: '卖方同意部分现金，并提出随秋季货物补发坐垫。可要求4周内更换并由卖方承担费用。',
        },
      ],
      4: [
        {
          cues: ['four weeks', '4 weeks', 'at your cost', 'your expense'],
          text: 'Four weeks is tight, but we can send the cushions by air at our cost. Then I think we have a fair solution. Can we put the terms in a short agreement and sign it this week?',
          note: '卖方同意4周内空运更换坐垫。请确认赔偿比例与支付方式、秋季合同的迟交条款，然后同意签署。',
        },
        {
          cues: ['late-delivery clause', 'late delivery clause', 'penalty clause'],
          text: 'A late-delivery clause in the autumn contract is acceptable if it is reasonable: say 0.5% per week of delay, up to 5%. Can we put all the terms in a short agreement and sign it this week?',
          note: '卖方接受有上限的迟交条款。请确认罚则比例与上限，以及赔偿和坐垫更换的安排。',
        },
      ],
    },
  },
};
