// The project annotations live in the components package, beside the providers and fixtures
// they use (and where their dependencies resolve); the story tests import the same module.
export { default } from '../packages/components/src/storybook/preview';
