export { tooManyAttemptsText } from './tooManyAttempts';
