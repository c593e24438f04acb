/** The resource pool (contracts: calls/resource-pool.ts): lists, search, previews, uploads and one's own. */
import { type BodyOf, resourcePoolCalls as calls, type TPoolUploadFields } from '@lingua/contracts';
import { call, upload } from './client';

export const resourcePoolApi = {
  home: () => call(calls.home),
  search: (body: BodyOf<typeof calls.search>) => call(calls.search, body),
  detail: (resourceId: number) => call(calls.detail, { resourceId }),
  attributes: () => call(calls.attributes, {}),
  courseNames: (resourceTopLevelType?: BodyOf<typeof calls.courseNames>['resourceTopLevelType']) =>
    call(calls.courseNames, { resourceTopLevelType }),
  knowledgePoints: (body: BodyOf<typeof calls.knowledgePoints>) => call(calls.knowledgePoints, body),
  checkSpace: (fileSize: number) => call(calls.checkSpace, { fileSize }),
  upload: (file: File, fields: TPoolUploadFields, onProgress: (percent: number) => void) =>
    upload(calls.upload, file, fields, { onProgress, quiet: true }),
  update: (body: BodyOf<typeof calls.update>) => call(calls.update, body),
  remove: (resourceId: number) => call(calls.remove, { resourceId }),
  share: (resourceId: number, isShared: boolean) => call(calls.share, { resourceId, isShared }),
  favourite: (resourceId: number) => call(calls.favourite, { resourceId }),
  unfavourite: (resourceId: number) => call(calls.unfavourite, { resourceId }),
  personalList: (body: BodyOf<typeof calls.personalList>) => call(calls.personalList, body),
  copyTraining: (resourceId: number) => call(calls.copyTraining, { resourceId }),
  updateQuestion: (body: BodyOf<typeof calls.updateQuestion>) => call(calls.updateQuestion, body),
};
