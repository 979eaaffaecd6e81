export { TextCounter, textCounterShown, useTextCounter } from './TextCounter';
export type { TextCounterProps } from './TextCounter';
