/** School logos as SVG, written to file storage when the demo is seeded. */
export function schoolLogoSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="28" fill="${colour}"/>
<circle cx="64" cy="64" r="44" fill="none" stroke="#fff" stroke-width="5" opacity="0.35"/>
<text x="64" y="78" font-family="Georgia, 'Noto Serif CJK SC', serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}
