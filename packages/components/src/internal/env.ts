/** True in a production build (Vite's `import.meta.env.PROD` or `NODE_ENV=production`). */
export function isProduction(): boolean {
  try {
    if (import.meta.env?.PROD === true) return true;
  } catch {
    // not built by Vite
  }
  return typeof process !== 'undefined' && process.env?.NODE_ENV === 'production';
}
