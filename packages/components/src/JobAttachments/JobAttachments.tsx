import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { DOCUMENT_TYPE, type Schema, type UploadOptions } from '@eqp/sdk';
import { useAttachmentActions, useAttachments } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Image } from '../Image';
import { LoadingBox, Spinner } from '../LoadingBox';
import { useConfirmDelete } from '../internal/useConfirmDelete';
import { useOpenFile } from '../internal/useOpenFile';
import { useSnackbar } from '../Snackbar';
import {
  DeleteIcon,
  DocumentIcon,
  DrawingIcon,
  FormIcon,
  ImageIcon,
  PdfIcon,
  UploadIcon,
} from '../internal/icons';
import {
  Count,
  DropHint,
  DropText,
  DropZone,
  FileItem,
  FileKind,
  FileLink,
  FileList,
  FileName,
  FileText,
  Header,
  Root,
  StateText,
  Thumb,
  Title,
} from './JobAttachments.styles';
import { IconButton } from '../internal/button.styles';
import { FileInput } from '../internal/uploads/uploads.styles';
import { messages, valueMessages } from './messages';
import { useThumbnail } from './useThumbnail';
import { ACCEPTED_FILES, isAcceptedFile, MAX_UPLOAD_FILE_BYTES } from './precheck';
import { formatBytes, UploadList } from '../internal/uploads/UploadList';
import { useUploads } from '../internal/uploads/useUploads';

type Attachment = Schema<'Attachment'>;

export interface JobAttachmentsProps {
  /** The job (top level) whose files these are. */
  jobId: number;
  /** Finalized job (status 50 or higher): the list only, no upload or delete. */
  readOnly: boolean;
  /**
   * The largest file the server takes (its MAX_UPLOAD_FILE_BYTES; default 20 MB): a larger one is
   * refused here, before it is sent, and the hint names the figure.
   */
  maxFileBytes?: number;
}

type Kind = 'image' | 'pdf' | 'form' | 'drawing' | 'document';

function kindOf(file: Attachment): Kind {
  if (file.IsMedia) return 'image';
  if (file.TypeId === DOCUMENT_TYPE.Form) return 'form';
  if (file.TypeId === DOCUMENT_TYPE.PartDrawing) return 'drawing';
  return /\.pdf$/i.test(file.Name) ? 'pdf' : 'document';
}

const KIND_ICON = {
  image: ImageIcon,
  pdf: PdfIcon,
  form: FormIcon,
  drawing: DrawingIcon,
  document: DocumentIcon,
};
const KIND_LABEL = {
  image: messages.kindImage,
  pdf: messages.kindPdf,
  form: messages.kindForm,
  drawing: messages.kindDrawing,
  document: messages.kindDocument,
};

/**
 * The files attached to a partner job (spec §2 job view: attachments with multi-file upload and
 * delete). Each opens through the session in a new tab (job files need the bearer token); photos
 * show a thumbnail. Unless `readOnly`: upload several files at once from the file picker or by
 * dropping them on the upload area, each with its own progress bar and, when the server refuses
 * it (over 20 MB: 413, a type it does not take: 415), its own error with the server's message;
 * delete after a confirmation.
 */
