/**
 * Which pool kind (resourceTopLevelType) a training lists under, by its training kind
 * (docs/api.md "Resource pool"): cases → case; practical operation, skills and simulated work →
 * practical; the virtual simulation → vr; written practice exercises → question bank; reading,
 * listening, speaking drills and study skills → study. Interactive group cases (interaction) list
 * with the cases, as the spec's case_interaction_answer page says they are.
 */
import { ResourceTopLevelType as K, type TResourceTopLevelType, type TTrainingKind } from '@lingua/contracts';

export const POOL_KIND_OF_TRAINING: Readonly<Record<TTrainingKind, TResourceTopLevelType>> = {
  readSkill: K.study,
  hearingSkill: K.study,
  studySkill: K.study,
  wordTraining: K.study,
  sentenceTraining: K.study,
  sentencesStrengthen: K.study,
  paragraphsTraining: K.study,
  paragraphsStrengthen: K.study,
  dubbing: K.study,
  oralSkill: K.study,
  speechSkill: K.study,
  toefl: K.study,
  ielts: K.study,
  roleDialogue: K.study,
  rolePlay: K.study,
  rolePlayPro: K.study,
  caseAnalysis: K.case,
  caseAnalyse: K.case,
  multiple: K.case,
  practicalOperation: K.practical,
  practicalSkill: K.practical,
  speechPractical: K.practical,
  billSkill: K.practical,
  interaction: K.case,
  topicDiscuss: K.practical,
  vr: K.vr,
  practical_exercises: K.questionBank,
  writingSkill: K.questionBank,
  translateSkill: K.questionBank,
};

export const POOL_KIND_LABELS: Readonly<Record<TResourceTopLevelType, { cn: string; en: string }>> = {
  1: { cn: '学习资源', en: 'Study resources' },
  2: { cn: '实训资源', en: 'Practical resources' },
  3: { cn: 'VR资源', en: 'VR resources' },
  4: { cn: '案例资源', en: 'Case resources' },
  5: { cn: '素材资源', en: 'Materials' },
  6: { cn: '题库资源', en: 'Question bank' },
};

export const MEDIA_TYPE_LABELS = {
  document: { cn: '文档', en: 'Document' },
  image: { cn: '图片', en: 'Image' },
  audio: { cn: '音频', en: 'Audio' },
  video: { cn: '视频', en: 'Video' },
  archive: { cn: '压缩包', en: 'Archive' },
} as const;

export const LANGUAGE_LABELS = {
  en: { cn: '英语', en: 'English' },
  zh: { cn: '中文', en: 'Chinese' },
  jp: { cn: '日语', en: 'Japanese' },
} as const;

export const LEVEL_LABELS = {
  1: { cn: '初级', en: 'Basic' },
  2: { cn: '中级', en: 'Intermediate' },
  3: { cn: '高级', en: 'Advanced' },
} as const;

export const SCOPE_LABELS = {
  all: { cn: '全部', en: 'All' },
  platform: { cn: '平台资源', en: 'Platform' },
  school: { cn: '本校共享', en: 'My school' },
  mine: { cn: '我的资源', en: 'Mine' },
} as const;

export const SORT_LABELS = {
  relevance: { cn: '相关度', en: 'Relevance' },
  newest: { cn: '最新', en: 'Newest' },
  popular: { cn: '最常用', en: 'Most used' },
} as const;
