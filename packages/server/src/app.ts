import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/client.js';
import { type AuthRequirement, CUSTOMER_SCOPE, PARTNER_SCOPE, type Principal } from './auth/scopes.js';
import { loadSigningKey, TokenService } from './auth/tokens.js';
import type { SessionPolicy } from './auth/sessions.js';
import { BackgroundTasks } from './http/background.js';
import { DEFAULT_THROTTLE_LIMITS, Throttle, type ThrottleLimits } from './auth/throttle.js';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { createContractAjv } from './contract/ajv.js';
import { type Contract, loadContract } from './contract/contract.js';
import { OperationRegistry, registerRemainingOperations } from './contract/routes.js';
import { type AnswerCheck, registerAnswerCheck } from './contract/answer-check.js';
import { lazySerializerCompiler, plainSerializerCompiler } from './contract/serialization.js';
import type { BlobStore } from './files/blob-store.js';
import { LocalFolderBlobStore } from './files/local-folder.js';
import { MULTIPART_OPTIONS } from './files/uploads.js';
import { Uploads } from './files/upload-guard.js';
import type { UploadLimits } from './files/upload-limits.js';
import { createMailer, type Mailer } from './mail/index.js';
import { forbidden, unauthorized } from './http/errors.js';
import { clientErrorHandler, frameworkErrors, handleError } from './http/error-path.js';
import { registerControlCharacterCheck } from './http/control-characters.js';
import { registerCompression } from './http/compression.js';
import { registerPortal } from './http/portal.js';
import { registerCors } from './http/cors.js';
import { type Limits, registerLimits, resolveLimits } from './http/limits.js';
import { serverTimeoutOptions } from './http/timeouts.js';
import { addLanguage } from './http/language.js';
import { addSecurityHeaders, genReqId } from './http/security.js';
import { REPO_ROOT } from './config.js';
import { appRoutes } from './routes/app/index.js';
import { docsRoutes } from './routes/docs/index.js';
import { authRoutes } from './routes/auth/index.js';
import { sessionRoutes } from './routes/auth/session.js';
import { customerJobsRoutes } from './routes/customer/jobs/index.js';
import { customerMachinesRoutes } from './routes/customer/machines/index.js';
import { customerDocumentsRoutes } from './routes/customer/documents/index.js';
import { customerPartsRoutes } from './routes/customer/parts/index.js';
import { publicRoutes } from './routes/public/index.js';
import { customerCartRoutes } from './routes/customer/cart/index.js';
import { customerOrganizationRoutes } from './routes/customer/organization/index.js';
import { customerUsersRoutes } from './routes/customer/users/index.js';
import { filesRoutes } from './routes/files/index.js';
import { fileLinkRoutes } from './routes/files/links.js';
import { FileLinks } from './files/file-links.js';
import { partnerOrderLinesRoutes } from './routes/partner/orderlines/index.js';
import { partnerArticlesRoutes } from './routes/partner/articles/index.js';
import { partnerCountersRoutes } from './routes/partner/counters/index.js';
import { partnerCompanyRoutes } from './routes/partner/company/index.js';
import { partnerJobsRoutes } from './routes/partner/jobs/index.js';
import { accountsRoutes } from './routes/accounts/index.js';
import { partnerOfflineReportRoutes } from './routes/partner/offlinereport/index.js';
import { codeLoginRoutes } from './routes/auth/code-login.js';
import { partnerAttachmentsRoutes } from './routes/partner/attachments/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tokens: TokenService;
    /** Signed, short-lived links to stored files (files/file-links.ts). */
    fileLinks: FileLinks;
    /** Work started by a route and finished after its answer (http/background.ts). */
    background: BackgroundTasks;
    /** Failure budgets of guessable secrets, in the database (auth/throttle.ts). */
    throttle: Throttle;
    throttleLimits: ThrottleLimits;
    operations: OperationRegistry;
    /** Files (images now; documents and attachments later). */
    blobStore: BlobStore;
    /** Outgoing e-mail: SMTP (SMTP_URL) or the outbox table. */
    mailer: Mailer;
    /** Checks the Authorization header against a requirement; sets request.principal. */
    authenticate(request: FastifyRequest, requirement: AuthRequirement): Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export interface BuildAppOptions {
  db: Db;
  /** The data folder; the default blob store is its `files` folder. Default `<repo>/.data`. */
  dataDir?: string;
  /** Where files live; default a LocalFolderBlobStore in `<dataDir>/files`. */
  blobStore?: BlobStore;
  /**
   * Outgoing e-mail; default SMTP when `smtpUrl` is set, otherwise the outbox table and, with a
   * `dataDir`, a text file per message in `<dataDir>/outbox/`.
   */
  mailer?: Mailer;
  /** SMTP_URL and SMTP_FROM (see src/mail/). */
  smtpUrl?: string;
  smtpFrom?: string;
  /** The built portal; default `<repo>/packages/portal/dist`. */
  portalDist?: string;
  /** false (default), true, or pino options (see loggerOptions in http/security.ts). */
  logger?: FastifyServerOptions['logger'];
  /** HS256 secret; otherwise the one in the settings table (generated once). */
  jwtSecret?: string;
  /** For tests: a contract other than @eqp/contract/api2.yaml, and a clock. */
  contract?: Contract;
  now?: () => Date;
  /** Extra area plugins, registered after the built-in ones (tests implement operations with it). */
  plugins?: FastifyPluginAsync[];
  /** Origins whose pages may call `/api2` (CORS_ORIGINS, see http/cors.ts). Default none: CORS closed. */
  corsOrigins?: readonly string[];
  /** Session lifetimes and the access-token check's cache TTL (auth/sessions.ts, SESSION_*). */
  sessions?: Partial<SessionPolicy>;
  /** TRUST_PROXY (http/trust-proxy.ts): who may set the client address. Default false: nobody. */
  trustProxy?: TrustProxy;
  /** The failure budgets; default DEFAULT_THROTTLE_LIMITS (auth/throttle.ts). */
  throttle?: Partial<ThrottleLimits>;
  /** Time-outs, connection cap, load shedding, rate limits, expensive calls' budgets (http/limits.ts). */
  limits?: Partial<Limits>;
  /** Upload sizes, counts, concurrency and per-job quotas; default DEFAULT_UPLOAD_LIMITS (files/upload-limits.ts). */
  uploads?: Partial<UploadLimits>;
  /** How long a signed file link works (FILE_LINK_LIFETIME_SECONDS); default 300. */
  fileLinkLifetimeSeconds?: number;
  /**
   * false: answers written by JSON.stringify instead of their contract response schemas
   * (RESPONSE_SCHEMAS=off; for the benchmark that compares the two). Default true.
   */
  responseSchemas?: boolean;
  /**
   * For tests: every JSON success answer is checked against the contract before it is serialised
   * (contract/answer-check.ts); a mismatch is reported here and the call answers 500.
   */
  answerCheck?: AnswerCheck;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** Longest path parameter the router accepts (a longer one answers 400). */
const MAX_PARAM_LENGTH = 2048;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contract = options.contract ?? loadContract();
  const limits = resolveLimits(options.limits);
  const timeouts = serverTimeoutOptions(limits);
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId,
    // Long path parameters reach the contract's own checks (400 with a Message); longer ones than
    // this are refused by the router (frameworkErrors). The request line itself is still bounded
    // by Node's header limit (clientErrorHandler).
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      maxParamLength: MAX_PARAM_LENGTH,
    },
    bodyLimit: limits.bodyMaxBytes,
    // Errors before any route or hook runs answer { Message } too (http/error-path.ts).
    frameworkErrors: frameworkErrors(MAX_PARAM_LENGTH),
    clientErrorHandler,
    // request.ip comes from X-Forwarded-For only through these proxies (failure budgets per client).
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Slow or silent clients cannot hold a connection (http/timeouts.ts).
    ...timeouts,
    http: { ...timeouts.http, maxHeaderSize: limits.headersMaxBytes },
  });

  // Route schemas come from the contract (JSON Schema 2020-12); query strings are coerced.
  const ajv = createContractAjv(contract.document, {
    coerceTypes: 'array',
    useDefaults: true,
    // Errors carry their schema, so a message can give a number's whole range (validation-messages.ts).
    verbose: true,
    removeAdditional: false,
  });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  // Every JSON success answer is serialised by its contract schema (contract/serialization.ts).
  app.setSerializerCompiler(
    options.responseSchemas === false ? plainSerializerCompiler : lazySerializerCompiler,
  );

  app.decorate('db', options.db);
  const signingKey = await loadSigningKey(options.db, options.jwtSecret);
  app.decorate(
    'tokens',
    new TokenService(options.db, signingKey, {
      now: options.now,
      sessions: options.sessions,
    }),
  );
  app.decorate('fileLinks', new FileLinks(signingKey, options.fileLinkLifetimeSeconds, options.now));
  app.decorate(
    'background',
    new BackgroundTasks({ error: (details, message) => app.log.error(details, message) }),
  );
  // Work still running after an answer finishes before the database closes.
  app.addHook('onClose', async () => app.background.idle());
  app.decorate('operations', new OperationRegistry(contract));
  app.decorate('throttle', new Throttle(options.db, options.now));
  app.decorate('throttleLimits', { ...DEFAULT_THROTTLE_LIMITS, ...options.throttle });
  app.decorate('uploads', new Uploads(contract, options.uploads));
  app.decorate(
    'blobStore',
    options.blobStore ??
      new LocalFolderBlobStore(path.join(options.dataDir ?? path.join(REPO_ROOT, '.data'), 'files')),
  );
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        db: options.db,
        smtpUrl: options.smtpUrl,
        smtpFrom: options.smtpFrom,
        log: { info: (message) => app.log.info(message) },
        now: options.now,
        // Only for a data folder given explicitly (the server's DATA_DIR), never the default.
        outboxDir: options.dataDir ? path.join(options.dataDir, 'outbox') : undefined,
      }),
  );
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async function authenticate(request, requirement) {
    if (requirement === 'public' || requirement === 'handler') return;
    const header = request.headers.authorization;
    if (requirement === 'optional' && header === undefined) return;
    const match = BEARER.exec(header ?? '');
    if (!match) throw unauthorized('Missing access token (Authorization: Bearer ...)');
    const principal = await app.tokens.verifyAccessToken(match[1]!);
    // The session must still run and its user be active: a sign-out, a deactivation or a new
    // password stops the access tokens too (within the session cache's TTL on other instances).
    await app.tokens.checkSession(principal);
    if (requirement === 'customer' && principal.scope !== CUSTOMER_SCOPE) throw forbidden();
    if (requirement === 'partner' && principal.scope !== PARTNER_SCOPE) throw forbidden();
    request.principal = principal;
  } satisfies FastifyInstance['authenticate']);

  addSecurityHeaders(app);
  addLanguage(app);
  // After the language's hook: the check sees what the serialiser gets.
  if (options.answerCheck) registerAnswerCheck(app, contract, options.answerCheck);
  await registerCors(app, options.corsOrigins ?? []);
  await registerCompression(app);
  // Before the routes: load shedding, expensive calls' budgets and rate limits come first.
  await registerLimits(app, limits, options.now);
  app.setErrorHandler(handleError);
  registerControlCharacterCheck(app);

  await app.register(formbody);
  await app.register(multipart, MULTIPART_OPTIONS);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(appRoutes);
  await app.register(docsRoutes);
  await app.register(customerMachinesRoutes, { now: options.now });
  await app.register(customerDocumentsRoutes);
  await app.register(customerPartsRoutes);
  await app.register(publicRoutes);
  await app.register(customerJobsRoutes);
  await app.register(customerCartRoutes);
  await app.register(customerUsersRoutes);
  await app.register(customerOrganizationRoutes);
  await app.register(filesRoutes);
  await app.register(fileLinkRoutes);
  await app.register(partnerOrderLinesRoutes);
  await app.register(partnerArticlesRoutes);
  await app.register(partnerCountersRoutes, { now: options.now });
  await app.register(partnerCompanyRoutes);
  await app.register(partnerJobsRoutes);
  await app.register(accountsRoutes, { now: options.now });
  await app.register(partnerOfflineReportRoutes, { now: options.now });
  await app.register(codeLoginRoutes);
  await app.register(partnerAttachmentsRoutes, { now: options.now });
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  await app.register(registerRemainingOperations);
  await registerPortal(app, options.portalDist ?? path.join(REPO_ROOT, 'packages/portal/dist'));
  await app.ready();
  return app;
}
