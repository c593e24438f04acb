/**
 * The resource pool (issue 18; part 2 §2.7, part 1 §7 /openApi/resourceManage/*, part 2 §9 upload
 * limits): resources of six kinds, each with its language, level, course, knowledge points, tags,
 * owner, shared flag and usage count. Platform resources (no school) every school sees; a school's
 * shared resources its staff see; a teacher's own upload only its owner until shared.
 * Titles and descriptions are answered in the caller's language (platform ones are bilingual).
 */
import { z } from 'zod';
import { ZPageRequest } from './envelope';
import { MAX_INTEGER, ZId, ZIdText, ZPageNum } from './fields';

/** resourceTopLevelType: the pool's kinds, numbered as the spec's calls send them (docs/api.md). */
export const ResourceTopLevelType = {
  study: 1,
  practical: 2,
  vr: 3,
  case: 4,
  material: 5,
  questionBank: 6,
} as const;
export type TResourceTopLevelType = (typeof ResourceTopLevelType)[keyof typeof ResourceTopLevelType];
export const RESOURCE_TOP_LEVEL_TYPES = Object.values(ResourceTopLevelType) as TResourceTopLevelType[];
/** The spec's clients send the kind as a number or as text ("5"). */
export const ZResourceTopLevelType = z.coerce
  .number()
  .int()
  .min(1)
  .max(6)
  .transform((n) => n as TResourceTopLevelType);

/** What a material's stored file is, judged on its content (the spec's suffix groups, part 2 §9). */
export const POOL_MEDIA_TYPES = ['document', 'image', 'audio', 'video', 'archive'] as const;
export const ZPoolMediaType = z.enum(POOL_MEDIA_TYPES);
export type TPoolMediaType = z.infer<typeof ZPoolMediaType>;

/** The spec's accepted suffixes per group (part 2 §9). */
export const POOL_SUFFIX_GROUPS: Readonly<Record<TPoolMediaType, readonly string[]>> = {
  document: ['txt', 'doc', 'xls', 'ppt', 'docx', 'xlsx', 'pptx', 'pdf'],
  image: ['jpeg', 'jpg', 'png'],
  audio: ['mp3'],
  video: ['mp4'],
  archive: ['zip', 'rar'],
};
/** The default upload limit (part 2 §9: 500 MB) and the longest audio or video (part 1 §9: 210 s). */
export const POOL_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
export const POOL_MEDIA_MAX_SECONDS = 210;

/** The language a resource teaches or is written in ('jp' as the course catalogue spells Japanese). */
export const POOL_LANGUAGES = ['en', 'zh', 'jp'] as const;
export const ZPoolLanguage = z.enum(POOL_LANGUAGES);
export type TPoolLanguage = z.infer<typeof ZPoolLanguage>;

/** 1 basic, 2 intermediate, 3 advanced. */
export const ZPoolLevel = z.coerce.number().int().min(1).max(3);

/** Which part of the pool a list reads: everything the caller may see, the platform's, the school's shared, or the caller's own. */
export const POOL_SCOPES = ['all', 'platform', 'school', 'mine'] as const;
export const ZPoolScope = z.enum(POOL_SCOPES);
export type TPoolScope = z.infer<typeof ZPoolScope>;

/** relevance (the default with a keyword), newest (the default without), popular (usage count). */
export const POOL_SORTS = ['relevance', 'newest', 'popular'] as const;
export const ZPoolSort = z.enum(POOL_SORTS);
export type TPoolSort = z.infer<typeof ZPoolSort>;

/** A course of the catalogue, by its key ('business-negotiation'). */
export const ZPoolCourseKey = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9-]+$/);

/** A knowledge point: a node of a course knowledge graph, as "graphKey:nodeId" ("negotiation:3"). */
export const ZKnowledgePointId = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z-]+:[0-9A-Za-z_.-]+$/);

export const POOL_TITLE_MAX = 100;
export const POOL_DESCRIPTION_MAX = 2000;
export const POOL_TAG_MAX = 20;
export const POOL_TAGS_MAX = 10;
export const POOL_KEYWORD_MAX = 100;

const ZTag = z.string().trim().min(1).max(POOL_TAG_MAX);

// ---- rows ----

export const ZPoolKnowledgePoint = z.object({ id: z.string(), name: z.string() });

