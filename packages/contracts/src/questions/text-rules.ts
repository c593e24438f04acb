/** Text rules of the answer page (part 1 §5): the minimum word count and the Chinese-input check. */
import { stripMarkup } from './markup';

/** Words of an answer as the minimum word count counts them (Chinese characters count one each). */
export function countWords(s: string): number {
  const plain = stripMarkup(s);
  const cjk = plain.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  const latin = plain.replace(/[\u4e00-\u9fff]/g, ' ').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return cjk + latin;
}

export function containsChinese(s: string): boolean {
  return /[\u4e00-\u9fff]/.test(s);
}
