/**
 * The partner area's code and the job report's are chunks of their own. main.tsx starts loading
 * them at once when a signed-in visit opens a partner page (the job report: both), beside the
 * first requests, instead of one after the other as the routes render (page -> area -> report).
 */
export const loadPartnerArea = () => import('./PartnerArea');
export const loadJobReportPage = () => import('./partner/JobReportPage');
