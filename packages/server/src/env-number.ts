/**
 * A whole number from the environment variable `name` (at least `min`, at most `max`), or
 * `fallback` when it is unset or empty. Anything else stops the server with a message naming the
 * variable and the range, rather than running with a limit the operator did not mean.
 */
export function wholeNumberFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
