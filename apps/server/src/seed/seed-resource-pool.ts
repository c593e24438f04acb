/**
 * The platform's pool (issue 18), brought up to date on every start after the trainings: each
 * platform training becomes a study, practical, case, VR or question-bank resource with its course,
 * level and knowledge points (from the chapter it is taught in); each listening recording and
 * dubbing clip of their backgrounds becomes an audio or video material; the business documents of
 * packages/content/assets/pool become document materials; the VR scenes are seed-vr-scenes.ts's. Missing ones are added in bulk by seed
 * key, so a restart costs one query.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURSE_CATALOGUE, chapterKnowledgePoints, POOL_DOCUMENTS } from '@lingua/content';
import { ResourceTopLevelType, type TBackgroundItem, type TLocalizedText, type TTrainingKind } from '@lingua/contracts';
import { inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { resources, trainingQuestions, trainings } from '../db/schema';
import { POOL_KIND_OF_TRAINING } from '../modules/resource-pool/kinds';
import { searchVector } from '../modules/resource-pool/vector';
import type { Db } from '../platform/database';
import type { FileStorage } from '../platform/storage';
import { seedVrScenes } from './seed-vr-scenes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const POOL_DOCUMENT_DIR = 'packages/content/assets/pool';

type NewResource = typeof resources.$inferInsert;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Where each platform training is taught: its course and chapter position (the first, if several). */
async function trainingPlaces(db: Db) {
  const rows = await db.execute(sql`
    select distinct on (t.id) t.id, c.key as course_key, ch.sort as chapter_sort,
      (select count(*) from course_chapters x where x.course_id = c.id and x.sort < ch.sort)::int as chapter_index,
      (select count(*) from course_chapters x where x.course_id = c.id)::int as chapters
    from trainings t
      join activity_trainings at on at.training_id = t.id
      join course_activities a on a.id = at.activity_id
      join course_steps s on s.id = a.step_id
      join course_chapters ch on ch.id = s.chapter_id
      join courses c on c.id = ch.course_id
    where t.school_id is null
    order by t.id, c.id, ch.sort`);
  const list = (
    rows as unknown as { rows: { id: number; course_key: string; chapter_index: number; chapters: number }[] }
  ).rows;
  return new Map(list.map((r) => [Number(r.id), r]));
}

function placeFields(place: { course_key: string; chapter_index: number; chapters: number } | undefined) {
  if (!place) return { courseKey: null, level: 1, knowledgePoints: [] as string[], language: 'en' };
  const course = COURSE_CATALOGUE.find((c) => c.key === place.course_key);
  const index = Number(place.chapter_index);
  const chapters = Math.max(1, Number(place.chapters));
  const graph = course?.knowledgeGraph;
  const points = graph ? (chapterKnowledgePoints(place.course_key, index) ?? []).map((id) => `${graph}:${id}`) : [];
  return {
    courseKey: place.course_key,
    // The first third of a course's chapters basic, the last third advanced.
    level: Math.min(3, 1 + Math.floor((3 * index) / chapters)),
    knowledgePoints: points,
    language: course?.language === 'jp' ? 'jp' : 'en',
  };
}

function withSearch(r: Omit<NewResource, 'search'>): NewResource {
  return {
    ...r,
    search: searchVector({
      title: r.title,
      description: r.description,
      tags: r.tags ?? [],
      bodyText: r.bodyText ?? '',
    }) as unknown as string,
  };
}

function trainingResource(
  t: typeof trainings.$inferSelect,
  place: ReturnType<typeof placeFields>,
): Omit<NewResource, 'search'> {
  const texts = t.background.filter((b) => b.displayType === 1).map((b) => `${stripTags(b.htmlStr)} ${b.translation}`);
  return {
    kind: POOL_KIND_OF_TRAINING[t.kind as TTrainingKind] ?? ResourceTopLevelType.study,
    seedKey: `training:${t.key}`,
    title: t.title,
    description: t.intro,
    ...place,
    tags: [],
    trainingId: t.id,
    trainingKind: t.kind,
    bodyText: texts.join(' ').slice(0, 20_000),
    isShared: true,
  };
}

