/**
 * Which knowledge points each chapter of a course practises (issue 17, the data cockpit): for a
 * course with its own knowledge graph, chapter i of its outline → the ids of the level-1 graph
 * nodes (knowledge points) its trainings practise. Questions carry no knowledge-point tags, so a
 * point's strength is read from the trainings of the chapters mapped to it.
 *
 * Checked by reading both sides: negotiation, cross-cultural, international trade, the textbook and
 * workplace skills follow their graph's categories chapter by chapter; the correspondence and
 * trade-documents outlines order their chapters differently from their graphs, so they are mapped
 * by subject. An overview chapter (商务信函概述, 外贸单证概述) practises no single point: its entry
 * is empty and the cockpit leaves it out. A course without a graph (business etiquette) has no
 * entry: the cockpit shows its chapters as the units, labelled 按章节.
 */

/** Course key → for each chapter of its outline, in order, the level-1 node ids it practises. */
export const CHAPTER_KNOWLEDGE_POINTS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  // Chapter i is the graph's category i (level-1 node i + 1).
  'business-negotiation': [['1'], ['2'], ['3'], ['4'], ['5'], ['6'], ['7'], ['8'], ['9'], ['10'], ['11']],
  'cross-cultural-communication': [['1'], ['2'], ['3'], ['4'], ['5'], ['6'], ['7'], ['8'], ['9'], ['10']],
  'international-trade-practice': [['1'], ['2'], ['3'], ['4'], ['5'], ['6'], ['7'], ['8'], ['9']],
  'advanced-business-english': [['1'], ['2'], ['3'], ['4'], ['5'], ['6'], ['7'], ['8'], ['9'], ['10'], ['11'], ['12']],
  'workplace-skills': [['1'], ['2'], ['3'], ['4'], ['5'], ['6']],
  // By subject: 概述 | 建立业务关系 | 询盘 | 报盘 | 还盘 | 订单与确认 | 支付方式 | 信用证 | 包装 | 装运 | 保险 | 投诉与索赔.
  'foreign-trade-correspondence': [[], ['1'], ['2'], ['3'], ['4'], ['5'], ['6'], ['12'], ['7'], ['8'], ['9'], ['10']],
  // By subject: 概述 | 信用证 | 商业发票 | 装箱单 (商业单据) | 汇票 (金融单据) | 海运提单 (运输单据) | 保险单 |
  // 原产地证书 (行政单据) | 报检单据 (检验检疫单据) | 报关单据.
  'foreign-trade-documents': [[], ['3'], ['1'], ['1'], ['4'], ['6'], ['7'], ['5'], ['8'], ['9']],
};

/** The knowledge points a course's chapter practises; undefined when the course has no mapping. */
export function chapterKnowledgePoints(courseKey: string, chapterIndex: number): readonly string[] | undefined {
  return CHAPTER_KNOWLEDGE_POINTS[courseKey]?.[chapterIndex];
}
