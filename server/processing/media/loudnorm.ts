/**
 * EBU R128 levelling in two passes with ffmpeg's `loudnorm`: the first measures, the second
 * applies one gain to the whole file (`linear=true`) from those measurements.
 */

/** True peak asked of loudnorm: under the promised -1 dBTP with room for a lossy encoder. */
export const TRUE_PEAK_DBTP = -1.5;

export interface LoudnessMeasurement {
  inputI: number;
  inputTp: number;
  inputLra: number;
  inputThresh: number;
  targetOffset: number;
}

/** The first pass's filter. */
export function measureFilter(targetLufs: number): string {
  return `loudnorm=I=${targetLufs}:TP=${TRUE_PEAK_DBTP}:LRA=11:print_format=json`;
}

/**
 * The measurement loudnorm printed last in `stderr`, or null when there is none or the audio is
 * silent (its loudness is -inf: there is nothing to level).
 */
export function parseMeasurement(stderr: string): LoudnessMeasurement | null {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(stderr.slice(start, end + 1)) as Record<string, unknown>;
  } catch {
    return null;
  }
  const read = (key: string) => Number.parseFloat(String(json[key]));
  const measurement = {
    inputI: read('input_i'),
    inputTp: read('input_tp'),
    inputLra: read('input_lra'),
    inputThresh: read('input_thresh'),
    targetOffset: read('target_offset'),
  };
  return Object.values(measurement).every(Number.isFinite) ? measurement : null;
}

/**
 * The second pass's filter. Its range target is at least the measured range, so loudnorm can
 * keep to one gain for the whole file (it falls back to dynamic levelling otherwise).
 */
export function applyFilter(targetLufs: number, measured: LoudnessMeasurement): string {
  const range = Math.min(50, Math.max(11, Math.ceil(measured.inputLra)));
  return [
    `loudnorm=I=${targetLufs}`,
    `TP=${TRUE_PEAK_DBTP}`,
    `LRA=${range}`,
    `measured_I=${measured.inputI}`,
    `measured_TP=${measured.inputTp}`,
    `measured_LRA=${measured.inputLra}`,
    `measured_thresh=${measured.inputThresh}`,
    `offset=${measured.targetOffset}`,
    'linear=true',
    'print_format=none',
  ].join(':');
}
