import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { claimJobRun } from './db/job-runs.ts';
import { listenForNotices } from './db/notifications.ts';
import { deleteKeyRequestsBefore } from './features/api-keys/api-keys.repository.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { createApiKeysService } from './features/api-keys/api-keys.service.ts';
import { createIntegrationService } from './features/api-keys/integration.service.ts';
import { createKeyCheck } from './features/api-keys/key-check.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createAuthenticator } from './features/auth/authenticate.ts';
import { deleteExpiredEmployeeSessions } from './features/auth/employee-sessions.repository.ts';
import { devicesRoutes } from './features/devices/devices.routes.ts';
import { createDevicesService } from './features/devices/devices.service.ts';
import { employeesRoutes } from './features/employees/employees.routes.ts';
import { createEmployeesService } from './features/employees/employees.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { kioskRoutes } from './features/kiosk/kiosk.routes.ts';
import { createKioskService } from './features/kiosk/kiosk.service.ts';
import { deleteReceiptsBefore } from './features/kiosk/punch-receipts.repository.ts';
import { announceWrites } from './features/live/announce-writes.ts';
import { notify } from './features/live/live.repository.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { LiveUpdates, LOCATION_CHANGE_CHANNEL, readNotice } from './features/live/live-updates.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import { masterRoutes } from './features/master/master.routes.ts';
import { createMasterService } from './features/master/master.service.ts';
import { meRoutes } from './features/me/me.routes.ts';
import { createMeService } from './features/me/me.service.ts';
import { deleteExpiredSignIns } from './features/me/sign-ins.repository.ts';
import { myHoursRoutes } from './features/my-hours/my-hours.routes.ts';
import { phonePunchRoutes } from './features/my-phone-punch/phone-punch.routes.ts';
import { createPhonePunchService } from './features/my-phone-punch/phone-punch.service.ts';
import { createCorrectionConfirmationService } from './features/my-record/correction-confirmation.service.ts';
import { myRecordRoutes } from './features/my-record/my-record.routes.ts';
import { createMyRecordService } from './features/my-record/my-record.service.ts';
import { myShiftsRoutes } from './features/my-shifts/my-shifts.routes.ts';
import { createMyShiftsService } from './features/my-shifts/my-shifts.service.ts';
import { offlinePunchesRoutes } from './features/offline-punches/offline-punches.routes.ts';
import { createOfflinePunchesService } from './features/offline-punches/offline-punches.service.ts';
import { openShiftsRoutes } from './features/open-shifts/open-shifts.routes.ts';
import { createOpenShiftsService } from './features/open-shifts/open-shifts.service.ts';
import { createOrganizationStatsCache } from './features/organization/location-stats.ts';
import { organizationRoutes } from './features/organization/organization.routes.ts';
import { createOrganizationService } from './features/organization/organization.service.ts';
import { payrollCloseRoutes } from './features/payroll-close/payroll-close.routes.ts';
import { createPayrollCloseService } from './features/payroll-close/payroll-close.service.ts';
import { createLocationPeopleService } from './features/people/location-people.service.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { createPeopleService } from './features/people/people.service.ts';
import { createNotificationsService } from './features/publish/notifications.service.ts';
import { publishRoutes } from './features/publish/publish.routes.ts';
import { createPublishService } from './features/publish/publish.service.ts';
import { recordsChainRoutes } from './features/records-chain/records-chain.routes.ts';
import { recordsExportRoutes } from './features/records-export/records-export.routes.ts';
import { createRecordsExportService } from './features/records-export/records-export.service.ts';
import { recordsRetentionRoutes } from './features/records-retention/records-retention.routes.ts';
import { createRecordsRetentionService } from './features/records-retention/records-retention.service.ts';
import { scheduleRoutes } from './features/schedule/schedule.routes.ts';
import { createScheduleService } from './features/schedule/schedule.service.ts';
import { createScheduleFillService } from './features/schedule-fill/fill.service.ts';
import { scheduleFillRoutes } from './features/schedule-fill/schedule-fill.routes.ts';
import { createScheduleTemplatesService } from './features/schedule-fill/templates.service.ts';
import { scheduleWarningsRoutes } from './features/schedule-warnings/schedule-warnings.routes.ts';
import {
  blockingWarnings,
  createScheduleWarningsService,
} from './features/schedule-warnings/schedule-warnings.service.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { shiftSwapsRoutes } from './features/shift-swaps/shift-swaps.routes.ts';
import { createShiftSwapsService } from './features/shift-swaps/shift-swaps.service.ts';
import { createCorrectionsService } from './features/shifts/corrections.service.ts';
import { closeRunawayShifts } from './features/shifts/runaway-shifts.repository.ts';
import { shiftsRoutes } from './features/shifts/shifts.routes.ts';
import { createShiftsService } from './features/shifts/shifts.service.ts';
import { deleteExpiredSsoLogins } from './features/sso/sso.repository.ts';
import { ssoRoutes } from './features/sso/sso.routes.ts';
import { createSsoService } from './features/sso/sso.service.ts';
import { timeOffRoutes } from './features/time-off/time-off.routes.ts';
import { createTimeOffService } from './features/time-off/time-off.service.ts';
import { timesheetsRoutes } from './features/timesheets/timesheets.routes.ts';
import { createTimesheetsService } from './features/timesheets/timesheets.service.ts';
import { createDispatcher, type Dispatcher } from './features/webhooks/dispatcher.ts';
import { WEBHOOK_CHANNEL } from './features/webhooks/webhooks.repository.ts';
import { webhooksRoutes } from './features/webhooks/webhooks.routes.ts';
import { createWebhooksService } from './features/webhooks/webhooks.service.ts';
import { registerAuthentication } from './http/auth.ts';
import { registerApiDocs } from './http/docs.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serializerCompiler } from './http/serialization.ts';
import { validatorCompiler } from './http/validation.ts';
import { registerWebApp } from './http/web-app.ts';
import { createRateLimits, deleteExpiredRateLimitEvents } from './platform/rate-limit.ts';
import { AUTH_CHANGE_CHANNEL, SessionCache } from './platform/session-cache.ts';
import { createTokenService } from './platform/tokens.ts';
import { createSealer } from './security/sealed.ts';
import { loadSecrets } from './security/secrets.ts';
import { deleteOldNotifications } from './shared/notifications.repository.ts';

