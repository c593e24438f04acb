/** School logos as SVG, written to file storage when the demo is seeded. */
export function schoolLogoSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="28" fill="${colour}"/>
<circle cx="64" cy="64" r="44" fill="none" stroke="#fff" stroke-width="5" opacity="0.35"/>
<text x="64" y="78" font-family="Georgia, 'Noto Serif CJK SC', serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}

/** A course cover (16:9) with its Chinese and English names, for the course cards and details. */
export function courseCoverSvg(nameCn: string, nameEn: string, colour: string): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="70" r="120" fill="#fff" opacity="0.07"/><circle cx="90" cy="330" r="90" fill="#fff" opacity="0.06"/>
<text x="48" y="190" font-family="'Noto Sans CJK SC', sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(nameCn)}</text>
<text x="50" y="236" font-family="Georgia, serif" font-size="24" fill="#fff" opacity="0.85">${escapeXml(nameEn)}</text>
</svg>`;
}
