/**
 * What each fileWorkType accepts, checked by the file's content (magic bytes), never its name.
 * The work types are contracts' `ZFileWorkType`; a new one is added there and here.
 */
import type { TFileWorkType } from '@lingua/contracts';

export interface UploadKind {
  mimeTypes: readonly string[];
  /** Whole megabytes: the message says "cannot exceed {n}MB". */
  maxBytes: number;
  /** Only teachers and managers may upload this kind. */
  staffOnly?: boolean;
}

const headImage: UploadKind = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
};

/**
 * Answer attachments (part 1 §5): documents (doc, xls, ppt and their x forms, pdf), images (jpeg,
 * png, gif), audio (mp3), video (mp4), archives (zip, rar); at most 500 MB. Plain text has no
 * signature to check, so it is not accepted by content.
 */
const answerAttachment: UploadKind = {
  mimeTypes: [
    'application/x-cfb',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/gif',
    'audio/mpeg',
    'video/mp4',
    'application/zip',
    'application/x-rar-compressed',
    'application/vnd.rar',
  ],
  maxBytes: 500 * 1024 * 1024,
};

/** A teacher's task material (issue 8): background images, audio, video, and attachments. */
const taskMaterial: UploadKind = {
  mimeTypes: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'audio/mpeg',
    'video/mp4',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/x-cfb',
    'application/zip',
    'application/x-rar-compressed',
    'application/vnd.rar',
  ],
  maxBytes: 500 * 1024 * 1024,
  staffOnly: true,
};

export const UPLOAD_KINDS: Record<TFileWorkType, UploadKind> = {
  /** 30: an attachment to a training answer. */
  '30': answerAttachment,
  /** 25 is the head image in the original client; 1 is kept as its alias. */
  '25': headImage,
  '1': headImage,
  /** 31, our own number (docs/api.md): task material, for teachers. */
  '31': taskMaterial,
};
