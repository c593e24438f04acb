/**
 * The pool's kinds as the web shows them: each kind's number (resourceTopLevelType), its name key,
 * its list and its preview (part 2 §2.7). One table, read by the lists, search, home and cards.
 */
import { ResourceTopLevelType, type TResourceTopLevelType } from '@lingua/contracts';

export type PoolKindKey = keyof typeof ResourceTopLevelType;

export interface PoolKind {
  key: PoolKindKey;
  type: TResourceTopLevelType;
  listPath: string;
  previewPath: string;
  /** Whether this version opens the kind's list and preview. */
  isOpen: boolean;
}

export const POOL_KINDS: readonly PoolKind[] = [
  {
    key: 'study',
    type: ResourceTopLevelType.study,
    listPath: '/resource_pool/study_resource',
    previewPath: '/resource_pool/study_preview',
    isOpen: true,
  },
  {
    key: 'practical',
    type: ResourceTopLevelType.practical,
    listPath: '/resource_pool/practical_resources',
    previewPath: '/resource_pool/practical_preview',
    isOpen: true,
  },
  {
    key: 'vr',
    type: ResourceTopLevelType.vr,
    listPath: '/resource_pool/vr_resources',
    previewPath: '/resource_pool/vr_preview',
    isOpen: true,
  },
  {
    key: 'case',
    type: ResourceTopLevelType.case,
    listPath: '/resource_pool/case_resources',
    previewPath: '/resource_pool/case_preview',
    isOpen: true,
  },
  {
    key: 'material',
    type: ResourceTopLevelType.material,
    listPath: '/resource_pool/material_resources',
    previewPath: '/resource_pool/material_preview',
    isOpen: true,
  },
  {
    key: 'questionBank',
    type: ResourceTopLevelType.questionBank,
    listPath: '/resource_pool/question_bank_resources',
    previewPath: '/resource_pool/question_bank_preview',
    isOpen: true,
  },
];

export function kindByType(type: number): PoolKind | undefined {
  return POOL_KINDS.find((k) => k.type === type);
}

export function kindByListPath(pathname: string): PoolKind | undefined {
  return POOL_KINDS.find((k) => k.listPath === pathname);
}

export function kindByPreviewPath(pathname: string): PoolKind | undefined {
  return POOL_KINDS.find((k) => k.previewPath === pathname);
}

/** A resource's preview page. */
export function previewHref(resource: { resourceId: number; resourceTopLevelType: number }): string {
  const kind = kindByType(resource.resourceTopLevelType);
  return `${kind?.previewPath ?? '/resource_pool/material_preview'}?resourceId=${resource.resourceId}`;
}
