import { useIntl, type IntlShape } from 'react-intl';
import { CloseIcon, ErrorIcon, RetryIcon } from '../icons';
import { IconButton } from '../button.styles';
import {
  Bar,
  BarFill,
  UploadError,
  UploadItem,
  UploadItems,
  UploadName,
  UploadRow,
  UploadStatus,
} from './uploads.styles';
import { messages, valueMessages } from './messages';
import type { Uploads } from './useUploads';

/** `1.2 MB`, `340 kB` (the locale's number format). */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const mega = bytes / (1024 * 1024);
  if (mega >= 1) {
    return intl.formatNumber(mega, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  }
  return intl.formatNumber(Math.max(bytes / 1024, bytes > 0 ? 1 : 0), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
}

/**
 * The files on their way up, each with a progress bar (`role="progressbar"`, named "Uploading
 * <name>") and a Cancel button; a failed one with the server's message, Dismiss, and Try again
 * when trying again may help.
 */
export function UploadList({ uploads, label }: { uploads: Uploads; label?: string }) {
  const intl = useIntl();
  if (uploads.entries.length === 0) return null;
  return (
    <UploadItems aria-label={label ?? intl.formatMessage(messages.uploads)}>
      {uploads.entries.map((entry) => {
        const name = entry.file.name;
        const size = entry.file.size;
        const fraction = entry.total > 0 ? Math.min(1, entry.loaded / entry.total) : 0;
        const percent = Math.round(fraction * 100);
        const progress = intl.formatMessage(valueMessages.progress, {
          loaded: formatBytes(intl, Math.round(fraction * size)),
          total: formatBytes(intl, size),
          percent,
        });
        return (
          <UploadItem key={entry.key} data-state={entry.state}>
            <UploadRow>
              {entry.state === 'failed' && <ErrorIcon size={18} aria-hidden="true" />}
              <UploadName title={name}>{name}</UploadName>
              {entry.state === 'uploading' ? (
                <>
                  <UploadStatus>{progress}</UploadStatus>
                  <IconButton
                    type="button"
                    aria-label={intl.formatMessage(valueMessages.cancel, { name })}
                    title={intl.formatMessage(valueMessages.cancel, { name })}
                    onClick={() => uploads.cancel(entry.key)}
                  >
                    <CloseIcon size={18} />
                  </IconButton>
                </>
              ) : (
                <>
                  {entry.retryable && (
                    <IconButton
                      type="button"
                      aria-label={intl.formatMessage(valueMessages.retry, { name })}
                      title={intl.formatMessage(valueMessages.retry, { name })}
                      onClick={() => uploads.retry(entry.key)}
                    >
                      <RetryIcon />
                    </IconButton>
                  )}
                  <IconButton
                    type="button"
                    aria-label={intl.formatMessage(valueMessages.dismiss, { name })}
                    title={intl.formatMessage(valueMessages.dismiss, { name })}
                    onClick={() => uploads.dismiss(entry.key)}
                  >
                    <CloseIcon size={18} />
                  </IconButton>
                </>
              )}
            </UploadRow>
            {entry.state === 'uploading' ? (
              <Bar
                role="progressbar"
                aria-label={intl.formatMessage(valueMessages.uploading, { name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={progress}
              >
                <BarFill style={{ width: `${percent}%` }} />
              </Bar>
            ) : (
              <UploadError role="alert">
                <strong>{intl.formatMessage(messages.failedUpload)}:</strong> {entry.error}
              </UploadError>
            )}
          </UploadItem>
        );
      })}
    </UploadItems>
  );
}
