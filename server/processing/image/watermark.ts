import type { WatermarkPosition } from '../../../shared/jobs/watermark-image.ts';
import { escapeXml } from './caption.ts';

/** Latin and Devanagari both: Pango picks, glyph by glyph, the first family that has it. */
const FONT_FAMILY = 'Noto Sans, Noto Sans Devanagari, DejaVu Sans, sans-serif';

/** Tiling stops at this many copies of the text, however small the text and large the image. */
const MAX_TILES = 400;

export interface WatermarkLayout {
  text: string;
  position: WatermarkPosition;
  opacity: number;
  fontSize: number;
}

/** The default size: a twentieth of the shorter side, so a batch of mixed sizes looks alike. */
export function defaultFontSize(width: number, height: number): number {
  return Math.max(8, Math.round(Math.min(width, height) / 20));
}

function textNode(text: string, x: number, y: number, anchor: string, size: number): string {
  const stroke = Math.max(1, Math.round(size / 16));
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="${size}" stroke-width="${stroke}">${text}</text>`;
}

function placedText(layout: WatermarkLayout, width: number, height: number): string {
  const { position, fontSize: size } = layout;
  const margin = Math.round(size * 0.8);
  const [row, column] = position === 'centre' ? ['centre', 'centre'] : position.split('-');
  // One word positions: 'top', 'left'... name a row or a column, the other is the centre.
  const vertical = row === 'top' || row === 'bottom' ? row : 'centre';
  const horizontal =
    column === 'left' || column === 'right' ? column : row === 'left' || row === 'right' ? row : '';
  const x = horizontal === 'left' ? margin : horizontal === 'right' ? width - margin : width / 2;
  const anchor = horizontal === 'left' ? 'start' : horizontal === 'right' ? 'end' : 'middle';
  const y =
    vertical === 'top'
      ? margin + size * 0.8
      : vertical === 'bottom'
        ? height - margin - size * 0.2
        : height / 2 + size * 0.35;
  return textNode(escapeXml(layout.text), Math.round(x), Math.round(y), anchor, size);
}

function tiledText(layout: WatermarkLayout, width: number, height: number): string {
  const size = layout.fontSize;
  const text = escapeXml(layout.text);
  let stepX = Math.max(size * 2, [...layout.text].length * size * 0.6 + size);
  let stepY = size * 3;
  // The turned grid must cover the corners: its side is the image's diagonal.
  const side = Math.ceil(Math.hypot(width, height));
  while ((side / stepX + 1) * (side / stepY + 1) > MAX_TILES) {
    stepX *= 1.25;
    stepY *= 1.25;
  }
  const nodes: string[] = [];
  const left = width / 2 - side / 2;
  const top = height / 2 - side / 2;
  for (let row = 0; top + row * stepY < top + side + stepY; row += 1) {
    const shift = row % 2 ? stepX / 2 : 0;
    for (let x = left - shift; x < left + side + stepX; x += stepX) {
      nodes.push(textNode(text, Math.round(x), Math.round(top + row * stepY), 'middle', size));
    }
  }
  return `<g transform="rotate(-30 ${Math.round(width / 2)} ${Math.round(height / 2)})">${nodes.join('')}</g>`;
}

/**
 * The watermark as an SVG the size of the image: white text with a thin dark outline (readable on
 * light and dark pictures) at the given opacity.
 */
export function watermarkSvg(layout: WatermarkLayout, width: number, height: number): Buffer {
  const content =
    layout.position === 'tile'
      ? tiledText(layout, width, height)
      : placedText(layout, width, height);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g opacity="${layout.opacity}" font-family="${FONT_FAMILY}" font-weight="bold" fill="#ffffff" stroke="#000000" paint-order="stroke">${content}</g>` +
      `</svg>`,
  );
}