export function JobAttachments({
  jobId,
  readOnly,
  maxFileBytes = MAX_UPLOAD_FILE_BYTES,
}: JobAttachmentsProps) {
  const intl = useIntl();
  const titleId = useId();
  const { show } = useSnackbar();
  const attachments = useAttachments(jobId);
  const actions = useAttachmentActions(jobId);

  const send = useCallback((file: File, options: UploadOptions) => actions.upload(file, options), [actions]);
  const precheck = useCallback(
    (file: File) => {
      if (!isAcceptedFile(file))
        return intl.formatMessage(valueMessages.notAcceptedHere, { name: file.name });
      if (file.size > maxFileBytes) {
        const size = formatBytes(intl, maxFileBytes);
        return intl.formatMessage(valueMessages.tooLargeHere, { name: file.name, size });
      }
      return null;
    },
    [intl, maxFileBytes],
  );
  const uploads = useUploads(
    send,
    (count) => show({ message: intl.formatMessage(valueMessages.uploaded, { count }), variant: 'success' }),
    precheck,
  );

  const files = attachments.data?.Files ?? [];

  const confirmDelete = useConfirmDelete<Attachment>({
    remove: (file) => actions.remove(file.Id),
    title: (file) => intl.formatMessage(valueMessages.deleteTitle, { name: file?.Name ?? '' }),
    message: intl.formatMessage(messages.deleteMessage),
    confirmLabel: intl.formatMessage(messages.delete),
    deletedMessage: intl.formatMessage(messages.deleted),
  });

  return (
    <Root aria-labelledby={titleId} data-read-only={readOnly || undefined}>
      <Header>
        <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
        {files.length > 0 && (
          <Count>{intl.formatMessage(valueMessages.count, { count: files.length })}</Count>
        )}
      </Header>

      {attachments.isLoading ? (
        <LoadingBox count={2} height={64} label={intl.formatMessage(messages.loading)} />
      ) : attachments.error && !attachments.data ? (
        <StateText data-variant="error">
          {intl.formatMessage(messages.failed)}{' '}
          <Button size="small" variant="ghost" onClick={() => void attachments.mutate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </StateText>
      ) : files.length === 0 ? (
        <StateText>{intl.formatMessage(readOnly ? messages.emptyReadOnly : messages.empty)}</StateText>
      ) : (
        <FileList aria-label={intl.formatMessage(messages.list)}>
          {files.map((file) => (
            <AttachmentItem
              key={file.Id}
              file={file}
              readOnly={readOnly}
              onDelete={() => confirmDelete.ask(file)}
            />
          ))}
        </FileList>
      )}

      {!readOnly && (
        <>
          <UploadList uploads={uploads} />
          <UploadArea onFiles={uploads.start} maxFileBytes={maxFileBytes} />
        </>
      )}

      {confirmDelete.dialog}
    </Root>
  );
}

function AttachmentItem({
  file,
  readOnly,
  onDelete,
}: {
  file: Attachment;
  readOnly: boolean;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const files = useOpenFile();
  const thumbnail = useThumbnail(file.Link, file.IsMedia);
  const kind = kindOf(file);
  const Icon = KIND_ICON[kind];
  const opening = files.opening === file.Link;

  const kindText = opening ? intl.formatMessage(messages.opening) : intl.formatMessage(KIND_LABEL[kind]);

  return (
    <FileItem>
      <FileLink
        rel="noopener"
        // The visible name and kind are part of the link's name (label in name, WCAG 2.5.3).
        aria-label={`${intl.formatMessage(valueMessages.open, { name: file.Name })}, ${kindText}`}
        aria-busy={opening || undefined}
        {...files.linkProps(file.Link, { name: file.Name })}
      >
        <Thumb data-kind={kind} data-state={thumbnail.state}>
          {thumbnail.state === 'loaded' ? (
            <Image src={thumbnail.url} alt="" width={56} height={56} fit="cover" />
          ) : thumbnail.state === 'loading' ? (
            <Spinner size={18} />
          ) : (
            <Icon size={24} />
          )}
        </Thumb>
        <FileText>
          <FileName>{file.Name}</FileName> <FileKind>{kindText}</FileKind>
        </FileText>
      </FileLink>
      {!readOnly && (
        <IconButton
          type="button"
          data-variant="danger"
          aria-label={intl.formatMessage(valueMessages.delete, { name: file.Name })}
          title={intl.formatMessage(valueMessages.delete, { name: file.Name })}
          onClick={onDelete}
        >
          <DeleteIcon />
        </IconButton>
      )}
    </FileItem>
  );
}

/** The drop area with the Choose files button (a file input taking several files). */
function UploadArea({ onFiles, maxFileBytes }: { onFiles: (files: File[]) => void; maxFileBytes: number }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

  return (
    <DropZone
      data-state={dragging ? 'dragover' : 'idle'}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length > 0) onFiles(files);
      }}
    >
      <UploadIcon size={28} />
      <DropText>
        {intl.formatMessage(dragging ? messages.dropActive : messages.dropTitle)}{' '}
        <span>{intl.formatMessage(messages.or)}</span>
      </DropText>
      <Button
        variant="secondary"
        icon={<UploadIcon size={18} />}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {intl.formatMessage(messages.choose)}
      </Button>
      <DropHint id={hintId}>
        {intl.formatMessage(valueMessages.accepted, { size: formatBytes(intl, maxFileBytes) })}
      </DropHint>
      <FileInput
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        tabIndex={-1}
        aria-label={intl.formatMessage(messages.choose)}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again uploads it again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </DropZone>
  );
}
