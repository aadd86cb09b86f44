import { delay, http, type HttpHandler } from 'msw';
import { DEMO_LATENCY_MS } from '../server/seed/training-types';
import { consignmentIdsResponse } from './consignment-ids';
import type { TrainingServices } from './training-services';

/**
 * The redirect address training sign-in names. When the services answer the authorize form
 * with a redirect there, the handler answers `{ code, state }` as JSON instead: a page cannot
 * read the Location of a redirect it does not follow (it only sees an opaque redirect), and
 * following it would leave the app.
 */
export const TRAINING_CALLBACK_PATH = '/auth/v1/training-callback';

function codeOfTrainingRedirect(response: Response, origin: string): Response {
  const location = response.headers.get('Location');
  if (response.status < 300 || response.status >= 400 || location === null) return response;
  const target = new URL(location, origin);
  if (target.origin !== origin || target.pathname !== TRAINING_CALLBACK_PATH) return response;
  return Response.json(
    { code: target.searchParams.get('code'), state: target.searchParams.get('state') },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

type ResolverInfo = {
  request: Request;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
};

function textParam(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

export type TrainingHandlerDeps = {
  /** Origin the app calls, e.g. location.origin; only its /auth/v1 and /api/v1 are answered. */
  origin: string;
  /** The services answering; read per request, so entering training again can swap in fresh data. */
  services: () => Promise<TrainingServices>;
  /** Waits the demo latency; tests pass a controllable one. */
  wait?: (ms: number) => Promise<void>;
};

/**
 * MSW handlers of training mode: every /auth/v1 and /api/v1 request goes to the reference
 * services after the spec's demo latency, and the demo-only GetConsignmentIDs paths answer
 * from the same data.
 * @example setupWorker(...trainingHandlers({ origin: location.origin, services: () => ready }))
 */
export function trainingHandlers(deps: TrainingHandlerDeps): HttpHandler[] {
  const wait = deps.wait ?? ((ms: number) => delay(ms));
  const api = `${deps.origin}/api/v1`;
  const answer =
    (respond: (services: TrainingServices, info: ResolverInfo) => Promise<Response>) =>
    async (info: ResolverInfo): Promise<Response> => {
      await wait(DEMO_LATENCY_MS);
      return respond(await deps.services(), info);
    };

  return [
    http.get(
      `${api}/Courier/Deliveries/get/GetConsignmentIDs`,
      answer((services, { request }) =>
        consignmentIdsResponse(
          'delivery',
          new URL(request.url).searchParams.get('id') ?? '',
          services,
          request,
        ),
      ),
    ),
    http.get(
      `${api}/Courier/Releases/GetConsignmentIDs/GetConsignmentIDs/:id`,
      answer((services, { request, params }) =>
        consignmentIdsResponse('release', textParam(params.id), services, request),
      ),
    ),
    http.get(
      `${api}/Courier/Journeys/GetConsignmentIDs/GetConsignmentIDs/:id`,
      answer((services, { request, params }) =>
        consignmentIdsResponse('journey', textParam(params.id), services, request),
      ),
    ),
    http.post(
      `${deps.origin}/auth/v1/authorize`,
      answer(async (services, { request }) =>
        codeOfTrainingRedirect(await services.fetch(request), deps.origin),
      ),
    ),
    http.all(
      `${deps.origin}/auth/v1/*`,
      answer((services, { request }) => services.fetch(request)),
    ),
    http.all(
      `${api}/*`,
      answer((services, { request }) => services.fetch(request)),
    ),
  ];
}
