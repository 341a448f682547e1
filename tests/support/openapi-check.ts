import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

/**
 * Checks real answers against the OpenAPI document the server publishes: the path, method and
 * status must be described, and a JSON body must match the described schema.
 */
export class OpenApiChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly cache = new Map<string, ValidateFunction>();
  readonly document: Json;
  /** Which `METHOD path status` were checked, to see that every answer was covered. */
  readonly seen = new Set<string>();

  constructor(document: Json) {
    this.document = document;
    this.ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
  }

  private template(path: string): string {
    const paths = Object.keys(this.document.paths as Json);
    const found = paths.find((candidate) => {
      const pattern = new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return pattern.test(path);
    });
    if (!found) throw new Error(`${path} is not in the OpenAPI document`);
    return found;
  }

  /** Throws with the reason when the answer is not what the document says. */
  async check(method: string, url: string, response: Response): Promise<void> {
    const path = new URL(url).pathname;
    const template = this.template(path);
    const item = (this.document.paths as Record<string, Json>)[template] as Json;
    const operation = item[method.toLowerCase()] as Json | undefined;
    if (!operation) throw new Error(`${method} ${template} is not in the OpenAPI document`);
    const described = (operation.responses as Record<string, Json>)[String(response.status)];
    if (!described) {
      throw new Error(`${method} ${template} answered ${response.status}, which is not described`);
    }
    this.seen.add(`${method.toUpperCase()} ${template} ${response.status}`);
    const content = described.content as Record<string, Json> | undefined;
    const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
    if (!content) return;
    if (type !== 'application/json') {
      if (!content['*/*'] && !content[type]) {
        throw new Error(`${method} ${template} ${response.status}: ${type} is not described`);
      }
      return;
    }
    const schema = (content['application/json'] ?? content['*/*'])?.schema as Json | undefined;
    if (!schema) throw new Error(`${method} ${template} ${response.status}: no JSON described`);
    const key = JSON.stringify(schema);
    let validate = this.cache.get(key);
    if (!validate) {
      const resolved = JSON.parse(key.replaceAll('"#/components', '"doc#/components')) as Json;
      validate = this.ajv.compile(resolved);
      this.cache.set(key, validate);
    }
    const body = (await response.clone().json()) as unknown;
    if (!validate(body)) {
      throw new Error(
        `${method} ${template} ${response.status} does not match the document: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }
}
