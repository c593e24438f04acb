/**
 * What each fileWorkType accepts, checked by the file's content (magic bytes), never its name.
 * Later issues add their kinds here (attachments, audio, video).
 */
export interface UploadKind {
  mimeTypes: readonly string[];
  maxBytes: number;
  /** For the message: "cannot exceed {limit}{unit}". */
  limitLabel: { limit: number; unit: string };
}

const headImage: UploadKind = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  limitLabel: { limit: 2, unit: 'MB' },
};

export const UPLOAD_KINDS: Record<string, UploadKind> = {
  /** 25 is the head image in the original client; 1 is kept as its alias. */
  '25': headImage,
  '1': headImage,
};
