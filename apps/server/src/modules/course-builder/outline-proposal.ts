/**
 * The "intelligent" outline (issue 18 item 5), offline and explainable: from a topic, a level and
 * a number of hours, pick the knowledge points (level-1 nodes of the course graphs) whose names and
 * topics share words with the topic, one chapter each; their level-2 topics become the steps; each
 * step gets the trainings that rank best by
 *   3 for practising the chapter's knowledge point (the catalogue's chapter → point map)
 * + 2 for each topic word the training's title or introduction shares
 * + 2 when its level equals the one asked for, 1 when it is one off.
 * A training is proposed once. Every activity carries its reasons, in the caller's language.
 */
import type { TActivityKind, TLanguageUse, TLocalizedText, TOutlineProposal } from '@lingua/contracts';
import { sharedWords, topicWords } from './topic-words';

export interface KnowledgePointCandidate {
  /** `${courseKey}:${nodeId}`: what trainings name in `points`. */
  ref: string;
  graphTitle: TLocalizedText;
  name: TLocalizedText;
  topics: TLocalizedText[];
}

export interface TrainingCandidate {
  trainingId: number;
  kind: TActivityKind;
  title: TLocalizedText;
  intro: TLocalizedText;
  level: number;
  /** Refs of the knowledge points it practises (none for a school's own bank training). */
  points: string[];
}

export interface ProposalInput {
  topic: string;
  level: number;
  hours: number;
}

/** Two class hours a step, two to four steps a chapter, at most eight chapters. */
export function outlineSize(hours: number): { chapters: number; stepsPerChapter: number } {
  const steps = Math.max(2, Math.round(hours / 2));
  const chapters = Math.min(8, Math.max(1, Math.round(steps / 3)));
  const stepsPerChapter = Math.min(4, Math.max(2, Math.ceil(steps / chapters)));
  return { chapters, stepsPerChapter };
}

const both = (t: TLocalizedText) => `${t.cn} ${t.en}`;

const WORDS = {
  cn: { point: '知识点', shared: '共同词', level: '难度' },
  en: { point: 'knowledge point', shared: 'shared words', level: 'level' },
};

export function proposeOutline(
  input: ProposalInput,
  points: readonly KnowledgePointCandidate[],
  trainings: readonly TrainingCandidate[],
  language: TLanguageUse,
): TOutlineProposal {
  const words = topicWords(input.topic);
  const size = outlineSize(input.hours);
  const scored = points
    .map((point, order) => {
      const name = sharedWords(words, both(point.name)).length;
      const topics = sharedWords(words, point.topics.map(both).join(' ')).length;
      const graph = sharedWords(words, both(point.graphTitle)).length;
      return { point, order, score: 3 * name + topics + graph };
    })
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, size.chapters)
    // Chosen chapters follow their graphs' own order, as a course would.
    .sort((a, b) => a.order - b.order);

  const used = new Set<number>();
  const w = WORDS[language];
  const chapters = scored.map(({ point }) => {
    const topics = point.topics
      .map((t, order) => ({ t, order, score: sharedWords(words, both(t)).length }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, size.stepsPerChapter)
      .sort((a, b) => a.order - b.order);
    return {
      title: point.name,
      knowledgePoint: point.name[language],
      graphTitle: point.graphTitle[language],
      steps: topics.map(({ t }) => {
        const stepWords = [...new Set([...words, ...topicWords(both(t))])];
        const ranked = trainings
          .filter((c) => !used.has(c.trainingId))
          .map((c) => {
            const practises = c.points.includes(point.ref);
            const shared = sharedWords(stepWords, `${both(c.title)} ${both(c.intro)}`);
            const levelFit = c.level === input.level ? 2 : Math.abs(c.level - input.level) === 1 ? 1 : 0;
            const reasons = [
              ...(practises ? [`${w.point}: ${point.name[language]}`] : []),
              ...(shared.length > 0 ? [`${w.shared}: ${shared.join(', ')}`] : []),
              `${w.level} ${c.level} / ${input.level}`,
            ];
            return {
              c,
              score: (practises ? 3 : 0) + 2 * shared.length + levelFit,
              relevant: practises || shared.length > 0,
              reasons,
            };
          })
          .filter((r) => r.relevant)
          .sort((a, b) => b.score - a.score || a.c.trainingId - b.c.trainingId)
          .slice(0, 2);
        for (const r of ranked) used.add(r.c.trainingId);
        return {
          title: t,
          activities: ranked.map((r) => ({
            trainingId: r.c.trainingId,
            kind: r.c.kind,
            title: r.c.title,
            level: r.c.level,
            score: r.score,
            reasons: r.reasons,
          })),
        };
      }),
    };
  });
  return { topicWords: words, chapters };
}
