import QRCode from 'qrcode';

export type EcLevel = 'L' | 'M' | 'Q' | 'H';

/** The error-correction levels, lowest first; their names are in messages.ts. */
export const ecLevels: readonly EcLevel[] = ['L', 'M', 'Q', 'H'];

export const MIN_SIZE = 128;
export const MAX_SIZE = 1024;
/** The quiet zone around the code, in modules: the standard asks for 4. */
const MARGIN = 4;

export interface QrOptions {
  text: string;
  level: EcLevel;
  /** Width and height of the image in pixels. */
  size: number;
  foreground: string;
  background: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Why these options cannot make a code, or undefined. */
export function qrInputError(options: QrOptions): string | undefined {
  if (options.text === '') return 'Enter the text or link to put in the QR code.';
  if (!HEX.test(options.foreground) || !HEX.test(options.background)) {
    return 'Colours must be six-digit hex values such as #000000.';
  }
  if (!Number.isInteger(options.size) || options.size < MIN_SIZE || options.size > MAX_SIZE) {
    return `The size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}.`;
  }
  return undefined;
}

function renderOptions(options: QrOptions) {
  return {
    errorCorrectionLevel: options.level,
    width: options.size,
    margin: MARGIN,
    color: { dark: options.foreground, light: options.background },
  };
}

/** The library's refusal, in words a visitor can act on. */
export function explainQrError(error: unknown, level: EcLevel): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/too big/i.test(message)) {
    return level === 'L'
      ? 'Too much text for a QR code (at most about 2,900 characters). Shorten it.'
      : `Too much text for a QR code at error correction ${level}. Shorten it, or choose a lower level: Low holds the most.`;
  }
  return `The QR code could not be made: ${message}`;
}

/** The code's version (1 to 40) and its width in modules, for the visitor's information. */
export function qrInfo(options: QrOptions): { version: number; modules: number } {
  const code = QRCode.create(options.text, { errorCorrectionLevel: options.level });
  return { version: code.version, modules: code.modules.size };
}

export function qrSvg(options: QrOptions): Promise<string> {
  return QRCode.toString(options.text, { ...renderOptions(options), type: 'svg' });
}

/**
 * The same SVG at once: the library renders in the call and hands the text to its callback
 * before returning, so a first render (and the server's) can show the code.
 */
export function qrSvgNow(options: QrOptions): string {
  let svg: string | undefined;
  let failure: unknown;
  QRCode.toString(options.text, { ...renderOptions(options), type: 'svg' }, (error, text) => {
    failure = error;
    svg = text;
  });
  if (failure) throw failure;
  if (svg === undefined) throw new Error('The QR code could not be made: no SVG was drawn');
  return svg;
}

export function qrPngDataUrl(options: QrOptions): Promise<string> {
  return QRCode.toDataURL(options.text, { ...renderOptions(options), type: 'image/png' });
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A warning when scanners may fail to read the colours, or undefined. */
export function colourWarning(foreground: string, background: string): string | undefined {
  if (!HEX.test(foreground) || !HEX.test(background)) return undefined;
  if (contrastRatio(foreground, background) < 3) {
    return 'The two colours are too alike: many scanners will not read this code. Use a darker code or a lighter background.';
  }
  const lum = (hex: string) =>
    parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
  if (lum(foreground) > lum(background)) {
    return 'A light code on a dark background is not read by every scanner. Dark on light is safest.';
  }
  return undefined;
}
