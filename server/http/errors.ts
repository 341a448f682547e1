/** The JSON body of every API error (docs/product.md#job-errors). */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

/** An error a visitor caused or may see: its status, a stable code and a message safe to show. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}

export function errorBody(code: string, message: string, field?: string): ApiErrorBody {
  return { error: { code, message, ...(field ? { field } : {}) } };
}
