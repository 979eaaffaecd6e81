import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'JobOfflineReport.title',
    defaultMessage: 'Offline report',
    description: 'Heading of the offline job report section (a PDF to fill in without a connection)',
  },
  description: {
    id: 'JobOfflineReport.description',
    defaultMessage:
      'Download the job report as a PDF to fill in on site without a connection, then upload the filled-in file here. It is added to the attachments and replaces an earlier offline report.',
    description: 'Explanation of the offline report section when the job can still be changed',
  },
  descriptionReadOnly: {
    id: 'JobOfflineReport.descriptionReadOnly',
    defaultMessage: 'Download the job report as a PDF.',
    description: 'Explanation of the offline report section when the job is finalized (download only)',
  },
  download: {
    id: 'JobOfflineReport.download',
    defaultMessage: 'Download PDF',
    description: 'Link styled as a button: download the offline report PDF of the job',
  },
  upload: {
    id: 'JobOfflineReport.upload',
    defaultMessage: 'Upload filled-in report',
    description: 'Button: choose the filled-in offline report (one PDF) and upload it',
  },
  uploadHint: {
    id: 'JobOfflineReport.uploadHint',
    defaultMessage: 'One PDF file, up to 20 MB.',
    description: 'Hint beside the upload button: which file the server accepts',
  },
  uploads: {
    id: 'JobOfflineReport.uploads',
    defaultMessage: 'Offline report upload',
    description: 'Accessible name of the list showing the offline report being uploaded',
  },
  uploaded: {
    id: 'JobOfflineReport.uploaded',
    defaultMessage: 'Offline report uploaded. It is among the attachments now.',
    description: 'Success message after the filled-in offline report was uploaded',
  },
});
