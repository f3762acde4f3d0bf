import type { Endpoint } from '@shiftclock/contract/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountFor } from './account.ts';

type Part<E, K extends string> = E extends { [key in K]: infer S } ? S : undefined;

/** The schema types Fastify's zod type provider reads to type a handler's request and reply. */
type RouteSchema<E extends Endpoint> = {
  summary: string;
  tags: string[];
  description?: string;
  security?: ({ bearer: never[] } | { apiKey: never[] })[];
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['responses'];
};

/** Fastify's handler of the endpoint, as `app.route` types it from the schemas. */
type FastifyHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/**
 * A handler of the endpoint: Fastify's request and reply, typed by its schemas, and `request.account`
 * typed by its access rule: a manager endpoint's handler gets a manager account, not any caller.
 */
export type HandlerOf<E extends Endpoint> = (
  request: Parameters<FastifyHandler<E>>[0] & { account: AccountFor<E['access']> },
  reply: Parameters<FastifyHandler<E>>[1],
) => ReturnType<FastifyHandler<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Endpoint['access'];
    /** The contract definition the route was registered from (routeOf below). */
    endpoint?: Endpoint;
  }
}

/**
 * The OpenAPI security of an endpoint: none when public, the API key (its scope named in the
 * description, docs/decisions/0207-api-keys.md) for the /api/v1 endpoints, else the bearer token.
 */
function securityOf(endpoint: Endpoint) {
  if (endpoint.access === 'public') return {};
  if (endpoint.access.includes('apiKey'))
    return {
      security: [{ apiKey: [] }],
      description: `API key with the \`${endpoint.scope}\` scope (\`Authorization: Bearer shk_…\`).`,
    };
  return { security: [{ bearer: [] }] };
}

/**
 * Fastify's route options for a contract endpoint: method, URL, access rule and schemas, all from the
 * one definition (packages/contract/src/endpoints/), and its handler.
 */
export function routeOf<const E extends Endpoint>(endpoint: E, handler: HandlerOf<E>) {
  const { params, query, body } = endpoint;
  const schema = {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...securityOf(endpoint),
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
    // Only the type differs: the onRequest hook (http/auth.ts) set an account of an allowed type.
    handler: handler as FastifyHandler<E>,
  };
}

/** A routes plugin's instance, as `FastifyPluginAsyncZod` types it. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers contract endpoints on a routes plugin's instance: `const route = routesOn(app)`, then
 * `route(definition, handler)` for each endpoint, the handler typed as HandlerOf says.
 */
export function routesOn(app: ZodApp) {
  return <const E extends Endpoint>(endpoint: E, handler: HandlerOf<E>) => {
    app.route(routeOf(endpoint, handler));
  };
}
