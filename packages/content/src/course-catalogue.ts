/**
 * The platform's course catalogue (part 1 §1), shown on the home lesson list. The courses issue
 * gives each course its chapters and steps; here each has its name, audience and summary.
 */
import type { TKnowledgeGraphKey } from '@lingua/contracts';

export interface CatalogueCourse {
  key: string;
  /**
   * The course's own knowledge graph (part 1 §3): its 4_118 button opens /sjjx/knowledge_graph/pro
   * on it (knowledgeType 2). A course without one opens the practice graphs (knowledgeType 1).
   */
  knowledgeGraph: TKnowledgeGraphKey | null;
  /** The language the course teaches: the assistant offers only synthesis voices of it (part 1 §4). */
  language: 'en' | 'jp';
  name: { cn: string; en: string };
  audience: { cn: string; en: string };
  summary: { cn: string; en: string };
  units: number;
}

export const COURSE_CATALOGUE: readonly CatalogueCourse[] = [
  {
    key: 'business-negotiation',
    language: 'en',
    knowledgeGraph: 'negotiation',
    name: { cn: '商务谈判', en: 'Business Negotiation' },
    audience: { cn: '商务英语、国际贸易专业学生', en: 'Business English and international trade majors' },
    summary: {
      cn: '从谈判前的背景调研、组织准备与方案制定，到开局、报价还价、打破僵局和促成交易，在真实的进出口谈判情境中练习英语谈判表达与策略。',
      en: 'From background research, team preparation and planning to the opening, bargaining, breaking deadlocks and closing, practise the language and tactics of negotiation in realistic import-export cases.',
    },
    units: 11,
  },
  {
    key: 'cross-cultural-communication',
    language: 'en',
    knowledgeGraph: 'cross-cultural',
    name: { cn: '跨文化商务交际', en: 'Cross-Cultural Business Communication' },
    audience: {
      cn: '需要与海外客户合作的学生与职场新人',
      en: 'Students and new hires who will work with overseas partners',
    },
    summary: {
      cn: '理解文化差异，了解各国商务文化，掌握跨文化管理、品牌营销、广告、谈判、沟通、礼仪与招聘面试中的交际策略。',
      en: 'Understand cultural differences and national business cultures, and learn communication strategies for cross-cultural management, branding, advertising, negotiation, etiquette and interviews.',
    },
    units: 10,
  },
  {
    key: 'foreign-trade-correspondence',
    language: 'en',
    knowledgeGraph: 'correspondence',
    name: { cn: '外贸函电', en: 'Foreign Trade Correspondence' },
    audience: { cn: '外贸业务员岗位方向的学生', en: 'Students preparing for foreign-trade sales roles' },
    summary: {
      cn: '建立业务关系、询盘、报盘、还盘、订单、付款、包装、装运、保险与索赔：逐一写出规范得体的英文商务信函与邮件。',
      en: 'Establishing relations, enquiries, offers, counter-offers, orders, payment, packing, shipment, insurance and claims: write clear, correct business letters and emails for each.',
    },
    units: 12,
  },
  {
    key: 'foreign-trade-documents',
    language: 'en',
    knowledgeGraph: 'trade-documents',
    name: { cn: '外贸单证', en: 'Foreign Trade Documents' },
    audience: { cn: '单证员、跟单员岗位方向的学生', en: 'Students preparing for documentation and merchandiser roles' },
    summary: {
      cn: '商业发票、装箱单、信用证、汇票、提单、保险单、原产地证、报检与报关单据：读懂条款并正确缮制每一份单证。',
      en: 'Commercial invoices, packing lists, letters of credit, bills of exchange, bills of lading, insurance policies, certificates of origin, inspection and customs forms: read the terms and fill in each document correctly.',
    },
    units: 10,
  },
  {
    key: 'international-trade-practice',
    language: 'en',
    knowledgeGraph: 'international-trade',
    name: { cn: '国际贸易实务', en: 'International Trade Practice' },
    audience: { cn: '国际贸易、跨境电商专业学生', en: 'International trade and cross-border e-commerce majors' },
    summary: {
      cn: '沿着一笔出口业务的九个阶段：交易准备、建立客户关系、交易磋商、签订合同、支付、备货出运、报关报检和售后服务。',
      en: 'Follow one export deal through nine stages: preparation, building customer relations, negotiation, contract, payment, goods and shipping, customs and inspection, and after-sales service.',
    },
    units: 9,
  },
  {
    key: 'business-etiquette',
    language: 'en',
    knowledgeGraph: null,
    name: { cn: '商务礼仪', en: 'Business Etiquette' },
    audience: { cn: '所有面向涉外岗位的学生', en: 'All students heading for international-facing roles' },
    summary: {
      cn: '见面与介绍、名片、电话与邮件、会议、宴请、馈赠与着装：在中外商务场合中得体地表达与行事。',
      en: 'Greetings and introductions, business cards, calls and emails, meetings, dining, gifts and dress: speak and act appropriately in Chinese and international business settings.',
    },
    units: 8,
  },
  {
    key: 'advanced-business-english',
    language: 'en',
    knowledgeGraph: 'textbook',
    name: { cn: '高级商务英语', en: 'Advanced Business English' },
    audience: { cn: '备考 BEC 高级的学生', en: 'Students preparing for BEC Higher' },
    summary: {
      cn: '12 个单元覆盖公司战略、市场营销、财务、人力资源、物流与可持续发展，每单元配 BEC 听说读写测试。',
      en: 'Twelve units on strategy, marketing, finance, human resources, logistics and sustainability, each with a BEC-style reading, writing, listening and speaking test.',
    },
    units: 12,
  },
  {
    key: 'workplace-skills',
    language: 'en',
    knowledgeGraph: 'workplace',
    name: { cn: '职场技能', en: 'Workplace Skills' },
    audience: { cn: '即将进入职场的学生', en: 'Students about to start work' },
    summary: {
      cn: '个人职场、商务办公、商务沟通、商务谈判、跨文化交际与社交礼仪六大模块，在模拟职场场景中完成任务。',
      en: 'Six modules (personal workplace, business office, communication, negotiation, cross-cultural communication and social etiquette) practised as tasks in simulated workplace scenes.',
    },
    units: 6,
  },
];

export function catalogueCourse(key: string): CatalogueCourse | undefined {
  return COURSE_CATALOGUE.find((course) => course.key === key);
}
