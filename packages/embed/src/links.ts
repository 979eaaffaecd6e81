/**
 * Fills an `href-template` such as `/machines/{id}/{panel}` or `https://shop.example/m?id={id}`.
 * Every `{name}` is replaced by the URL-encoded value of `values[name]`; unknown names stay as
 * they are.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : whole,
  );
}

/**
 * A positive whole number from an attribute (`job-id="4101"`), else null.
 */
export function positiveId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * The API root of the `api-base` attribute without a trailing slash; '' (the page's own origin)
 * when it is missing. A value that is not an http(s) URL or a path is refused with null.
 */
export function normalizeApiBase(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return '';
  if (text.startsWith('/')) return text.replace(/\/+$/, '');
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return text.replace(/\/+$/, '');
  } catch {
    return null;
  }
}
