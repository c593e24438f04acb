/**
 * Resource pool calls (issue 18; contracts: resource-pool.ts). The spec's own under
 * /openApi/resourceManage (part 1 §7), the designed ones under /openApi/resourcePool (docs/api.md
 * "Resource pool"). Every call is for staff: a student gets 403 (the web's no_authority page).
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { zPage } from '../envelope';
import {
  ZCheckSpace,
  ZCheckSpaceRequest,
  ZKindRequest,
  ZKnowledgePointListRequest,
  ZPersonalListRequest,
  ZPoolCourse,
  ZPoolHome,
  ZPoolKnowledgePointRow,
  ZPoolQuestionUpdated,
  ZPoolQuestionUpdateRequest,
  ZPoolResource,
  ZPoolResourceDetail,
  ZPoolSearchRequest,
  ZPoolSearchResult,
  ZPoolShareRequest,
  ZPoolUpdateRequest,
  ZPoolUploadFields,
  ZPoolUseResult,
  ZPoolUserRole,
  ZReferenceType,
  ZReferenceTypeRequest,
  ZResourceAttributeRequest,
  ZResourceAttributes,
  ZResourceIdRequest,
} from '../resource-pool';

const manage = '/openApi/resourceManage';
const pool = '/openApi/resourcePool';

export const resourcePoolCalls = {
  // The spec's calls (part 1 §7).
  checkSpace: defineContract({
    path: `${manage}/main/checkSpace`,
    access: 'staff',
    body: ZCheckSpaceRequest,
    response: ZCheckSpace,
  }),
  courseNames: defineContract({
    path: `${manage}/main/authLessonNameList`,
    access: 'staff',
    body: ZKindRequest,
    response: z.array(ZPoolCourse),
  }),
  knowledgePoints: defineContract({
    path: `${manage}/main/authKnowlPointList`,
    access: 'staff',
    body: ZKnowledgePointListRequest,
    response: zPage(ZPoolKnowledgePointRow),
  }),
  attributes: defineContract({
    path: `${manage}/overall/queryResourceAttribute`,
    access: 'staff',
    body: ZResourceAttributeRequest,
    response: ZResourceAttributes,
  }),
  userRole: defineContract({
    path: `${manage}/overall/userRole`,
    access: 'staff',
    response: ZPoolUserRole,
  }),
  questionTypes: defineContract({
    path: `${manage}/subject/referenceTypeList`,
    access: 'staff',
    body: ZReferenceTypeRequest,
    response: z.array(ZReferenceType),
  }),
  trainingTypes: defineContract({
    path: `${manage}/training/referenceTypeList`,
    access: 'staff',
    body: ZReferenceTypeRequest,
    response: z.array(ZReferenceType),
  }),

  // Designed calls.
  home: defineContract({
    path: `${pool}/home`,
    access: 'staff',
    response: ZPoolHome,
  }),
  /** The one list: keyword, filters, scope, sort and paging; rows plus facets. */
  search: defineContract({
    path: `${pool}/search`,
    access: 'staff',
    body: ZPoolSearchRequest,
    response: ZPoolSearchResult,
  }),
  detail: defineContract({
    path: `${pool}/detail`,
    access: 'staff',
    body: ZResourceIdRequest,
    response: ZPoolResourceDetail,
  }),
  /** A material: the text fields, then the file (suffix groups, 500 MB, 210 s, quotas). */
  upload: defineContract({
    path: `${pool}/upload`,
    access: 'staff',
    multipart: true,
    body: ZPoolUploadFields,
    response: ZPoolResourceDetail,
  }),
  update: defineContract({
    path: `${pool}/update`,
    access: 'staff',
    body: ZPoolUpdateRequest,
    response: ZPoolResourceDetail,
  }),
  remove: defineContract({
    path: `${pool}/delete`,
    access: 'staff',
    body: ZResourceIdRequest,
  }),
  share: defineContract({
    path: `${pool}/share`,
    access: 'staff',
    body: ZPoolShareRequest,
    response: ZPoolResourceDetail,
  }),
  favourite: defineContract({
    path: `${pool}/favourite`,
    access: 'staff',
    body: ZResourceIdRequest,
  }),
  unfavourite: defineContract({
    path: `${pool}/unfavourite`,
    access: 'staff',
    body: ZResourceIdRequest,
  }),
  /** The personal centre: my uploads, my favourites, what I shared. */
  personalList: defineContract({
    path: `${pool}/personalList`,
    access: 'staff',
    body: ZPersonalListRequest,
    response: zPage(ZPoolResource),
  }),
  /** Copies a pool training into the caller's own version ("… (副本)"), private until shared. */
  copyTraining: defineContract({
    path: `${pool}/copyTraining`,
    access: 'staff',
    body: ZResourceIdRequest,
    response: ZPoolResourceDetail,
  }),
  /** Changes a question of one's own training (a copy or an import); the original it was copied from is untouched. */
  updateQuestion: defineContract({
    path: `${pool}/updateQuestion`,
    access: 'staff',
    body: ZPoolQuestionUpdateRequest,
    response: ZPoolQuestionUpdated,
  }),
  /** Counts a use (a resource added to a course or a training); the course builder calls it. */
  use: defineContract({
    path: `${pool}/use`,
    access: 'staff',
    body: ZResourceIdRequest,
    response: ZPoolUseResult,
  }),
};