function mediaResource(
  t: typeof trainings.$inferSelect,
  item: TBackgroundItem,
  place: ReturnType<typeof placeFields>,
): Omit<NewResource, 'search'> {
  const video = item.displayType === 4;
  const fileName = item.fileUrl.split('/').pop() ?? '';
  const title: TLocalizedText = item.title ? { cn: `${t.title.cn}：${item.title}`, en: item.title } : t.title;
  const what = video
    ? { cn: '配音视频片段，附中英字幕', en: 'A dubbing clip with English and Chinese subtitles' }
    : { cn: '听力录音，附原文与中文译文', en: 'A listening recording with its transcript and Chinese translation' };
  return {
    kind: ResourceTopLevelType.material,
    seedKey: `media:${t.key}:${fileName}`,
    title,
    description: { cn: `${what.cn}（出自“${t.title.cn}”）`, en: `${what.en} (from "${t.title.en}")` },
    ...place,
    tags: [],
    mediaType: video ? 'video' : 'audio',
    fileUrl: item.fileUrl,
    fileName,
    fileSize: 0,
    duration: Math.ceil(item.durationSeconds),
    bodyText: item.subtitles
      .map((s) => `${s.text} ${s.translation ?? ''}`)
      .join(' ')
      .slice(0, 20_000),
    isShared: true,
  };
}

async function documentResources(storage: FileStorage, have: Set<string>): Promise<Omit<NewResource, 'search'>[]> {
  const out: Omit<NewResource, 'search'>[] = [];
  for (const doc of POOL_DOCUMENTS) {
    const seedKey = `document:${doc.file}`;
    if (have.has(seedKey)) continue;
    const bytes = readFileSync(path.join(repoRoot, POOL_DOCUMENT_DIR, doc.file));
    const extension = doc.file.split('.').pop() ?? 'pdf';
    out.push({
      kind: ResourceTopLevelType.material,
      seedKey,
      title: doc.title,
      description: doc.description,
      language: 'en',
      level: doc.level,
      courseKey: doc.courseKey,
      knowledgePoints: [...doc.knowledgePoints],
      tags: [...doc.tags],
      mediaType: 'document',
      fileUrl: await storage.save(bytes, extension),
      fileName: doc.file,
      fileSize: bytes.length,
      bodyText: doc.text,
      isShared: true,
    });
  }
  return out;
}

/** A dubbing training's clip is in its question, not its background: read as a video item. */
async function dubbingClips(db: Db, list: (typeof trainings.$inferSelect)[]): Promise<Map<number, TBackgroundItem[]>> {
  const ids = list.filter((t) => t.kind === 'dubbing').map((t) => t.id);
  const out = new Map<number, TBackgroundItem[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ trainingId: trainingQuestions.trainingId, content: trainingQuestions.content })
    .from(trainingQuestions)
    .where(inArray(trainingQuestions.trainingId, ids));
  for (const row of rows) {
    const c = row.content as {
      videoUrl?: string;
      durationSeconds?: number;
      lines?: { text: string; translation?: string }[];
    };
    if (!c.videoUrl) continue;
    const item: TBackgroundItem = {
      displayType: 4,
      title: '',
      htmlStr: '',
      translation: '',
      fileUrl: c.videoUrl,
      durationSeconds: c.durationSeconds ?? 0,
      subtitles: (c.lines ?? []).map((l, i) => ({ start: i, end: i + 1, text: l.text, translation: l.translation })),
      subtitlesIsOpened: 0,
      translateIsOpened: 0,
    };
    out.set(row.trainingId, [...(out.get(row.trainingId) ?? []), item]);
  }
  return out;
}

/** Adds the platform resources this database lacks; answers how many it added. */
export async function seedResourcePool(db: Db, storage: FileStorage): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411018)`);
    const have = new Set(
      (await tx.select({ key: resources.seedKey }).from(resources).where(isNotNull(resources.seedKey))).map(
        (r) => r.key ?? '',
      ),
    );
    // Only the trainings not seeded yet are read whole (a restart reads their keys alone).
    const keys = await tx
      .select({ id: trainings.id, key: trainings.key })
      .from(trainings)
      .where(isNull(trainings.schoolId));
    const missingIds = keys.filter((k) => !have.has(`training:${k.key}`)).map((k) => k.id);
    const all =
      missingIds.length === 0 ? [] : await tx.select().from(trainings).where(inArray(trainings.id, missingIds));
    const places = all.length === 0 ? new Map() : await trainingPlaces(tx as unknown as Db);
    const fresh: Omit<NewResource, 'search'>[] = [];
    const clips = await dubbingClips(tx as unknown as Db, all);
    for (const t of all) {
      const place = placeFields(places.get(t.id));
      fresh.push(trainingResource(t, place));
      for (const item of [...t.background, ...(clips.get(t.id) ?? [])]) {
        if ((item.displayType !== 3 && item.displayType !== 4) || !item.fileUrl) continue;
        const media = mediaResource(t, item, place);
        if (!have.has(media.seedKey ?? '')) fresh.push(media);
      }
    }
    fresh.push(...(await documentResources(storage, have)));
    const unique = [...new Map(fresh.map((r) => [r.seedKey, r])).values()];
    for (let i = 0; i < unique.length; i += 200) {
      await tx.insert(resources).values(unique.slice(i, i + 200).map(withSearch));
    }
    return unique.length + (await seedVrScenes(tx, storage, have));
  });
}
