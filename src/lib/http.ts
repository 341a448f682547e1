/**
 * GET a JSON document. A non-success answer becomes an error whose message is the status code, a
 * colon and a space, then the body text (or the status text when the body is empty):
 * docs/product.md#http-errors.
 */
export async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  return (await response.json()) as T;
}
