import { z } from 'zod';
import type { AccountType, ApiKeyScope } from './constants.ts';

/**
 * One definition per endpoint: the server registers its route from it (apps/server/src/platform/endpoint.ts)
 * and the web client is typed from it (apps/web/src/lib/api-client.ts, type-only, so no schema reaches
 * the browser's bundle). docs/decisions/0140-endpoints-defined-once.md explains the shape.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, or the listed account types. */
export type Access = 'public' | readonly AccountType[];

/**
 * The body of every refusal: an English message, the stable code of every error a user can meet, and
 * field errors, each with its code too (docs/api.md, "Errors").
 */
export const errorBody = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), msg: z.string(), code: z.string().optional() })).optional(),
});

/** A 204 answer: no body. */
export const noContent = z.null().describe('No content');

/** A file download (CSV); the schema documents it, the route sends the text itself. */
export const csvFile = z.string().describe('text/csv; charset=utf-8');

/** Error statuses an endpoint answers, each with the shared error body: `...refusals(400, 401, 404)`. */
export function refusals<const S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

export interface Endpoint {
  method: HttpMethod;
  /** The whole path, `:name` for a path parameter, as Fastify and the web client both read it. */
  path: `/api/${string}`;
  access: Access;
  /** The scope an API key needs for it (access `['apiKey']`, docs/decisions/0207-api-keys.md). */
  scope?: ApiKeyScope;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A schema for every status the endpoint answers (success and refusals alike). */
  responses: Readonly<Record<number, z.ZodType>>;
  /** Registered only when debug routes are on (DEBUG_ROUTES=1). */
  debugOnly?: boolean;
}

/** Keeps the literal types (method, path, schemas) that the server's handlers and the web client read. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** "POST /api/shift/clock-in": how the web client names an endpoint. */
export type RouteOf<E extends Endpoint> = `${E['method']} ${E['path']}`;

type SchemaInput<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

export type ParamsOf<E extends Endpoint> = SchemaInput<E, 'params'>;
export type QueryOf<E extends Endpoint> = SchemaInput<E, 'query'>;
export type BodyOf<E extends Endpoint> = SchemaInput<E, 'body'>;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The body of the endpoint's success answer, as it arrives in JSON. */
export type ResponseOf<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: E['responses'][S] extends z.ZodType
    ? z.output<E['responses'][S]>
    : never;
}[keyof E['responses'] & SuccessStatus];
