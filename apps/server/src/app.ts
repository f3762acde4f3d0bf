import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { registerApiDocs } from './http/docs.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerWebApp } from './http/web-app.ts';

/** The built web app, beside this module in the source tree and beside the bundle alike. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const BODY_LIMIT_BYTES = 100 * 1024;

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
};

/** The one wiring point: every route module is registered here with its prefix. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    loggerInstance: logger,
    // Fastify's own two lines per request are replaced by http/request-log.ts's one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy the client's address is in X-Forwarded-For; rate limits need it.
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  if (config.corsOrigin) {
    await app.register(cors, { origin: config.corsOrigin });
  }

  await registerApiDocs(app);
  await app.register(healthRoutes(database.db), { prefix: '/api' });

  await registerWebApp(app, config.webDistDir ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
