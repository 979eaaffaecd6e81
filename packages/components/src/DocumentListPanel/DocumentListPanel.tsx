import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DOCUMENT_TYPE, type Schema } from '@eqp/sdk';
import { useMachineDocuments, type MachineDocumentKind } from '@eqp/sdk/react';
import { EmptyState } from '../EmptyState';
import { DocumentIcon, ExternalBoxIcon, GlobeIcon } from '../internal/icons';
import { LoadingBox, Spinner } from '../LoadingBox';
import { messages, valueMessages } from './messages';
import { useOpenFile, type OpenFile } from '../internal/useOpenFile';
import {
  Card,
  CardHeader,
  FileIcon,
  Item,
  ItemText,
  List,
  Loading,
  OpenIcon,
  Title,
} from './DocumentListPanel.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

type Document = Schema<'Document'>;

export type DocumentListKind = MachineDocumentKind;

export interface DocumentListPanelProps {
  /** The customer's machine whose documents are listed. */
  machineId: number;
  /** `manuals` (the Manuals tab) or `forms` (the Forms tab). */
  kind: DocumentListKind;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const TEXTS = {
  manuals: {
    title: messages.manualsTitle,
    intro: messages.manualsIntro,
    empty: messages.manualsEmptyTitle,
  },
  forms: {
    title: messages.formsTitle,
    intro: messages.formsIntro,
    empty: messages.formsEmptyTitle,
  },
} as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * The Manuals or Forms tab of a machine (spec §2): the documents of its model by name, each
 * opening in a new tab. A PDF (DocumentType_Id 1) or any stored file opens through a short-lived
 * signed link under its real name (documents are not public files); a document whose
 * LinkUrl is a web address opens that page. No documents, or a failed load (spec §8: a failed
 * list is an empty list), shows the empty state.
 */
export function DocumentListPanel({ machineId, kind, className }: DocumentListPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data, isLoading } = useMachineDocuments(machineId, kind);
  const { opening, linkProps } = useOpenFile();
  const texts = TEXTS[kind];
  const documents = data ?? [];
  const openingText = intl.formatMessage(messages.opening);

  return (
    <Card
      className={className}
      aria-labelledby={headingId}
      data-kind={kind}
      data-state={isLoading ? 'loading' : documents.length ? 'ready' : 'empty'}
    >
      <CardHeader>
        <Title>
          <span id={headingId}>{intl.formatMessage(texts.title)}</span>
          {!isLoading && documents.length > 0 && (
            <span data-part="count">
              {intl.formatMessage(valueMessages.count, { count: documents.length })}
            </span>
          )}
        </Title>
        <p>{intl.formatMessage(texts.intro)}</p>
      </CardHeader>
      {isLoading ? (
        <Loading>
          <LoadingBox height={48} count={3} label={intl.formatMessage(messages.loading)} />
        </Loading>
      ) : documents.length === 0 ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(texts.empty)}
          message={intl.formatMessage(messages.emptyText)}
          icon={<DocumentIcon size={24} />}
        />
      ) : (
        <List aria-labelledby={headingId}>
          {documents.map((document) => (
            <li key={document.Id}>
              <DocumentItem
                document={document}
                busy={opening !== null && opening === document.LinkUrl}
                openingText={openingText}
                handlers={linkProps}
              />
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

function DocumentItem({
  document,
  busy,
  openingText,
  handlers,
}: {
  document: Document;
  busy: boolean;
  openingText: string;
  handlers: OpenFile['linkProps'];
}) {
  const intl = useIntl();
  const link = document.LinkUrl?.trim() || null;
  const external = link !== null && isExternalUrl(link);
  const pdf = document.DocumentType_Id === DOCUMENT_TYPE.Link || /\.pdf$/i.test(link ?? '');
  const kind = external ? 'link' : pdf ? 'pdf' : 'file';
  const kindText = external
    ? intl.formatMessage(valueMessages.link, { host: hostOf(link) })
    : intl.formatMessage(kind === 'pdf' ? messages.pdf : messages.file);

  const content = (
    <>
      <FileIcon data-kind={kind} aria-hidden="true">
        {busy ? (
          <Spinner size={18} />
        ) : external ? (
          <GlobeIcon size={20} strokeWidth={2} />
        ) : (
          <DocumentIcon size={20} />
        )}
      </FileIcon>
      <ItemText>
        <span data-part="name">{document.Name}</span>{' '}
        <span data-part="kind">{busy ? openingText : kindText}</span>
      </ItemText>
      <OpenIcon aria-hidden="true">
        <ExternalBoxIcon size={16} />
      </OpenIcon>{' '}
      <VisuallyHidden>{intl.formatMessage(messages.newTab)}</VisuallyHidden>
    </>
  );

  if (link === null) return <Item as="div">{content}</Item>;
  if (external) {
    return (
      <Item href={link} target="_blank" rel="noopener noreferrer" data-kind={kind}>
        {content}
      </Item>
    );
  }
  return (
    <Item
      rel="noopener"
      data-kind={kind}
      aria-busy={busy || undefined}
      {...handlers(link, { title: document.Name, loadingText: openingText })}
    >
      {content}
    </Item>
  );
}

/** An absolute web address (a link document) rather than a stored file's relative path. */
function isExternalUrl(link: string): boolean {
  return /^https?:\/\//i.test(link);
}
