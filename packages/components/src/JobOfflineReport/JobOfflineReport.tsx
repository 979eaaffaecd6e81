import { useCallback, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { UploadOptions } from '@eqp/sdk';
import { useClient, useOfflineReportActions, useOfflineReportEnabled } from '@eqp/sdk/react';
import { Button } from '../Button';
import { apiUrl } from '../internal/apiUrl';
import { DownloadIcon, PdfIcon, UploadIcon } from '../internal/icons';
import { FileInput } from '../internal/uploads/uploads.styles';
import { UploadList } from '../internal/uploads/UploadList';
import { useUploads } from '../internal/uploads/useUploads';
import { useSnackbar } from '../Snackbar';
import {
  Actions,
  Description,
  DownloadLink,
  Header,
  Hint,
  Root,
  Title,
  TitleIcon,
} from './JobOfflineReport.styles';
import { messages } from './messages';

export interface JobOfflineReportProps {
  /** The job (top level). */
  jobId: number;
  /** The job's short code: the offline report PDF is fetched by it. */
  code: string;
  /** Finalized job (status 50 or higher; the server refuses the upload then, 409): download only. */
  readOnly: boolean;
}

/**
 * The offline report of a partner job (spec §2, §6): only when the server says offline reports
 * are enabled (otherwise, and while that is being asked, nothing). Download the job's report PDF:
 * a real link to `GET /api2/Partner/jobs/offlinereport/{code}`, where the job's code is the
 * credential (no bearer token needed), so a click, a middle click, "Open in new tab" or a copied
 * address all save it under the server's file name (e.g. "Offline report S4101.pdf"). Unless
 * `readOnly`, upload one filled-in PDF back with a progress bar; the server keeps it as an
 * attachment of the job.
 */
export function JobOfflineReport({ jobId, code, readOnly }: JobOfflineReportProps) {
  const enabled = useOfflineReportEnabled();
  if (enabled.data !== true) return null;
  return <OfflineReport jobId={jobId} code={code} readOnly={readOnly} />;
}

function OfflineReport({ jobId, code, readOnly }: JobOfflineReportProps) {
  const intl = useIntl();
  const titleId = useId();
  const hintId = useId();
  const { show } = useSnackbar();
  const actions = useOfflineReportActions(jobId);
  const input = useRef<HTMLInputElement>(null);
  const client = useClient();

  const send = useCallback((file: File, options: UploadOptions) => actions.upload(file, options), [actions]);
  const uploads = useUploads(send, () =>
    show({ message: intl.formatMessage(messages.uploaded), variant: 'success' }),
  );

  return (
    <Root aria-labelledby={titleId}>
      <Header>
        <TitleIcon>
          <PdfIcon size={22} />
        </TitleIcon>
        <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
      </Header>
      <Description>
        {intl.formatMessage(readOnly ? messages.descriptionReadOnly : messages.description)}
      </Description>
      <Actions>
        <DownloadLink
          href={apiUrl(`/api2/Partner/jobs/offlinereport/${encodeURIComponent(code)}`, client.baseUrl)}
          download=""
          data-variant="secondary"
          data-size="medium"
        >
          <DownloadIcon size={18} />
          {intl.formatMessage(messages.download)}
        </DownloadLink>
        {!readOnly && (
          <>
            <Button
              variant="primary"
              icon={<UploadIcon size={18} />}
              disabled={uploads.busy}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              {intl.formatMessage(messages.upload)}
            </Button>
            <Hint id={hintId}>{intl.formatMessage(messages.uploadHint)}</Hint>
            <FileInput
              ref={input}
              type="file"
              accept="application/pdf,.pdf"
              tabIndex={-1}
              aria-label={intl.formatMessage(messages.upload)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) uploads.start([file]);
              }}
            />
          </>
        )}
      </Actions>
      {!readOnly && <UploadList uploads={uploads} label={intl.formatMessage(messages.uploads)} />}
    </Root>
  );
}
