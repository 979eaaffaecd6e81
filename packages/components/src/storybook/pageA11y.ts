/**
 * `parameters.a11y` of the stories of a whole page frame (the shells): axe's `region` rule, which
 * the a11y addon leaves out of every story, is turned back on, and `vitest.setup.ts` fails a story
 * on any `region` violation: in a page, every piece of content sits in a landmark.
 */
export const PAGE_A11Y = { config: { rules: [{ id: 'region', enabled: true }] } };
