import { EqpJobReportElement } from './JobReportElement';
import { EqpMachineListElement } from './MachineListElement';

export { EqpElement } from './element';
export { EqpMachineListElement } from './MachineListElement';
export { EqpJobReportElement } from './JobReportElement';
export type { TokenProvider, TokenProviderResult, TokenStorage } from './auth';
export type { EqpEventMap, EqpEventName } from './events';
export { DARK_THEME, parseTheme } from './theme';

/** The tag names the bundle registers. */
export const ELEMENTS = {
  'eqp-machine-list': EqpMachineListElement,
  'eqp-job-report': EqpJobReportElement,
} as const;

// Registering twice (the script included twice) would throw: the first registration stays.
for (const [name, element] of Object.entries(ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

// The tag names in HTMLElementTagNameMap: ../eqp-embed.d.ts (the package's public types).
