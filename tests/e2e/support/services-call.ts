import type { APIRequestContext } from '@playwright/test';

export type Json = Record<string, unknown>;

/**
 * One call to the services as another client would make it (the test's own HTTP client, the
 * person's token): the status and the JSON answer.
 * @example const { status, body } = await servicesCall(request, token, 'GET', '/api/v1/purchase-orders/getAll');
 */
export async function servicesCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: Json,
): Promise<{ status: number; body: Json }> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), body: (await response.json()) as Json };
}
