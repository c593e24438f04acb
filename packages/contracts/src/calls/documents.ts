/**
 * Document conversion (part 1 §7 /openApi/else/overall/getConvertFileUrl; body and answer designed
 * in docs/api.md "Document conversion"): the first call queues the conversion of a file the
 * caller was handed, later calls read its state.
 */
import { defineContract } from '../api/contract';
import { ZConvertedFile, ZConvertFileRequest } from '../documents';

export const documentCalls = {
  convertFile: defineContract({
    path: '/openApi/else/overall/getConvertFileUrl',
    access: 'user',
    body: ZConvertFileRequest,
    response: ZConvertedFile,
    handedFiles: true,
  }),
};
