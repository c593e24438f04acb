/**
 * Files over the API: the general upload's work types (part 1 §7 overall/upload), what an upload
 * answers, and a generated file answered as base64 (roster, score and bank exports), so every
 * download call shares one shape.
 */
import { z } from 'zod';

/**
 * fileWorkType of /openApi/overall/upload: 25 a head image (1 is its alias in the original
 * client), 30 an attachment to a training answer, 31 a teacher's task material (our own number).
 */
export const FileWorkType = { headImage: '25', answerAttachment: '30', taskMaterial: '31' } as const;
export const ZFileWorkType = z.enum(['1', '25', '30', '31']);
export type TFileWorkType = z.infer<typeof ZFileWorkType>;

export const ZUploadResponse = z.object({ filePath: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

/** A generated file (an xlsx export or template): its name and its bytes as base64. */
export const ZFileDownload = z.object({ fileName: z.string(), base64: z.string() });
export type TFileDownload = z.infer<typeof ZFileDownload>;
