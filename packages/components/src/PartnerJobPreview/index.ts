export { PartnerJobPreview, defaultPartnerJobHref } from './PartnerJobPreview';
export type { PartnerJobPreviewProps } from './PartnerJobPreview';
