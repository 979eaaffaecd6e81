export { CodeStep, NewPasswordStep, SendCodeStep, cleanCode } from './PasswordSteps';
export type { CodeStepProps, NewPasswordStepProps, SendCodeStepProps } from './PasswordSteps';
export { useAccountRecovery } from './useAccountRecovery';
export type { AccountRecovery } from './useAccountRecovery';
export { messages as passwordStepMessages } from './messages';
