import { unsignedFileUrl } from '@lingua/contracts';
import { multipartBody } from '../../fixtures/raw-http';
import { PDF } from '../../fixtures/tasks';
import type { World } from '../world';
import type { WalkCase } from './shared';

let handed: Promise<string> | undefined;

/** Teacher A's upload, as the upload's answer hands it to them: signed. Made once per walk. */
function handedToTeacherA(w: World): Promise<string> {
  handed ??= (async () => {
    const body = multipartBody({ fileWorkType: 31 }, { name: 'terms.pdf', first: PDF, padding: 0 });
    const r = await w.t.app.inject({
      method: 'POST',
      url: '/openApi/overall/upload',
      payload: Buffer.concat([...body.chunks()]),
      headers: { token: w.people.teacherA.token, 'content-type': body.contentType },
    });
    return (r.json() as { data: { filePath: string } }).data.filePath;
  })();
  return handed;
}

export const documentsCases: Record<string, WalkCase[]> = {
  '/openApi/else/overall/getConvertFileUrl': [
    {
      name: 'a private file, named as each caller was handed it',
      owner: 'teacher',
      body: async (w, caller) => {
        const fileUrl = await handedToTeacherA(w);
        return { fileUrl: caller === 'owner' ? fileUrl : unsignedFileUrl(fileUrl) };
      },
      fileFields:
        'walked: the owner names the file with the signature its upload handed them; no one else was handed it, so they name it bare and are refused (403)',
    },
  ],
};
