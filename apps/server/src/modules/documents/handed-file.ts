/**
 * The file a caller names by the URL an answer handed them: its stored path when they may read it.
 * A public file needs nothing; a private one needs a valid, unexpired signature of that very path
 * (the same test GET /files/ applies, so the call converts exactly what the caller could
 * download); a dot folder, a path that is not canonical, or a conversion's own output is a 404.
 */
import { ResponseCode } from '@lingua/contracts';
import { AppError, notFound } from '../../platform/errors';
import { type FileSigner, fileAccessOf, normaliseFilePath } from '../../platform/file-urls';
import { isInResultFolder } from './conversion-result';

export function admittedSourcePath(fileUrl: string, signer: FileSigner): string {
  const [urlPath = '', query = ''] = fileUrl.split('?', 2);
  const relativePath = normaliseFilePath(urlPath);
  if (relativePath === undefined || isInResultFolder(relativePath)) throw notFound();
  const access = fileAccessOf(relativePath);
  if (access === 'hidden') throw notFound();
  if (access === 'signed') {
    const params = new URLSearchParams(query);
    if (!signer.verify(relativePath, params.get('exp') ?? undefined, params.get('sig') ?? undefined))
      throw new AppError(ResponseCode.forbidden, 'fileLinkInvalid', {}, 'fileUrl');
  }
  return relativePath;
}
