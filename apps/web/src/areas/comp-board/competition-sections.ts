/** The sections of a competition's public page, in order; /competition/content opens one by `section`. */
export const SECTIONS = ['intro', 'rules', 'organisation', 'faq', 'downloads'] as const;
export type Section = (typeof SECTIONS)[number];

export const isSection = (s: string | null): s is Section => SECTIONS.includes(s as Section);

/** Where a period stands for a visitor, from its window and whether its results are out. */
export function periodStatus(
  p: { opensAt: string; closesAt: string; published: boolean },
  now: number,
): 'upcoming' | 'open' | 'ended' | 'published' {
  if (p.published) return 'published';
  if (now < Date.parse(p.opensAt)) return 'upcoming';
  return now <= Date.parse(p.closesAt) ? 'open' : 'ended';
}
