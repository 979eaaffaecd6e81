/**
 * Vitest global setup of the server project: the seeded template is built once per run (PGlite
 * and, with DATABASE_URL, PostgreSQL) and handed to every test file (databases.ts).
 */
import type { TestProject } from 'vitest/node';
import { buildTemplates, type ServerTestTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTestTemplate | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const { template, dispose } = await buildTemplates();
  project.provide('serverTemplate', template);
  console.log(`server test template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dispose;
}
