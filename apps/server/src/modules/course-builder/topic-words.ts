/**
 * The words a proposal matches on, in English and Chinese: English words of three letters or more
 * (lower case, a plural's s dropped, common words left out); Chinese as character pairs, since
 * Chinese has no spaces and most business terms are two or more characters (询盘, 信用证 → 信用, 用证).
 */
const STOP_WORDS = new Set(
  'and the for with from into about your our their this that what how when are was were will can not of to in on at by an a or as is be it its'.split(
    ' ',
  ),
);

function englishWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
    .map((w) =>
      w.length > 4 && w.endsWith('ies')
        ? `${w.slice(0, -3)}y`
        : w.length > 3 && w.endsWith('s') && !w.endsWith('ss')
          ? w.slice(0, -1)
          : w,
    );
}

function chinesePairs(text: string): string[] {
  const pairs: string[] = [];
  for (const run of text.match(/[\u4e00-\u9fff]+/g) ?? []) {
    if (run.length === 1) pairs.push(run);
    for (let i = 0; i + 1 < run.length; i++) pairs.push(run.slice(i, i + 2));
  }
  return pairs;
}

/** The distinct words of a text, in the order they first appear. */
export function topicWords(text: string): string[] {
  return [...new Set([...englishWords(text), ...chinesePairs(text)])];
}

/** The words of `words` that the text also has. */
export function sharedWords(words: readonly string[], text: string): string[] {
  const own = new Set(topicWords(text));
  return words.filter((w) => own.has(w));
}
