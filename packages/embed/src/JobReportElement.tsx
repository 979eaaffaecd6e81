import { lazy, Suspense } from 'react';
import type { LinkComponent } from '@eqp/components';
import { EqpElement, type SessionKind, type ViewContext } from './element';
import { emit } from './events';
import { announceNavigate, eventLink } from './EventLink';
import { Waiting } from './Frame';
import { positiveId } from './links';

// The job report, its dialogs and the code login are a chunk of their own beside the main file.
const JobReportView = lazy(() => import('./lazy').then((module) => ({ default: module.JobReportView })));

/**
 * `<eqp-job-report>`: the partner's job report for `job-id` (the partner signs in inside the
 * element, or the host's token provider signs in) or for `code` (the job's short code: the element
 * signs in with the code itself). Attributes besides the common ones: `job-id`, `code`,
 * `back-href` (a "Back to jobs" link), `back-button` (a button dispatching `eqp-back`),
 * `partner-portal-href`.
 */
export class EqpJobReportElement extends EqpElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'job-id', 'code', 'back-href', 'back-button', 'partner-portal-href'];
  }

  #link: LinkComponent | null = null;

  protected override sessionAttributes(): string[] {
    return ['code'];
  }

  /** The job's short code, when the element shows a job by code. */
  get code(): string | null {
    return this.getAttribute('code')?.trim() || null;
  }

  protected sessionKind(): SessionKind {
    // A code login's token serves only its job: it never replaces the partner's own sign-in.
    return this.code && !this.tokenProvider ? { private: this.code } : { portal: 'partner' };
  }

  protected link(): LinkComponent {
    this.#link ??= eventLink(this, announceNavigate(this));
    return this.#link;
  }

  protected view({ host, apiBase, hasProvider }: ViewContext) {
    const backHref = this.getAttribute('back-href') || undefined;
    return (
      <Suspense fallback={<Waiting />}>
        <JobReportView
          host={host}
          jobId={positiveId(this.getAttribute('job-id'))}
          code={this.code}
          codeLogin={!hasProvider}
          backHref={backHref}
          onBack={
            !backHref && this.hasAttribute('back-button') ? () => emit(host, 'eqp-back', {}) : undefined
          }
          partnerPortalHref={this.getAttribute('partner-portal-href') || `${apiBase}/partner`}
        />
      </Suspense>
    );
  }
}
