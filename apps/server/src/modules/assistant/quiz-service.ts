/**
 * The knowledge quiz: each question shows a knowledge point's content and asks which title it
 * belongs to, with the other options drawn from the school's other points (same category first).
 * Answers are checked against the points themselves, so nothing about a quiz is stored.
 */
import { QUIZ_SIZE, type TQuizQuestion, type TQuizReviewItem } from '@lingua/contracts';
import { and, inArray } from 'drizzle-orm';
import { knowledgePoints } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { knowledgePolicy } from './assistant-policy';
import { allKnowledge } from './knowledge-service';

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export async function quizQuestions(
  db: Db,
  user: SessionUser,
  random: () => number = Math.random,
): Promise<TQuizQuestion[]> {
  const points = await allKnowledge(db, user);
  const titles = [...new Set(points.map((p) => p.title))];
  if (titles.length < 2) return [];
  return shuffle(points, random)
    .slice(0, QUIZ_SIZE)
    .map((p) => {
      const sameCategory = shuffle(
        points.filter((o) => o.category === p.category && o.title !== p.title).map((o) => o.title),
        random,
      );
      const others = shuffle(
        points.filter((o) => o.category !== p.category && o.title !== p.title).map((o) => o.title),
        random,
      );
      const distractors = [...new Set([...sameCategory, ...others])].slice(0, 3);
      return { id: p.id, question: p.content, options: shuffle([p.title, ...distractors], random) };
    });
}

export async function reviewQuiz(
  db: Db,
  user: SessionUser,
  answers: Array<{ id: number; stu_answer: string }>,
): Promise<TQuizReviewItem[]> {
  const rows = await db
    .select()
    .from(knowledgePoints)
    .where(
      and(
        knowledgePolicy.read(user),
        inArray(
          knowledgePoints.id,
          answers.map((a) => a.id),
        ),
      ),
    );
  // A point deleted since the quiz was drawn drops out; a quiz of none of the school's points is a 404.
  if (rows.length === 0 && answers.length > 0) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return answers.flatMap((a) => {
    const point = byId.get(a.id);
    if (!point) return [];
    return [
      {
        id: point.id,
        question: point.content,
        right_flag: a.stu_answer.trim() === point.title ? 1 : 0,
        stu_answer: a.stu_answer,
        right_answer: point.title,
        subject_answer_anaylse: `【${point.category}】${point.title}：${point.content}`,
      },
    ];
  });
}
