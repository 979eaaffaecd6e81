import { useState } from 'react';
import { JobReport, PartnerCodeLogin } from '@eqp/components';
import { emit } from './events';
import { SignInGate } from './Frame';

export interface JobReportViewProps {
  host: HTMLElement;
  jobId: number | null;
  code: string | null;
  /** Sign in with the code first (no token provider). */
  codeLogin: boolean;
  backHref?: string;
  onBack?: () => void;
  partnerPortalHref: string;
}

/** The lazily loaded part of `<eqp-job-report>`. */
export default function JobReportView({
  host,
  jobId,
  code,
  codeLogin,
  backHref,
  onBack,
  partnerPortalHref,
}: JobReportViewProps) {
  const [signedInWith, setSignedInWith] = useState<string | null>(null);
  const report = (
    <JobReport
      jobId={jobId}
      code={jobId === null ? code : null}
      backHref={backHref}
      onBack={onBack}
      partnerPortalHref={partnerPortalHref}
      onStarted={(job) => emit(host, 'eqp-job-started', { jobId: job.Id })}
      onCompleted={(job) => emit(host, 'eqp-job-completed', { jobId: job.Id })}
    />
  );
  if (code && jobId === null && codeLogin) {
    if (signedInWith !== code) {
      return (
        <PartnerCodeLogin key={code} code={code} portalHref={partnerPortalHref} onSuccess={setSignedInWith} />
      );
    }
    return report;
  }
  return (
    <SignInGate host={host} scope="partner">
      {report}
    </SignInGate>
  );
}
