/** Small SVG images made in code for the demo data (logo, model images, customer groups). */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function logoSvg(companyName: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img"',
    ` aria-label="${escape(companyName)}">`,
    '<rect width="240" height="80" rx="12" fill="#0b4f6c"/>',
    '<circle cx="40" cy="40" r="22" fill="#f4b942"/>',
    '<path d="M30 40h20M40 30v20" stroke="#0b4f6c" stroke-width="6" stroke-linecap="round"/>',
    `<text x="72" y="47" font-family="Arial, sans-serif" font-size="20" font-weight="bold" fill="#ffffff">${escape(
      companyName.split(' ').slice(0, 2).join(' '),
    )}</text>`,
    '</svg>',
  ].join('');
}

/** A simple pictogram of a machine, coloured from the model's index. */
export function modelImageSvg(label: string, index: number): string {
  const palette = ['#2a9d8f', '#e76f51', '#264653', '#e9c46a', '#8ab17d', '#6d597a', '#b56576', '#355070'];
  const colour = palette[index % palette.length]!;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120" role="img"',
    ` aria-label="${escape(label)}">`,
    '<rect width="160" height="120" fill="#f3f4f6"/>',
    `<rect x="35" y="15" width="90" height="80" rx="8" fill="${colour}"/>`,
    '<rect x="48" y="28" width="64" height="40" rx="4" fill="#ffffff" opacity="0.85"/>',
    '<circle cx="60" cy="82" r="5" fill="#ffffff"/><circle cx="80" cy="82" r="5" fill="#ffffff"/>',
    '<circle cx="100" cy="82" r="5" fill="#ffffff"/>',
    `<text x="80" y="112" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" fill="#111827">${escape(
      label,
    )}</text>`,
    '</svg>',
  ].join('');
}
