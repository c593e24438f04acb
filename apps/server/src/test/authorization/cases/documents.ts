import { unsignedFileUrl } from '@lingua/contracts';
import { PDF } from '../../fixtures/tasks';
import type { World } from '../world';
import type { WalkCase } from './shared';

let handed: Promise<string> | undefined;

/** Teacher A's upload, as the upload's answer hands it to them: signed. Made once per walk. */
function handedToTeacherA(w: World): Promise<string> {
  handed ??= (async () => {
    const boundary = '----lingua-walk-documents';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileWorkType"\r\n\r\n31\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="terms.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await w.t.app.inject({
      method: 'POST',
      url: '/openApi/overall/upload',
      payload,
      headers: { token: w.people.teacherA.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
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
