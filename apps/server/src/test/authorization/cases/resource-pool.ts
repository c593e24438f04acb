/**
 * The resource pool (issue 18): a resource teacher A uploaded and keeps private is theirs alone —
 * a colleague, the manager and another school get 404 (they cannot see it), students 403. Each
 * case makes a fresh resource, so deleting never runs out of one. Sharing is tested in
 * modules/resource-pool/pool.test.ts (a colleague then reads it but still may not change it).
 */
import { eq } from 'drizzle-orm';
import { resources, trainingQuestions, trainings, users } from '../../../db/schema';
import { searchVector } from '../../../modules/resource-pool/vector';
import type { World } from '../world';
import type { WalkCase } from './shared';

const P = '/openApi/resourcePool';

async function privateUpload(w: World): Promise<number> {
  const [owner] = await w.t.db.select().from(users).where(eq(users.id, w.people.teacherA.id));
  const title = { cn: '询盘回复范文', en: 'Reply to an enquiry: model letter' };
  const description = { cn: '外贸函电教学用范文', en: 'A model letter for the correspondence course' };
  const [row] = await w.t.db
    .insert(resources)
    .values({
      kind: 5,
      schoolId: owner?.schoolId ?? null,
      ownerId: w.people.teacherA.id,
      title,
      description,
      language: 'en',
      level: 1,
      mediaType: 'document',
      fileName: 'reply.pdf',
      fileSize: 10,
      search: searchVector({ title, description, tags: [], bodyText: '' }) as unknown as string,
    })
    .returning({ id: resources.id });
  return row?.id ?? 0;
}

/** Teacher A's own training (a copy they keep private) with one question, and its pool resource. */
async function privateTraining(w: World): Promise<{ resourceId: number; questionId: number }> {
  const [owner] = await w.t.db.select().from(users).where(eq(users.id, w.people.teacherA.id));
  const title = { cn: '询盘回复练习 (副本)', en: 'Replying to an enquiry (Copy)' };
  const intro = { cn: '阅读询盘并回答', en: 'Read the enquiry and answer' };
  const [training] = await w.t.db
    .insert(trainings)
    .values({
      schoolId: owner?.schoolId ?? null,
      ownerId: w.people.teacherA.id,
      key: `walk-copy-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      kind: 'readSkill',
      title,
      intro,
      settings: { timeLimitMinutes: null, listening: null },
    })
    .returning({ id: trainings.id });
  const [row] = await w.t.db
    .insert(resources)
    .values({
      kind: 1,
      schoolId: owner?.schoolId ?? null,
      ownerId: w.people.teacherA.id,
      title,
      description: intro,
      language: 'en',
      level: 1,
      trainingId: training?.id ?? null,
      trainingKind: 'readSkill',
      search: searchVector({ title, description: intro, tags: [], bodyText: '' }) as unknown as string,
    })
    .returning({ id: resources.id });
  const [question] = await w.t.db
    .insert(trainingQuestions)
    .values({
      trainingId: training?.id ?? 0,
      sort: 0,
      subjectType: 11,
      stem: 'The buyer asks for a price list.',
      fullMark: 5,
      analysis: { cn: '询盘中要求报价单', en: 'The enquiry asks for a price list' },
      content: { answer: true },
    })
    .returning({ id: trainingQuestions.id });
  return { resourceId: row?.id ?? 0, questionId: question?.id ?? 0 };
}

const byId = async (w: World) => ({ resourceId: await privateUpload(w) });
const own = (extra: object = {}): WalkCase[] => [
  { owner: 'teacher', body: async (w) => ({ ...(await byId(w)), ...extra }) },
];

export const resourcePoolCases: Record<string, WalkCase[]> = {
  [`${P}/detail`]: own(),
  [`${P}/update`]: own({ title: 'Model reply (revised)' }),
  [`${P}/delete`]: own(),
  [`${P}/share`]: own({ isShared: true }),
  [`${P}/favourite`]: own(),
  [`${P}/unfavourite`]: own(),
  [`${P}/use`]: own(),
  [`${P}/copyTraining`]: [
    { owner: 'teacher', body: async (w) => ({ resourceId: (await privateTraining(w)).resourceId }) },
  ],
  [`${P}/updateQuestion`]: [
    { owner: 'teacher', body: async (w) => ({ ...(await privateTraining(w)), stem: 'The buyer asks for prices.' }) },
  ],
  // The filter options answer anyone on the staff; the resource's own attributes only its readers (null otherwise).
  '/openApi/resourceManage/overall/queryResourceAttribute': [
    {
      owner: 'teacher',
      body: byId,
      allow: {
        teacherSameSchool: 'answers the filter options; the attributes of a resource the caller cannot read are null',
        managerSameSchool: 'answers the filter options; the attributes of a resource the caller cannot read are null',
        teacherOtherSchool: 'answers the filter options; the attributes of a resource the caller cannot read are null',
        managerOtherSchool: 'answers the filter options; the attributes of a resource the caller cannot read are null',
      },
    },
  ],
};
