/**
 * Everything the bundle loads on demand, as one chunk beside the main file: the job report with
 * its dialogs and the code login, and the sign-in card (a host with a token provider and only a
 * machine list never loads it). One chunk, so everything shared with the main file stays there.
 */
export { default as JobReportView } from './JobReportView';
export { LoginCard as SignInCard } from '@eqp/components';
