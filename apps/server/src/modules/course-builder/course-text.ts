/**
 * A course introduction is stored as sanitised HTML paragraphs (the course-details dialog renders
 * it); the editor writes plain text. These turn one into the other, both ways.
 */
import { sanitizeRichText } from '../../platform/sanitize';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Paragraphs of plain text, separated by a blank line. */
export function introductionToText(html: string): string {
  return html
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Each blank-line-separated paragraph becomes a <p>; single line breaks stay as <br>. */
export function textToIntroduction(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return sanitizeRichText(paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''));
}
