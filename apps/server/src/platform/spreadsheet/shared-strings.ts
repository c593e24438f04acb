/**
 * The workbook's shared strings, which cells of type `s` point at by index. A string's text is
 * its `<t>` runs (rich text has several), without the phonetic guide (`<rPh>`) Excel keeps for
 * East Asian text; one longer than the cell limit stops the read.
 */
import type { SheetLimits } from './limits';
import { SheetRefusal } from './refusal';
import { streamXml } from './xml-stream';
import type { ZipArchive } from './zip';

export async function readSharedStrings(
  zip: ZipArchive,
  part: string | undefined,
  limits: SheetLimits,
): Promise<string[]> {
  const strings: string[] = [];
  if (!part) return strings;
  let text = '';
  let inT = false;
  let inPhonetic = false;
  await streamXml(zip, part, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 't') inT = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    text(chunk) {
      if (!inT || inPhonetic) return;
      text += chunk;
      if (text.length > limits.maxCellChars) throw new SheetRefusal('sheetCellTooLong', { max: limits.maxCellChars });
    },
    close(name) {
      if (name === 'si') strings.push(text);
      else if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
    },
  });
  return strings;
}
