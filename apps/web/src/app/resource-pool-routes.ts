/**
 * The resource pool (part 2 §2.7): its shell's fixed navigation, its lists, search and previews,
 * in the one route table (route-config.ts spreads them in). Students are sent to no_authority by
 * the shell; the no_authority pages stand in the user's own shell so a student has a way back.
 * An entry without a page says "not open yet" inside the pool's shell.
 */
import { Pages } from './pages';
import type { RouteEntry } from './route-config';

export const RESOURCE_POOL_ROUTES: readonly RouteEntry[] = [
  { path: '/resource_pool/no_authority', shell: 'role', page: Pages.poolNoAuthority },
  { path: '/jxzyk/no_authority', shell: 'role', page: Pages.poolNoAuthority },
  { path: '/resource_pool', shell: 'pool', redirect: '/resource_pool/home' },
  {
    path: '/resource_pool/home',
    shell: 'pool',
    page: Pages.poolHome,
    menus: [{ menu: 'pool', label: 'poolHome', order: 0 }],
  },
  {
    path: '/resource_pool/study_resource',
    shell: 'pool',
    page: Pages.poolList,
    menus: [{ menu: 'pool', label: 'poolStudy', order: 1 }],
  },
  {
    path: '/resource_pool/practical_resources',
    shell: 'pool',
    page: Pages.poolList,
    menus: [{ menu: 'pool', label: 'poolPractical', order: 2 }],
  },
  {
    path: '/resource_pool/vr_resources',
    shell: 'pool',
    page: Pages.poolList,
    menus: [{ menu: 'pool', label: 'poolVr', order: 3 }],
  },
  {
    path: '/resource_pool/case_resources',
    shell: 'pool',
    page: Pages.poolList,
    menus: [{ menu: 'pool', label: 'poolCase', order: 4 }],
  },
  {
    path: '/resource_pool/material_resources',
    shell: 'pool',
    page: Pages.poolList,
    menus: [{ menu: 'pool', label: 'poolMaterial', order: 5 }],
  },
  {
    path: '/resource_pool/question_bank_resources',
    shell: 'pool',
    page: Pages.poolList,
    menus: [{ menu: 'pool', label: 'poolQuestionBank', order: 6 }],
  },
  {
    path: '/resource_pool/personal_center',
    shell: 'pool',
    page: Pages.poolPersonal,
    menus: [{ menu: 'pool', label: 'poolPersonal', order: 7 }],
  },
  { path: '/resource_pool/search', shell: 'pool', page: Pages.poolSearch },
  {
    path: '/resource_pool/material_preview',
    shell: 'pool',
    page: Pages.poolMaterialPreview,
    menuOf: '/resource_pool/material_resources',
  },
  {
    path: '/resource_pool/study_preview',
    shell: 'pool',
    page: Pages.poolTrainingPreview,
    menuOf: '/resource_pool/study_resource',
  },
  {
    path: '/resource_pool/practical_preview',
    shell: 'pool',
    page: Pages.poolTrainingPreview,
    menuOf: '/resource_pool/practical_resources',
  },
  {
    path: '/resource_pool/case_preview',
    shell: 'pool',
    page: Pages.poolTrainingPreview,
    menuOf: '/resource_pool/case_resources',
  },
  {
    path: '/resource_pool/question_bank_preview',
    shell: 'pool',
    page: Pages.poolTrainingPreview,
    menuOf: '/resource_pool/question_bank_resources',
  },
  // A teacher tries a case as a student would (areas/resource-pool/try-out): nothing is recorded.
  {
    path: '/resource_pool/case_interaction_answer',
    shell: 'pool',
    page: Pages.poolCaseInteraction,
    menuOf: '/resource_pool/case_resources',
  },
  {
    path: '/resource_pool/case_comprehensive_task',
    shell: 'pool',
    page: Pages.poolCaseTasks,
    menuOf: '/resource_pool/case_resources',
  },
  {
    path: '/resource_pool/case_comprehensive_Answer',
    shell: 'pool',
    page: Pages.poolCaseAnswer,
    menuOf: '/resource_pool/case_resources',
  },
  {
    path: '/resource_pool/vr_preview',
    shell: 'pool',
    page: Pages.poolVrPreview,
    menuOf: '/resource_pool/vr_resources',
  },
  { path: '/resource_pool/*', shell: 'pool' },
  // 资源管理 (part 2 §2.1 2_114): one's own resources in the teacher's shell.
  { path: '/teacher/resourseManage', shell: 'teacher', page: Pages.poolResourceManage },
  { path: '/teacher/teaching/resourseManage', shell: 'teacher', page: Pages.poolResourceManage },
];
