import { lineStarts } from '../text-common/text-rows.ts';
import { errorExcerpt, formatJson, type JsonError, type JsonMode } from './json-format.ts';

export interface JsonRequest {
  id: number;
  mode: JsonMode;
  text: string;
}

export type JsonResponse =
  | { id: number; ok: true; mode: JsonMode; output: string; starts: Uint32Array }
  | {
      id: number;
      ok: false;
      error: JsonError;
      excerpt: { text: string; caret: number };
    };

/** The work the JSON worker does for one request (plain, so it is tested without a worker). */
export function runJsonRequest(request: JsonRequest): JsonResponse {
  const result = formatJson(request.text, request.mode);
  if (result.ok) {
    return {
      id: request.id,
      ok: true,
      mode: request.mode,
      output: result.output,
      starts: lineStarts(result.output),
    };
  }
  return {
    id: request.id,
    ok: false,
    error: result.error,
    excerpt: errorExcerpt(request.text, result.error),
  };
}
