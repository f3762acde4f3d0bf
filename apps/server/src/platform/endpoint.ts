import type { Endpoint } from '@shiftclock/contract/endpoint';

type Part<E, K extends string> = E extends { [key in K]: infer S } ? S : undefined;

/** The schema types Fastify's zod type provider reads to type a handler's request and reply. */
type RouteSchema<E extends Endpoint> = {
  summary: string;
  tags: string[];
  security?: { bearer: never[] }[];
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['responses'];
};

/**
 * Fastify's route options for a contract endpoint: method, URL, access rule and schemas, all from the
 * one definition (packages/contract/src/endpoints/). Spread it into `app.route({ ...routeOf(e), handler })`
 * and the handler's request and reply are typed by the definition's schemas.
 */
export function routeOf<const E extends Endpoint>(endpoint: E) {
  const { params, query, body } = endpoint;
  const schema = {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    response: endpoint.responses,
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint: endpoint as Endpoint },
    schema: schema as RouteSchema<E>,
  };
}
