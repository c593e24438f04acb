/** /externalHTML's check (designed: docs/api.md "External pages"). */
import { defineContract } from '../api/contract';
import { ZExternalPageCheck, ZExternalPageRequest } from '../external-pages';

export const externalPageCalls = {
  /** Whether the address may be shown in a frame, with the configured hosts. */
  check: defineContract({
    path: '/openApi/overall/externalPage',
    access: 'user',
    body: ZExternalPageRequest,
    response: ZExternalPageCheck,
  }),
};