/** A resource as lists answer it. */
export const ZPoolResource = z.object({
  resourceId: z.number().int(),
  resourceTopLevelType: z.number().int(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  level: z.number().int(),
  courseKey: z.string().nullable(),
  courseName: z.string().nullable(),
  knowledgePoints: z.array(ZPoolKnowledgePoint),
  tags: z.array(z.string()),
  /** Materials: what the file is, its name, bytes and (audio, video) whole seconds; null otherwise. */
  mediaType: ZPoolMediaType.nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  /** Study, practical, case, question-bank and VR resources: the training they open; null for materials. */
  trainingId: z.number().int().nullable(),
  trainingKind: z.string().nullable(),
  /** platform: the platform's; school: shared by someone of the caller's school; mine: the caller's own. */
  origin: z.enum(['platform', 'school', 'mine']),
  ownerName: z.string().nullable(),
  isShared: z.boolean(),
  isFavourite: z.boolean(),
  usageCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TPoolResource = z.infer<typeof ZPoolResource>;

/** A resource opened for preview: a material's signed file URL, a training's text. */
export const ZPoolResourceDetail = ZPoolResource.extend({
  /** Signed, short-lived URL of the stored file (materials); null otherwise. */
  fileUrl: z.string().nullable(),
  /** The training's intro or passage text, or the material's extracted text; '' when none. */
  text: z.string(),
  /** Whether the caller may edit, share or delete it (their own upload). */
  editable: z.boolean(),
});
export type TPoolResourceDetail = z.infer<typeof ZPoolResourceDetail>;

export const ZResourceIdRequest = z.object({ resourceId: ZId });

// ---- search and lists ----

export const ZPoolSearchRequest = z.object({
  /** The keyword (the search page's resourceName query). */
  resourceName: z.string().trim().max(POOL_KEYWORD_MAX).default(''),
  resourceTopLevelType: ZResourceTopLevelType.optional(),
  courseKey: ZPoolCourseKey.optional(),
  knowledgePointId: ZKnowledgePointId.optional(),
  level: ZPoolLevel.optional(),
  language: ZPoolLanguage.optional(),
  mediaType: ZPoolMediaType.optional(),
  scope: ZPoolScope.default('all'),
  /** Absent: relevance with a keyword, newest without. */
  sort: ZPoolSort.optional(),
  pageNum: ZPageNum.default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type TPoolSearchRequest = z.input<typeof ZPoolSearchRequest>;

/** One value of a facet and how many resources of the current query have it. */
export const ZFacetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type TFacetCount = z.infer<typeof ZFacetCount>;

/**
 * Counts for the current query per facet. Each facet is counted with every other filter applied
 * but its own, so choosing a kind still shows how many the other kinds would give.
 */
export const ZPoolFacets = z.object({
  kinds: z.array(ZFacetCount),
  courses: z.array(ZFacetCount),
  knowledgePoints: z.array(ZFacetCount),
  levels: z.array(ZFacetCount),
  languages: z.array(ZFacetCount),
  mediaTypes: z.array(ZFacetCount),
});
export type TPoolFacets = z.infer<typeof ZPoolFacets>;

export const ZPoolSearchResult = z.object({
  list: z.array(ZPoolResource),
  page: z.object({ pageNum: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  facets: ZPoolFacets,
  /** The sort applied (relevance or newest when the request left it out). */
  sort: ZPoolSort,
});
export type TPoolSearchResult = z.infer<typeof ZPoolSearchResult>;

/** The personal centre's tabs: my uploads, my favourites, what I shared. */
/** uploads: my materials; trainings: my trainings (copies and imports); shared: mine the school sees. */
export const ZPersonalTab = z.enum(['uploads', 'trainings', 'favourites', 'shared']);
export type TPersonalTab = z.infer<typeof ZPersonalTab>;
export const ZPersonalListRequest = ZPageRequest.extend({
  tab: ZPersonalTab,
  resourceTopLevelType: ZResourceTopLevelType.optional(),
});

export const ZPoolHome = z.object({
  /** Resources the caller may see, per kind (every kind listed, zero included). */
  kinds: z.array(z.object({ resourceTopLevelType: z.number().int(), count: z.number().int() })),
  newest: z.array(ZPoolResource),
  mostUsed: z.array(ZPoolResource),
});
export type TPoolHome = z.infer<typeof ZPoolHome>;

// ---- changes ----

const commaList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : v,
    z.array(item).max(max),
  );
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/**
 * The text fields of an upload (multipart, sent before the file). Lists are comma-separated text
 * (knowledgePointIds "negotiation:3,negotiation:4", tags "contract,template").
 */
export const ZPoolUploadFields = z.object({
  title: z.string().trim().min(1).max(POOL_TITLE_MAX),
  description: z.string().trim().max(POOL_DESCRIPTION_MAX).default(''),
  language: ZPoolLanguage.default('en'),
  level: ZPoolLevel.default(1),
  courseKey: ZPoolCourseKey.optional(),
  knowledgePointIds: commaList(ZKnowledgePointId, 20).default([]),
  tags: commaList(ZTag, POOL_TAGS_MAX).default([]),
  /** Shared with the school at once; private to the uploader otherwise. */
  isShared: flag.default(false),
});
export type TPoolUploadFields = z.input<typeof ZPoolUploadFields>;

/** Changes to one's own resource: only the fields sent change (courseKey null removes the course). */
export const ZPoolUpdateRequest = z.object({
  resourceId: ZId,
  title: z.string().trim().min(1).max(POOL_TITLE_MAX).optional(),
  description: z.string().trim().max(POOL_DESCRIPTION_MAX).optional(),
  language: ZPoolLanguage.optional(),
  level: ZPoolLevel.optional(),
  courseKey: ZPoolCourseKey.nullable().optional(),
  knowledgePointIds: z.array(ZKnowledgePointId).max(20).optional(),
  tags: z.array(ZTag).max(POOL_TAGS_MAX).optional(),
});
export type TPoolUpdateRequest = z.input<typeof ZPoolUpdateRequest>;

/** A question of one's own training (a copy or an import): its text and, in the caller's language, its analysis. */
/** The most points one question of a teacher's own training may carry. */
export const POOL_QUESTION_MAX_FULL_MARK = 100;
export const ZPoolQuestionUpdateRequest = z.object({
  resourceId: ZId,
  questionId: ZId,
  stem: z.string().trim().min(1).max(5000),
  analysis: z.string().trim().max(5000).optional(),
  /** The question's points (0.5 to 100); absent: unchanged. */
  fullMark: z.number().min(0.5).max(POOL_QUESTION_MAX_FULL_MARK).optional(),
  /**
   * The type's whole content (answers included), checked against the type's content schema; the
   * stored media (audioUrl, videoUrl) are kept whatever is sent. Absent: unchanged.
   */
  content: z.unknown().optional(),
});
export const ZPoolQuestionUpdated = z.object({ questionId: z.number().int() });

export const ZPoolShareRequest = z.object({ resourceId: ZId, isShared: z.boolean() });

export const ZPoolUseResult = z.object({ resourceId: z.number().int(), usageCount: z.number().int() });

// ---- the spec's /openApi/resourceManage calls ----

/** main/checkSpace {fileSize}: bytes used and allowed for the school and the teacher. */
export const ZCheckSpaceRequest = z.object({
  /** The size of the file about to be uploaded; 0 asks only for the figures. */
  fileSize: z.coerce.number().int().min(0).max(MAX_INTEGER).default(0),
});
const ZSpace = z.object({ used: z.number().int(), total: z.number().int() });
export const ZCheckSpace = z.object({
  school: ZSpace,
  teacher: ZSpace,
  /** Whether a file of fileSize fits both quotas and the upload limit. */
  enough: z.boolean(),
});
export type TCheckSpace = z.infer<typeof ZCheckSpace>;

export const ZKindRequest = z.object({ resourceTopLevelType: ZResourceTopLevelType.optional() });

/** main/authLessonNameList: the courses that have resources of the kind the caller may see. */
export const ZPoolCourse = z.object({ courseKey: z.string(), courseName: z.string(), count: z.number().int() });

/** main/authKnowlPointList {pageNum, pageSize, resourceTopLevelType}. */
export const ZKnowledgePointListRequest = ZPageRequest.extend({
  resourceTopLevelType: ZResourceTopLevelType.optional(),
  courseKey: ZPoolCourseKey.optional(),
});
export const ZPoolKnowledgePointRow = z.object({
  id: z.string(),
  name: z.string(),
  courseKey: z.string().nullable(),
  courseName: z.string().nullable(),
  count: z.number().int(),
});

/** overall/queryResourceAttribute {resourceId}: the filter options, and one resource's attributes when asked. */
export const ZResourceAttributeRequest = z.object({ resourceId: ZIdText.optional() });
const ZOption = z.object({ value: z.string(), label: z.string() });
export const ZResourceAttributes = z.object({
  kinds: z.array(ZOption),
  levels: z.array(ZOption),
  languages: z.array(ZOption),
  mediaTypes: z.array(ZOption),
  scopes: z.array(ZOption),
  sorts: z.array(ZOption),
  courses: z.array(ZOption),
  /** The accepted suffixes per media type, and the limits, for the upload dialog. */
  suffixGroups: z.record(z.string(), z.array(z.string())),
  maxUploadBytes: z.number().int(),
  maxMediaSeconds: z.number().int(),
  /** The asked resource's own attributes (for its edit form); null without resourceId. */
  resource: z
    .object({
      language: z.string(),
      level: z.number().int(),
      courseKey: z.string().nullable(),
      knowledgePointIds: z.array(z.string()),
      tags: z.array(z.string()),
    })
    .nullable(),
});
export type TResourceAttributes = z.infer<typeof ZResourceAttributes>;

/** overall/userRole {}: only staff reach it (a student gets 403, the web's no_authority page). */
export const ZPoolUserRole = z.object({
  mayEnter: z.boolean(),
  role: z.enum(['teacher', 'manager']),
  schoolId: z.number().int(),
  mayUpload: z.boolean(),
});

/** subject/referenceTypeList and training/referenceTypeList {dataType '3', selectIds, trainingType}. */
export const ZReferenceTypeRequest = z.object({
  dataType: z.coerce.string().max(4).optional(),
  selectIds: z.array(z.coerce.string().max(40)).max(100).optional(),
  trainingType: z.coerce.string().max(40).optional(),
});
export const ZReferenceType = z.object({
  value: z.string(),
  label: z.string(),
  /** training/referenceTypeList: the pool kind a training kind lists under; null for question types. */
  resourceTopLevelType: z.number().int().nullable(),
  /** How many resources the caller may see have it. */
  count: z.number().int(),
});
