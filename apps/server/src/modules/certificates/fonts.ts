/**
 * The CJK font of the certificates: Debian's fonts-noto-cjk (npm test and scripts/prepare.mjs
 * install it), found at its packaged path or at CERTIFICATE_FONT_DIR; never downloaded. Read once
 * per process: the collection is large, and every certificate embeds only the glyphs it uses.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIRS = [process.env.CERTIFICATE_FONT_DIR, '/usr/share/fonts/opentype/noto'].filter((d): d is string =>
  Boolean(d),
);

export interface CertificateFonts {
  serifBold: { bytes: Buffer; family: string };
  sans: { bytes: Buffer; family: string };
}

let cached: CertificateFonts | undefined;

function read(file: string, family: string): { bytes: Buffer; family: string } {
  for (const dir of DIRS) {
    const full = path.join(dir, file);
    if (existsSync(full)) return { bytes: readFileSync(full), family };
  }
  throw new Error(`The certificate font ${file} is missing: install Debian's fonts-noto-cjk`);
}

export function certificateFonts(): CertificateFonts {
  cached ??= {
    serifBold: read('NotoSerifCJK-Bold.ttc', 'NotoSerifCJKsc-Bold'),
    sans: read('NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'),
  };
  return cached;
}
