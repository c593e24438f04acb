/**
 * Business documents for teachers in the platform's resource pool (issue 18): written here in
 * English with Chinese titles and descriptions, made into .docx, .pptx and .pdf files by
 * LibreOffice (scripts/make-pool-documents.ts writes assets/pool). `text` is what the pool searches.
 */

export interface PoolDocument {
  /** The file under packages/content/assets/pool. */
  file: string;
  title: { cn: string; en: string };
  description: { cn: string; en: string };
  courseKey: string;
  knowledgePoints: readonly string[];
  level: 1 | 2 | 3;
  tags: readonly string[];
  /** Headings (lines starting "# ") and paragraphs; one slide per heading in a presentation. */
  text: string;
}

export const POOL_DOCUMENTS: readonly PoolDocument[] = [
  {
    file: 'sales-contract-template.docx',
    title: { cn: '销售合同模板', en: 'Sales Contract Template' },
    description: {
      cn: '一份完整的英文出口销售合同模板，含品名规格、数量、价格条款、包装、装运、支付、保险、检验、索赔与不可抗力条款，适合外贸合同教学。',
      en: 'A complete export sales contract in English: commodity, quantity, price terms, packing, shipment, payment, insurance, inspection, claims and force majeure.',
    },
    courseKey: 'international-trade-practice',
    knowledgePoints: ['international-trade:5'],
    level: 2,
    tags: ['contract', '合同'],
    text: `# Sales Contract
Contract No.: SC-2026-0418. Date: 18 April 2026. Place of signing: Ningbo, China.
The Sellers: Ningbo Sunrise Textiles Co., Ltd., 88 Zhongshan Road, Ningbo, China.
The Buyers: Harbour Home Ltd., 12 Dock Street, Liverpool, United Kingdom.
The Sellers agree to sell and the Buyers agree to buy the undermentioned goods on the terms and conditions stated below.
# 1. Commodity and Specifications
100% cotton bath towels, 70 x 140 cm, 500 g/m², colours white, grey and navy in equal shares, as per the Buyers' approved sample No. HT-22.
# 2. Quantity and Unit Price
5,000 pieces at USD 4.80 per piece CIF Liverpool (Incoterms 2020). Total value: USD 24,000.00 (say US dollars twenty-four thousand only). A quantity of 3% more or less is allowed at the Sellers' option at the contract price.
# 3. Packing
Each towel in a polybag, ten pieces to an inner carton, fifty pieces to an export carton, shipping marks as instructed by the Buyers.
# 4. Time of Shipment
Not later than 10 May 2026 from Ningbo to Liverpool. Partial shipments and transhipment are allowed.
# 5. Terms of Payment
By an irrevocable letter of credit at sight, opened through a first-class bank acceptable to the Sellers, to reach the Sellers 30 days before the time of shipment and to remain valid for negotiation in China until the 15th day after shipment.
# 6. Insurance
To be covered by the Sellers for 110% of the invoice value against All Risks and War Risk as per the Institute Cargo Clauses.
# 7. Inspection
The certificate of quality and quantity issued by the China Certification and Inspection Group shall be part of the documents for payment. The Buyers may re-inspect the goods within 30 days after arrival.
# 8. Claims
Any claim on quality shall be lodged within 30 days after the arrival of the goods at the port of destination, supported by a survey report of a recognised surveyor.
# 9. Force Majeure
The Sellers shall not be held responsible for late delivery or non-delivery caused by force majeure, but shall notify the Buyers at once and send a certificate of the event within 14 days.
# 10. Arbitration
Disputes shall be settled by friendly negotiation; failing that, by the China International Economic and Trade Arbitration Commission under its rules. The award is final and binding on both parties.
Signed for the Sellers: Anna Li, Sales Manager. Signed for the Buyers: Mark Evans, Purchasing Director.`,
  },
  {
    file: 'meeting-agenda.docx',
    title: { cn: '部门会议议程范本', en: 'Meeting Agenda Template' },
    description: {
      cn: '英文部门例会议程范本：会议信息、议程事项及负责人和时长、会前准备与会议纪要要点，可用于职场会议英语教学。',
      en: 'An agenda for a department meeting: details, items with owners and times, preparation and the points of the minutes.',
    },
    courseKey: 'workplace-skills',
    knowledgePoints: ['workplace:2', 'workplace:3'],
    level: 1,
    tags: ['meeting', '会议'],
    text: `# Agenda: Export Sales Team Monthly Meeting
Date: Tuesday 5 May 2026. Time: 09:30 to 10:30. Place: Meeting Room 3 and online. Chair: Lisa Zhou, Export Sales Manager. Minutes: David Chen.
# Items
1. Welcome and apologies for absence (Lisa Zhou, 5 minutes).
2. Minutes of the April meeting and action points (David Chen, 5 minutes).
3. April sales figures by market: United Kingdom, Germany and the Middle East (Tom Wu, 15 minutes).
4. The Canton Fair: booth, samples and the follow-up of new enquiries (Emma Liu, 15 minutes).
5. Late shipment to Harbour Home: causes and what we tell the customer (Lisa Zhou, 10 minutes).
6. Any other business (all, 5 minutes). 7. Date of the next meeting.
# Before the Meeting
Read the April sales report sent on 30 April. Bring the list of enquiries from the fair with their status. Send any other business to the chair by Monday noon.
# The Minutes Will Record
The decisions taken, each action point with its owner and deadline, and the figures agreed. They go to everyone within two working days.`,
  },
  {
    file: 'letter-of-credit-checklist.pdf',
    title: { cn: '信用证审核清单', en: 'Letter of Credit Checklist' },
    description: {
      cn: '出口商收到信用证后逐项审核的英文清单：开证行、金额、有效期、装运期、单据要求与常见不符点，帮助学生避免拒付。',
      en: 'What an exporter checks on receiving a letter of credit: the banks, amount, dates, documents and the usual discrepancies.',
    },
    courseKey: 'foreign-trade-documents',
    knowledgePoints: ['trade-documents:3'],
    level: 2,
    tags: ['L/C', '信用证'],
    text: `# Letter of Credit Checklist for Exporters
Check the credit the day it arrives, against the sales contract. Ask for an amendment at once for anything you cannot meet: a discrepancy found after shipment costs money.
# The Credit Itself
Is it irrevocable and subject to UCP 600? Is the issuing bank sound, and is a confirmation needed? Are the names and addresses of the applicant and the beneficiary exactly as in the contract?
# Amount and Goods
Does the amount in figures and in words agree with the contract, in the right currency? Does it allow the tolerance in quantity the contract allows? Do the description of goods, the unit price and the trade term match the contract?
# Dates and Places
Is the latest date of shipment one you can meet? Is the expiry date at least 15 days after it, and is the place of expiry in your country? Is the period for presentation long enough to prepare the documents?
# Shipment
Are the port of loading and the port of discharge right? Are partial shipments and transhipment allowed as agreed?
# Documents Required
Commercial invoice, packing list, full set of clean on board bills of lading, insurance policy for 110% of the invoice value, certificate of origin, inspection certificate. Can you obtain each one, issued by the party named, in the number of originals and copies asked?
# The Usual Discrepancies
Late shipment or late presentation; invoice amount over the credit; a description on the invoice that differs from the credit; a claused bill of lading; insurance dated after shipment; documents that contradict one another.`,
  },
  {
    file: 'negotiation-planning-sheet.pptx',
    title: { cn: '谈判计划表', en: 'Negotiation Planning Sheet' },
    description: {
      cn: '谈判前准备工具：目标与底线、BATNA、双方利益、让步计划、议程与团队分工，逐页引导学生制定谈判方案。',
      en: 'A planning tool for before the talks: goals and limits, BATNA, interests, concessions, agenda and team roles, one step per slide.',
    },
    courseKey: 'business-negotiation',
    knowledgePoints: ['negotiation:4', 'negotiation:2'],
    level: 2,
    tags: ['negotiation', '谈判'],
    text: `# Negotiation Planning Sheet
Fill in one sheet for every negotiation, with your team, before you meet the other side.
# 1. Goals and Limits
What is our ideal outcome on price, volume, delivery and payment? What is the least we can accept (our walk-away point)? Which issues matter most to us?
# 2. Our BATNA
What will we do if there is no agreement: another buyer, another supplier, a later deal? How strong is it, and how can we make it stronger before the talks?
# 3. The Other Side
Who will negotiate and who decides? What are their interests behind their positions? What is their BATNA likely to be? What do we know of their culture and style?
# 4. Concessions
What can we give that costs us little but is worth a lot to them? In what order, and what do we ask in return for each? Never give a concession without getting one.
# 5. Agenda and Roles
The order of the issues we propose. Who leads, who takes notes, who watches the other side. When we will call a break.
# 6. Opening
Our opening statement in two sentences, and our first offer with the reasons for it.`,
  },
];
