/**
 * Where the nodes of a knowledge graph sit: a radial tree computed from the outline's shape, so no
 * graph file carries hand-typed coordinates.
 */
export interface Point {
  x: number;
  y: number;
}

export interface CategoryPlacement {
  root: Point;
  topics: { at: Point; leaves: Point[] }[];
}

/** Distance kept between neighbouring leaves on the outer ring, in graph units. */
const LEAF_SPACING = 40;
const MIN_OUTER_RADIUS = 360;
/** Inner and middle rings as shares of the outer one. */
const ROOT_RING = 0.36;
const TOPIC_RING = 0.68;

function polar(radius: number, angle: number): Point {
  // One decimal is finer than a pixel at any zoom the viewer allows (0.4 to 2).
  const round = (v: number) => Math.round(v * 10) / 10 || 0;
  return { x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) };
}

/**
 * Lays out categories given as lists of leaf counts, one count per level-2 topic. Each leaf owns one
 * slot of the outer ring and each category one empty slot after it, so categories read as separate
 * clusters. A topic sits in the middle of its leaves' slots and a category's level-1 node in the
 * middle of its topics, so every child fans out around its parent and no two slices overlap.
 * The circle starts at twelve o'clock.
 */
export function radialLayout(categories: readonly (readonly number[])[]): CategoryPlacement[] {
  const slotsOf = (leaves: number) => Math.max(leaves, 1);
  const total = categories.reduce((sum, topics) => sum + topics.reduce((s, n) => s + slotsOf(n), 0) + 1, 0);
  const step = (2 * Math.PI) / total;
  const outer = Math.max(MIN_OUTER_RADIUS, (total * LEAF_SPACING) / (2 * Math.PI));
  let slot = 0;
  return categories.map((topics) => {
    const first = slot;
    const placed = topics.map((leaves) => {
      const start = slot;
      slot += slotsOf(leaves);
      const angles = Array.from({ length: leaves }, (_, i) => (start + i + 0.5) * step - Math.PI / 2);
      const middle = ((start + slot) / 2) * step - Math.PI / 2;
      return { at: polar(outer * TOPIC_RING, middle), leaves: angles.map((a) => polar(outer, a)) };
    });
    const root = polar(outer * ROOT_RING, ((first + slot) / 2) * step - Math.PI / 2);
    slot += 1;
    return { root, topics: placed };
  });
}
