import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCorsOrigins } from './http/cors.js';

/** The repository root (packages/server/src -> ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the PGlite database (`<dataDir>/pglite`) and the lock file. */
  dataDir: string;
  /** Folder of the local blob store (files and images); default `<dataDir>/files`. */
  filesDir: string;
  /** postgres://... to use PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  /** HS256 signing secret; when unset one is generated once and kept in the settings table. */
  jwtSecret: string | undefined;
  /** The built portal (Vite output). */
  portalDist: string;
  logLevel: string;
  /** smtp:// or smtps:// URL for outgoing e-mail; unset: the outbox table and the log. */
  smtpUrl: string | undefined;
  /** The From address of outgoing e-mail. */
  smtpFrom: string | undefined;
  /** CORS_ORIGINS: exact origins whose pages may call /api2 (embedding); empty: CORS closed. */
  corsOrigins: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    portalDist: path.resolve(env.PORTAL_DIST || path.join(REPO_ROOT, 'packages/portal/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}
