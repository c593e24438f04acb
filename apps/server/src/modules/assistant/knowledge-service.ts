/** The school's knowledge base (tab 5, /openApi/else/knowledge/*): teachers of the school read and maintain it. */
import type { TKnowledgePoint, TPage } from '@lingua/contracts';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { knowledgePoints } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { knowledgePolicy } from './assistant-policy';

type Row = typeof knowledgePoints.$inferSelect;

export const presentKnowledge = (r: Row): TKnowledgePoint => ({
  id: r.id,
  title: r.title,
  category: r.category,
  content: [{ content: r.content }],
  updateTime: r.updatedAt.toISOString(),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findKnowledgePage(
  db: Db,
  user: SessionUser,
  q: { pageNum: number; pageSize: number; title?: string | undefined; category?: string | undefined },
): Promise<TPage<TKnowledgePoint>> {
  const conditions: SQL[] = [knowledgePolicy.read(user)];
  if (q.title?.trim()) conditions.push(ilike(knowledgePoints.title, `%${escapeLike(q.title.trim())}%`));
  if (q.category?.trim()) conditions.push(eq(knowledgePoints.category, q.category.trim()));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(knowledgePoints)
      .where(where)
      .orderBy(desc(knowledgePoints.updatedAt), desc(knowledgePoints.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(knowledgePoints).where(where),
  ]);
  return {
    list: rows.map(presentKnowledge),
    page: { pageNum: q.pageNum, pageSize: q.pageSize, total: totals[0]?.n ?? 0 },
  };
}

export async function saveKnowledge(
  db: Db,
  user: SessionUser,
  body: { id?: number | undefined; category: string; title: string; content: Array<{ content: string }> },
): Promise<{ id: number }> {
  const category = body.category.trim();
  const title = body.title.trim();
  const content = body.content[0]?.content.trim() ?? '';
  if (!category) throw badRequest('knowledgeCategoryRequired', 'category');
  if (!title) throw badRequest('knowledgeTitleRequired', 'title');
  if (!content) throw badRequest('knowledgeContentRequired', 'content');
  const values = { category, title, content, updatedBy: user.userId, updatedAt: new Date() };
  if (body.id) {
    const [row] = await db
      .update(knowledgePoints)
      .set(values)
      .where(and(eq(knowledgePoints.id, body.id), knowledgePolicy.change(user)))
      .returning({ id: knowledgePoints.id });
    if (!row) throw notFound();
    return row;
  }
  const [row] = await db
    .insert(knowledgePoints)
    .values({ ...values, schoolId: user.schoolId })
    .returning({ id: knowledgePoints.id });
  if (!row) throw new Error('insert failed');
  return row;
}

export async function deleteKnowledge(db: Db, user: SessionUser, id: number): Promise<null> {
  const deleted = await db
    .delete(knowledgePoints)
    .where(and(eq(knowledgePoints.id, id), knowledgePolicy.change(user)))
    .returning({ id: knowledgePoints.id });
  if (deleted.length === 0) throw notFound();
  return null;
}

/** The school's whole knowledge base, for retrieval (bounded). */
export async function allKnowledge(db: Db, user: SessionUser): Promise<Row[]> {
  return db
    .select()
    .from(knowledgePoints)
    .where(knowledgePolicy.read(user))
    .orderBy(desc(knowledgePoints.updatedAt))
    .limit(5000);
}
