// Seeds the demo data once per run into a template folder; every worker's server starts from a
// copy of it (scripts/e2e-server.mjs, E2E_TEMPLATE) instead of seeding its own. The returned
// function removes the template when the run ends.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { prepareTemplate, TEMPLATE_DIR } from './server';

export default async function globalSetup(config: FullConfig): Promise<() => void> {
  const outputDir = config.projects[0]?.outputDir ?? 'test-results';
  const started = Date.now();
  await prepareTemplate(join(outputDir, 'servers', 'template.log'));
  console.log(`e2e demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${TEMPLATE_DIR})`);
  return () => rmSync(TEMPLATE_DIR, { recursive: true, force: true });
}