/** The built web app, beside this module in the source tree and beside the bundle alike. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const BODY_LIMIT_BYTES = 100 * 1024;
const SWEEP_MS = 5 * 60_000;
/** Punch receipts (Idempotency-Key answers) are kept a week: longer than any retry or offline queue. */
const RECEIPTS_KEPT_MS = 7 * 24 * 3_600_000;
/** The log of requests made with API keys is kept 90 days (docs/security.md, "API keys"). */
const KEY_REQUESTS_KEPT_MS = 90 * 24 * 3_600_000;

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
  /** Defaults to SMTP or the outbox, from the config. */
  mailer?: Mailer;
  /** The app's clock: token lifetimes, link expiry and rate-limit windows follow it. Tests move it. */
  now?: () => Date;
};

/** The one wiring point: every route module is registered here with its prefix. */
export async function buildApp({ config, database, logger, mailer, now = () => new Date() }: AppDeps) {
  const app = Fastify({
    loggerInstance: logger,
    // Fastify's own two lines per request are replaced by http/request-log.ts's one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only behind a reverse proxy (TRUST_PROXY=1): otherwise a client could pick its own address
    // in X-Forwarded-For and slip past the per-IP rate limits.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);

  registerSecurityHeaders(app, {
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
  // Answers of 1 kB or more go out compressed (brotli at a fast quality, or gzip), as the client
  // accepts. The built web app's files are compressed once at build time (web-app.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  if (config.corsOrigin) {
    await app.register(cors, { origin: config.corsOrigin });
  }

  const { db } = database;
  const secrets = await loadSecrets(db, config, app.log);
  const tokens = createTokenService(secrets.jwtSecret, now);
  const sessions = new SessionCache();
  const live = new LiveUpdates((payload) => notify(db, LOCATION_CHANGE_CHANNEL, payload), app.log);
  const organizationStats = createOrganizationStatsCache(config.deviceHeartbeatSeconds);
  // Webhook deliveries (features/webhooks/dispatcher.ts): every instance works the one queue.
  const webhooks: Dispatcher = createDispatcher({
    db,
    now,
    allowInternal: config.webhooksAllowHttp,
    log: app.log,
  });
  app.decorate('webhooks', webhooks);
  app.addHook('onClose', () => webhooks.stop());
  // One connection per instance hears both kinds of notice (db/notifications.ts).
  const stopListening = listenForNotices(
    database.pool.options,
    {
      channels: {
        [AUTH_CHANGE_CHANNEL]: (table) => {
          sessions.forgetAll();
          organizationStats.forgetAll();
          live.authChanged(table);
        },
        [LOCATION_CHANGE_CHANNEL]: (payload) => {
          live.deliver(payload);
          organizationStats.forgetLocations(readNotice(payload).map((entry) => entry.locationId));
        },
        [WEBHOOK_CHANNEL]: () => webhooks.wake(),
      },
      onListening: (listening) => {
        sessions.setListening(listening);
        live.setListening(listening);
        organizationStats.setListening(listening);
      },
    },
    app.log,
  );
  // Open streams would keep the server from closing: they end first, and clients reconnect elsewhere.
  app.addHook('preClose', () => live.stop());
  app.addHook('onClose', stopListening);
  const { stillAuthorized } = registerAuthentication(app, {
    authenticate: createAuthenticator({
      db,
      tokens,
      masterKeyFingerprint: secrets.masterKeyFingerprint,
      now,
      sessions,
    }),
    keys: createKeyCheck({ db, now, sessions, requestsPerMinute: config.apiKeyRequestsPerMinute }),
    sessions,
  });

  announceWrites(app, { live, organizationStats });

  const devices = createDevicesService({ db, now, heartbeatSeconds: config.deviceHeartbeatSeconds });
  const limits = createRateLimits(db, () => now().getTime());
  const mail =
    mailer ??
    createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') },
      app.log,
    );
  const sso = createSsoService({
    db,
    tokens,
    limits,
    // Client secrets are sealed under SSO_SECRET_KEY, or a key derived from the token secret.
    sealer: createSealer(config.ssoSecretKey ?? secrets.jwtSecret),
    appUrl: config.appUrl,
    allowHttp: config.ssoAllowHttp,
    now,
    log: app.log,
  });
  const auth = createAuthService({
    db,
    devices,
    passwordSignIn: { isOff: sso.isPasswordSignInOff },
    tokens,
    secrets,
    mailer: mail,
    limits,
    appUrl: config.appUrl,
    now,
    log: app.log,
  });

  await registerApiDocs(app);
  await app.register(healthRoutes(db));
  await app.register(authRoutes(auth));
  await app.register(ssoRoutes(sso));
  await app.register(
    meRoutes(createMeService({ db, tokens, mailer: mail, limits, appUrl: config.appUrl, now, log: app.log })),
  );
  await app.register(
    masterRoutes(
      createMasterService({ db, now, heartbeatSeconds: config.deviceHeartbeatSeconds, organizationStats }),
    ),
  );
  const timesheets = createTimesheetsService({ db, now });
  await app.register(
    organizationRoutes(
      createOrganizationService({
        db,
        now,
        heartbeatSeconds: config.deviceHeartbeatSeconds,
        organizationStats,
      }),
      timesheets,
    ),
  );
  const kiosk = createKioskService({ db, now, wrongPins: limits.wrongPins });
  await app.register(kioskRoutes(kiosk, { debugRoutes: config.debugRoutes }));
  await app.register(phonePunchRoutes(createPhonePunchService({ db, kiosk })));
  await app.register(settingsRoutes(createSettingsService({ db })));
  await app.register(employeesRoutes(createEmployeesService({ db, now })));
  const peopleService = createPeopleService({ db, now });
  await app.register(peopleRoutes(peopleService, createLocationPeopleService({ db, now })));
  await app.register(shiftsRoutes(createShiftsService({ db, now }), createCorrectionsService({ db, now })));
  await app.register(scheduleRoutes(createScheduleService({ db, now })));
  await app.register(scheduleWarningsRoutes(createScheduleWarningsService({ db, now })));
  await app.register(
    scheduleFillRoutes(createScheduleFillService({ db }), createScheduleTemplatesService({ db })),
  );
  await app.register(
    publishRoutes(
      createPublishService({
        db,
        mailer: mail,
        appUrl: config.appUrl,
        log: app.log,
        // Where the organization says warnings block publishing (docs/decisions/0199-schedule-warnings.md).
        blockingWarnings: (account, range) => blockingWarnings(db, account, range, now()),
      }),
      createNotificationsService({ db }),
    ),
  );
  await app.register(myShiftsRoutes(createMyShiftsService({ db, now })));
  await app.register(openShiftsRoutes(createOpenShiftsService({ db, now })));
  await app.register(shiftSwapsRoutes(createShiftSwapsService({ db, now })));
  await app.register(timeOffRoutes(createTimeOffService({ db, now })));
  await app.register(timesheetsRoutes(timesheets));
  await app.register(recordsRetentionRoutes(createRecordsRetentionService({ db, now })));
  await app.register(payrollCloseRoutes(createPayrollCloseService({ db, now, timesheets })));
  await app.register(recordsChainRoutes({ db }));
  await app.register(
    myRecordRoutes(createMyRecordService({ db, now }), createCorrectionConfirmationService({ db, now })),
  );
  await app.register(myHoursRoutes({ db, now, timesheets }));
  await app.register(recordsExportRoutes(createRecordsExportService({ db, now })));
  await app.register(
    apiKeysRoutes(
      createApiKeysService({ db, now }),
      createIntegrationService({ db, people: peopleService, timesheets }),
    ),
  );
  await app.register(liveRoutes(live, stillAuthorized));
  await app.register(devicesRoutes(devices));
  await app.register(webhooksRoutes(createWebhooksService({ db, now, allowHttp: config.webhooksAllowHttp })));
  await app.register(
    offlinePunchesRoutes(createOfflinePunchesService({ db, now, wrongPins: limits.wrongPins })),
  );

  // Runaway shifts are also closed before each kiosk and manager read of a location; this sweep
  // covers locations nobody looks at (the owner's monthly totals), and forgets expired rate-limit
  // counts, week-old punch receipts, the employee app's expired sessions and sign-ins, and its notes
  // that have done their job, and API key requests older than 90 days. Every instance has the timer;
  // one of them runs the sweep per interval (db/job-runs.ts).
  const runSweep = async () => {
    if (!(await claimJobRun(db, 'sweep', now(), SWEEP_MS))) return;
    await closeRunawayShifts(db, now());
    await deleteExpiredRateLimitEvents(db, now());
    await deleteReceiptsBefore(db, new Date(now().getTime() - RECEIPTS_KEPT_MS));
    await deleteExpiredEmployeeSessions(db, now());
    await deleteExpiredSignIns(db, now());
    await deleteOldNotifications(db, now());
    await deleteKeyRequestsBefore(db, new Date(now().getTime() - KEY_REQUESTS_KEPT_MS));
    await deleteExpiredSsoLogins(db, now());
  };
  const sweep = setInterval(() => {
    runSweep().catch((error) => app.log.error({ err: error }, 'the periodic sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await registerWebApp(app, config.webDistDir ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's webhook dispatcher: tests move the clock, then `drain()` it. */
    webhooks: Dispatcher;
  }
}
