import swagger from '@fastify/swagger';
import scalarReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The reference UI runs inline bootstrap code and styles; only its own pages get this looser policy.
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'";

/** OpenAPI generated from the route schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ShiftClock API',
        description: 'Time clock and shift scheduling. Errors: `{message, errors?: [{path, msg}], code?}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The integration API's keys (docs/api.md, "API keys"): also a bearer, told apart by `shk_`.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'shk_…',
            description:
              'An API key the owner created (Organization → API keys): `Authorization: Bearer shk_…`. Each /api/v1 endpoint names the scope it needs.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(scalarReference, {
    routePrefix: '/api/docs',
    openApiDocumentEndpoints: { json: '/json', yaml: '/yaml' },
    hooks: {
      onRequest: async (_request, reply) => {
        reply.header('content-security-policy', DOCS_CSP);
      },
    },
  });
}
