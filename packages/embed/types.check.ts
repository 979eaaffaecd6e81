// Compile-time check (part of `pnpm typecheck`, never bundled) that the hand-written public
// declarations of eqp-embed.d.ts match the elements and types of src/.
import type { Token as SdkToken } from '@eqp/sdk';
import type { MachinePanel as ComponentsMachinePanel } from '@eqp/components';
import type { EqpJobReportElement as JobReportClass } from './src/JobReportElement';
import type { EqpMachineListElement as MachineListClass } from './src/MachineListElement';
import type * as Source from './src/index';
import type * as Public from './eqp-embed';

/** Compiles only when A and B are mutually assignable. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const yes = <T extends true>(): T | undefined => undefined;

yes<Same<Public.Token, SdkToken>>();
yes<Same<Public.MachinePanel, ComponentsMachinePanel>>();
yes<Same<Public.TokenProvider, Source.TokenProvider>>();
yes<Same<Public.TokenProviderResult, Source.TokenProviderResult>>();
yes<Same<Public.TokenStorage, Source.TokenStorage>>();
yes<Same<Public.EqpEventMap, Source.EqpEventMap>>();
// The classes offer at least what the public interfaces promise.
export const machineList = (element: MachineListClass): Public.EqpMachineListElement => element;
export const jobReport = (element: JobReportClass): Public.EqpJobReportElement => element;
// And the registry maps the tag names to them.
yes<Same<HTMLElementTagNameMap['eqp-machine-list'], Public.EqpMachineListElement>>();
yes<Same<HTMLElementTagNameMap['eqp-job-report'], Public.EqpJobReportElement>>();
