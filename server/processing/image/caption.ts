/** Escapes text for an SVG text node. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * A caption as an SVG the size of the frame: white text with a dark outline near the bottom,
 * readable on any picture, shrunk to fit the width.
 */
export function captionSvg(text: string, width: number, height: number): Buffer {
  const byHeight = height / 9;
  const byWidth = (width * 0.92) / Math.max(1, text.length * 0.6);
  const size = Math.max(10, Math.floor(Math.min(byHeight, byWidth)));
  const stroke = Math.max(1, Math.round(size / 8));
  const y = height - Math.round(size * 0.5);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="50%" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff" stroke="#000000" stroke-width="${stroke}" paint-order="stroke">${escapeXml(text)}</text>` +
      `</svg>`,
  );
}
