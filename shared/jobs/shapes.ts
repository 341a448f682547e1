/**
 * The eight shapes of Transform Image Shapes as SVG outlines: the server renders them as alpha
 * masks, the screen draws the same outlines in its shape grid.
 */

export const shapes = [
  { value: 'circle', label: 'Circle' },
  { value: 'oval', label: 'Oval' },
  { value: 'rectangle', label: 'Rectangle' },
  { value: 'square', label: 'Square' },
  { value: 'hexagon', label: 'Hexagon' },
  { value: 'pentagon', label: 'Pentagon' },
  { value: 'star', label: 'Star' },
  { value: 'heart', label: 'Heart' },
] as const;

export type Shape = (typeof shapes)[number]['value'];

export const shapeValues = shapes.map((s) => s.value) as [Shape, ...Shape[]];

/** The fixed output size (docs/product.md#tool-defaults). */
export const SHAPE_SIZE = 400;

/** Oval and rectangle are wider than high; the other shapes fit a square. */
export function shapeCanvas(shape: Shape, size: number): { width: number; height: number } {
  const wide = shape === 'oval' || shape === 'rectangle';
  return { width: size, height: wide ? Math.round(size * 0.75) : size };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function polygon(points: Array<[number, number]>): string {
  return `M ${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L ')} Z`;
}

/** Points of a regular polygon (or star when `inner` is given), the first pointing up. */
function radial(
  cx: number,
  cy: number,
  outer: number,
  corners: number,
  inner?: number,
): Array<[number, number]> {
  const count = inner === undefined ? corners : corners * 2;
  return Array.from({ length: count }, (_, i) => {
    const radius = inner !== undefined && i % 2 === 1 ? inner : outer;
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / count;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

/** The shape's outline as an SVG path filling a width x height box. */
export function shapePath(shape: Shape, width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) / 2;
  switch (shape) {
    case 'circle':
    case 'oval': {
      const rx = shape === 'circle' ? r : width / 2;
      const ry = shape === 'circle' ? r : height / 2;
      return `M ${round(cx - rx)} ${round(cy)} A ${round(rx)} ${round(ry)} 0 1 0 ${round(cx + rx)} ${round(cy)} A ${round(rx)} ${round(ry)} 0 1 0 ${round(cx - rx)} ${round(cy)} Z`;
    }
    case 'rectangle':
    case 'square':
      return polygon([
        [0, 0],
        [width, 0],
        [width, height],
        [0, height],
      ]);
    case 'hexagon': {
      // Flat sides left and right: corners at the top and bottom, touching the box.
      return polygon(radial(cx, cy, r, 6));
    }
    case 'pentagon': {
      // A regular pentagon pointing up, moved down so it sits centred in the box.
      const shift = (r - r * Math.cos(Math.PI / 5)) / 2;
      return polygon(radial(cx, cy + shift, r, 5));
    }
    case 'star': {
      const shift = (r - r * Math.cos(Math.PI / 5)) / 2;
      return polygon(radial(cx, cy + shift, r, 5, r * 0.4));
    }
    case 'heart': {
      const w = width;
      const h = height;
      return [
        `M ${round(w * 0.5)} ${round(h * 0.95)}`,
        `C ${round(w * 0.18)} ${round(h * 0.72)} ${round(w * 0.0)} ${round(h * 0.5)} ${round(w * 0.02)} ${round(h * 0.3)}`,
        `C ${round(w * 0.04)} ${round(h * 0.1)} ${round(w * 0.3)} ${round(h * 0.02)} ${round(w * 0.5)} ${round(h * 0.22)}`,
        `C ${round(w * 0.7)} ${round(h * 0.02)} ${round(w * 0.96)} ${round(h * 0.1)} ${round(w * 0.98)} ${round(h * 0.3)}`,
        `C ${round(w * 1.0)} ${round(h * 0.5)} ${round(w * 0.82)} ${round(h * 0.72)} ${round(w * 0.5)} ${round(h * 0.95)}`,
        'Z',
      ].join(' ');
    }
  }
}
