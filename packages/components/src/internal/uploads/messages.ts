import { defineMessages } from 'react-intl';

/** Texts of the upload list (the job's attachments, the offline report). */
export const messages = defineMessages({
  uploads: {
    id: 'JobAttachments.uploads',
    defaultMessage: 'Uploads',
    description: 'Accessible name of the list of files being uploaded',
  },
  failedUpload: {
    id: 'JobAttachments.failedUpload',
    defaultMessage: 'Not uploaded',
    description: 'Status of a file whose upload failed (the reason follows)',
  },
});

export const valueMessages = defineMessages<{
  uploading: { name: string };
  progress: { loaded: string; total: string; percent: number };
  cancel: { name: string };
  dismiss: { name: string };
  retry: { name: string };
}>({
  uploading: {
    id: 'JobAttachments.uploading',
    defaultMessage: 'Uploading {name}',
    description: 'Accessible name of the progress bar of a file being uploaded',
  },
  progress: {
    id: 'JobAttachments.progress',
    defaultMessage: '{loaded} of {total} ({percent} %)',
    description: 'How much of a file has been uploaded, e.g. "1.2 MB of 4 MB (30 %)"',
  },
  cancel: {
    id: 'JobAttachments.cancel',
    defaultMessage: 'Cancel upload of {name}',
    description: 'Accessible name of the button stopping an upload',
  },
  dismiss: {
    id: 'JobAttachments.dismiss',
    defaultMessage: 'Dismiss {name}',
    description: 'Accessible name of the button removing a failed upload from the list',
  },
  retry: {
    id: 'JobAttachments.retryUpload',
    defaultMessage: 'Try {name} again',
    description: 'Accessible name of the button uploading a failed file again',
  },
});
