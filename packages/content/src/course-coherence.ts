/**
 * The content check of issue 24: every activity of a seeded course opens its own training, of the
 * activity's kind and on the activity's topic. A topic is compared by what the two titles share
 * once the words every title of a kind uses ("read", "练习", "letter") are left out: a Chinese
 * two-character word and an English word (by its first five letters) in common.
 */
import type { TCourseOutline, TLocalizedText, TTrainingSeed } from '@lingua/contracts';

/** Characters that join words in a Chinese title without carrying its topic. */
const CN_JOINERS = /[的与和及并一封份次个些中在对为了：:、，,（）()\s]/g;
/** Two-character words any activity of a kind may use, whatever its topic. */
const CN_GENERIC = new Set(
  '阅读 听力 讲座 写作 撰写 翻译 练习 掌握 讨论 分析 案例 训练 单词 词汇 句子 句型 段落 模拟 朗读 口语 演讲 挑战 角色 扮演 对话 配音 视频 实操 单证 话题 填写 学习 实训 强化 技能 常用 用语 表达 一封 范文 信函 邮件'.split(
    ' ',
  ),
);
/** English words any activity of a kind may use, whatever its topic. */
const EN_GENERIC = new Set(
  'read reading listen listening write writing translate translation practise practice learn training word words sentence sentences paragraph paragraphs role play dialogue speaking speak speech case analysis analyse discuss discussion topic challenge documents document video dubbing aloud letter letters email emails with that your from about into what their them this these when where which would give make model common used using short each'.split(
    ' ',
  ),
);

function cnWords(title: string): Set<string> {
  const out = new Set<string>();
  for (const run of title.replace(CN_JOINERS, ' ').split(/[^\u4e00-\u9fff]+/)) {
    for (let i = 0; i + 2 <= run.length; i++) {
      const pair = run.slice(i, i + 2);
      if (!CN_GENERIC.has(pair)) out.add(pair);
    }
  }
  return out;
}

function enWords(title: string): Set<string> {
  const words = title.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words.filter((w) => w.length >= 4 && !EN_GENERIC.has(w)).map((w) => w.slice(0, 5)));
}

const shares = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/** Whether an activity's title and its training's title are on one topic, in both languages. */
export function sameTopic(activity: TLocalizedText, training: TLocalizedText): boolean {
  return shares(cnWords(activity.cn), cnWords(training.cn)) && shares(enWords(activity.en), enWords(training.en));
}

export interface CoherenceReport {
  /** Broken rules, one line each: a kind or topic that disagrees, a shared or unknown training. */
  problems: string[];
  /** Activities of a training kind that name no training yet (course key, activity title). */
  unlinked: string[];
}

/** Checks outlines against the seeded trainings; `trainingKinds` are the kinds a training may have. */
export function checkCourseCoherence(
  outlines: readonly TCourseOutline[],
  seeds: readonly TTrainingSeed[],
  trainingKinds: readonly string[],
): CoherenceReport {
  const byKey = new Map(seeds.map((s) => [s.key, s]));
  const usedBy = new Map<string, string>();
  const problems: string[] = [];
  const unlinked: string[] = [];
  for (const outline of outlines) {
    for (const activity of outline.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities))) {
      const where = `${outline.key} «${activity.title.cn}»`;
      if (!activity.training) {
        if (trainingKinds.includes(activity.kind)) unlinked.push(where);
        continue;
      }
      const seed = byKey.get(activity.training);
      if (!seed) {
        problems.push(`${where}: no seeded training ${activity.training}`);
        continue;
      }
      const other = usedBy.get(seed.key);
      if (other) problems.push(`${where}: training ${seed.key} already opened by ${other}`);
      usedBy.set(seed.key, where);
      if (seed.kind !== activity.kind)
        problems.push(`${where}: kind ${activity.kind} opens ${seed.key} of kind ${seed.kind}`);
      if (!sameTopic(activity.title, seed.title))
        problems.push(`${where}: topic differs from ${seed.key} «${seed.title.cn} / ${seed.title.en}»`);
    }
  }
  return { problems, unlinked };
}
