import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The parts of an OpenAPI document the tests look at. */
export interface Contract {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
  [key: string]: unknown;
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const redocly = fileURLToPath(new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

let cached: Contract | undefined;

/**
 * api2.yaml as a JSON object, bundled by Redocly CLI (the package's own YAML reader), so the tests need
 * no YAML parser of their own. References stay `$ref`s.
 */
export function loadContract(): Contract {
  cached ??= JSON.parse(
    execFileSync(process.execPath, [redocly, 'bundle', 'api2.yaml', '--ext', 'json'], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }),
  ) as Contract;
  return cached;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export interface Operation {
  method: string;
  path: string;
  operation: {
    operationId?: string;
    tags?: string[];
    summary?: string;
    description?: string;
    security?: Record<string, string[]>[];
    requestBody?: {
      content?: Record<
        string,
        { schema?: { $ref?: string }; encoding?: Record<string, { contentType?: string }> } | undefined
      >;
    };
    responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  };
}

/** Every operation of the contract with its upper-case method and its path. */
export function operations(contract: Contract): Operation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method] as Operation['operation'],
    })),
  );
}
