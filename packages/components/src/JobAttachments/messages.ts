import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'JobAttachments.title',
    defaultMessage: 'Attachments',
    description: 'Heading of the files attached to a job in the job report',
  },
  loading: {
    id: 'JobAttachments.loading',
    defaultMessage: 'Loading attachments…',
    description: 'Announced while the attachments load',
  },
  empty: {
    id: 'JobAttachments.empty',
    defaultMessage: 'No attachments yet.',
    description: 'Shown when the job has no attachments',
  },
  emptyReadOnly: {
    id: 'JobAttachments.emptyReadOnly',
    defaultMessage: 'No attachments.',
    description: 'Shown when a finalized (read-only) job has no attachments',
  },
  failed: {
    id: 'JobAttachments.failed',
    defaultMessage: 'The attachments could not be loaded.',
    description: 'Shown when the attachments could not be loaded',
  },
  retry: {
    id: 'JobAttachments.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the attachments again after a failure',
  },
  list: {
    id: 'JobAttachments.list',
    defaultMessage: 'Files of the job',
    description: 'Accessible name of the list of attachments',
  },
  kindImage: {
    id: 'JobAttachments.kindImage',
    defaultMessage: 'Image',
    description: 'Kind of an attachment: a photo or other image',
  },
  kindDocument: {
    id: 'JobAttachments.kindDocument',
    defaultMessage: 'Document',
    description: 'Kind of an attachment: a document or link (type 1)',
  },
  kindPdf: {
    id: 'JobAttachments.kindPdf',
    defaultMessage: 'PDF',
    description: 'Kind of an attachment: a PDF document',
  },
  kindForm: {
    id: 'JobAttachments.kindForm',
    defaultMessage: 'Form',
    description: 'Kind of an attachment: a form (type 2)',
  },
  kindDrawing: {
    id: 'JobAttachments.kindDrawing',
    defaultMessage: 'Part drawing',
    description: 'Kind of an attachment: a part drawing (type 3)',
  },
  opening: {
    id: 'JobAttachments.opening',
    defaultMessage: 'Opening…',
    description: 'Shown on an attachment while its file is fetched to open it',
  },
  dropTitle: {
    id: 'JobAttachments.dropTitle',
    defaultMessage: 'Drag files here to attach them',
    description: 'Text of the area where files can be dropped to upload them',
  },
  dropActive: {
    id: 'JobAttachments.dropActive',
    defaultMessage: 'Drop the files to upload them',
    description: 'Text of the drop area while files are dragged over it',
  },
  or: {
    id: 'JobAttachments.or',
    defaultMessage: 'or',
    description: 'Between "Drag files here" and the Choose files button',
  },
  choose: {
    id: 'JobAttachments.choose',
    defaultMessage: 'Choose files',
    description: 'Button: open the file picker to upload one or more files',
  },
  delete: {
    id: 'JobAttachments.delete',
    defaultMessage: 'Delete',
    description: 'Confirm button of the delete dialog',
  },
  deleteMessage: {
    id: 'JobAttachments.deleteMessage',
    defaultMessage: 'The file is removed from the job. This cannot be undone.',
    description: 'Message of the dialog confirming that an attachment is deleted',
  },
  deleted: {
    id: 'JobAttachments.deleted',
    defaultMessage: 'Attachment deleted',
    description: 'Success message after an attachment was deleted',
  },
});

export const valueMessages = defineMessages<{
  count: { count: number };
  open: { name: string };
  delete: { name: string };
  deleteTitle: { name: string };
  uploaded: { count: number };
  accepted: { size: string };
  tooLargeHere: { name: string; size: string };
  notAcceptedHere: { name: string };
}>({
  accepted: {
    id: 'JobAttachments.accepted',
    defaultMessage: 'Photos (PNG, JPEG, GIF, WebP), PDF or text files, up to {size} each.',
    description: 'Hint under the upload area: which files the server accepts; size e.g. "20 MB"',
  },
  tooLargeHere: {
    id: 'JobAttachments.tooLargeHere',
    defaultMessage: '“{name}” is larger than {size}, so it was not sent.',
    description: 'A chosen file over the size limit, refused before it is uploaded; size e.g. "20 MB"',
  },
  notAcceptedHere: {
    id: 'JobAttachments.notAcceptedHere',
    defaultMessage: '“{name}” is not a photo, PDF or text file, so it was not sent.',
    description: 'A chosen file of a type the server does not take, refused before it is uploaded',
  },
  count: {
    id: 'JobAttachments.count',
    defaultMessage: '{count, plural, one {# file} other {# files}}',
    description: 'Number of attachments beside the heading',
  },
  open: {
    id: 'JobAttachments.open',
    defaultMessage: 'Open {name}',
    description: 'Accessible name of the link opening an attachment',
  },
  delete: {
    id: 'JobAttachments.deleteFile',
    defaultMessage: 'Delete {name}',
    description: 'Accessible name of the delete button of an attachment',
  },
  deleteTitle: {
    id: 'JobAttachments.deleteTitle',
    defaultMessage: 'Delete “{name}”?',
    description: 'Title of the dialog confirming that an attachment is deleted',
  },
  uploaded: {
    id: 'JobAttachments.uploaded',
    defaultMessage: '{count, plural, one {# file uploaded} other {# files uploaded}}',
    description: 'Success message after files were uploaded',
  },
});
