import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  ApiError,
  ARTICLE_LIST_LIMIT,
  DEFAULT_QUANTITY,
  ORDER_LINE_TEXT_MAX,
  SEARCH_DEBOUNCE_MS,
  runsArticleSearch,
  validateOrderLineText,
  type Schema,
} from '@eqp/sdk';
import { useOrderLineActions, useOrderLines, useWarehouseArticles } from '@eqp/sdk/react';
import { Button } from '../Button';
import { useConfirmDelete } from '../internal/useConfirmDelete';
import { useDebounced } from '../internal/useDebounced';
import { LoadingBox, Spinner } from '../LoadingBox';
import { useSnackbar } from '../Snackbar';
import { TextField } from '../TextField';
import { DeleteIcon, EditIcon, PlusIcon, SearchIcon } from '../internal/icons';
import {
  AddHeader,
  AddPanel,
  AddTitle,
  ArticleList,
  ArticleMeta,
  ArticleName,
  ArticleNumber,
  ArticleOption,
  ArticleStatus,
  CountField,
  CustomChip,
  EditForm,
  FormError,
  FormRow,
  Header,
  IconButton,
  LineCount,
  LinesTable,
  ModeButton,
  ModeSwitch,
  Muted,
  Root,
  RowActions,
  StateText,
  TextInputField,
  Title,
} from './JobOrderLines.styles';
import { messages, valueMessages } from './messages';
import { VisuallyHidden } from '../internal/VisuallyHidden';

type OrderLine = Schema<'OrderLine'>;
type Article = Schema<'Article'>;

export interface JobOrderLinesProps {
  /** The machine job (an entry of the job's InverseParent) whose lines these are. */
  machineJobId: number;
  /** Finalized job (status 50 or higher) or no right to change it: the list only. */
  readOnly: boolean;
  /** The partner company has a parts warehouse (LookupPartsFromWarehouseId): lines can be chosen from it. */
  canSearchWarehouse: boolean;
  /**
   * The id of an element naming what the lines belong to (the machine's heading in the job report):
   * the section is then named "Order lines" followed by it, so that several on one page are told
   * apart. Without it the section is named "Order lines".
   */
  contextLabelId?: string;
}

/** The largest count the server takes (int32). */
const MAX_COUNT = 2_147_483_647;

/** The count field's text as a count: a whole number from 1, else null. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= MAX_COUNT ? count : null;
}

/** Characters as a person counts them (an emoji is one). */
const length = (text: string) => Array.from(text).length;

/** The text a warehouse article's line is sent with: its description (or number), cut to 50 characters. */
function articleLineText(article: Article): string {
  const text = article.ArticleDescription?.trim() || article.ArticleNumber;
  return Array.from(text).slice(0, ORDER_LINE_TEXT_MAX).join('');
}

/** A 400 answer's Message is the caller's to show (spec §8); other failures are in the snackbar. */
const badRequestMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : null;

/**
 * The order lines of a machine job in the partner's job report (spec §2, §5): the list, and unless
 * `readOnly`, adding a line from the company's warehouse (when `canSearchWarehouse`; the article
 * search starts at 3 characters and waits 700 ms after typing, below that the full list shows) or
 * a custom line (text of at most 50 characters), changing a line's text and count, and deleting a
 * line after a confirmation.
 */
export function JobOrderLines({
  machineJobId,
  readOnly,
  canSearchWarehouse,
  contextLabelId,
}: JobOrderLinesProps) {
  const intl = useIntl();
  const titleId = useId();
  const lines = useOrderLines(machineJobId);
  const actions = useOrderLineActions(machineJobId);
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLDivElement>(null);
  const closeAdd = () => {
    setAdding(false);
    // Back to the button that opened the form (it is rendered again on the next frame).
    requestAnimationFrame(() => addButton.current?.querySelector('button')?.focus());
  };

  const list = lines.data ?? [];

  const confirmDelete = useConfirmDelete<OrderLine>({
    remove: (line) => actions.remove(line.Id),
    title: (line) => intl.formatMessage(valueMessages.deleteTitle, { line: line?.ArticleDescription ?? '' }),
    message: intl.formatMessage(messages.deleteMessage),
    confirmLabel: intl.formatMessage(messages.delete),
    deletedMessage: intl.formatMessage(messages.deleted),
  });

  return (
    <Root
      aria-labelledby={contextLabelId ? `${titleId} ${contextLabelId}` : titleId}
      data-read-only={readOnly || undefined}
    >
      <Header>
        <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
        {lines.data && list.length > 0 && (
          <LineCount>{intl.formatMessage(valueMessages.lineCount, { count: list.length })}</LineCount>
        )}
      </Header>

      {lines.isLoading ? (
        <LoadingBox count={2} height={40} label={intl.formatMessage(messages.loading)} />
      ) : lines.error && !lines.data ? (
        <StateText data-variant="error">
          {intl.formatMessage(messages.failed)}{' '}
          <Button size="small" variant="ghost" onClick={() => void lines.mutate()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </StateText>
      ) : list.length === 0 ? (
        <StateText>{intl.formatMessage(readOnly ? messages.emptyReadOnly : messages.empty)}</StateText>
      ) : (
        <LinesTable aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.articleNumber)}</th>
              <th scope="col">{intl.formatMessage(messages.description)}</th>
              <th scope="col" data-numeric="">
                {intl.formatMessage(messages.count)}
              </th>
              {!readOnly && (
                <th scope="col">
                  <VisuallyHidden>{intl.formatMessage(messages.actions)}</VisuallyHidden>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {list.map((line) =>
              editing === line.Id && !readOnly ? (
                <tr key={line.Id} data-state="editing">
                  <td colSpan={4}>
                    <EditLine line={line} onDone={() => setEditing(null)} update={actions.update} />
                  </td>
                </tr>
              ) : (
                <LineRow
                  key={line.Id}
                  line={line}
                  readOnly={readOnly}
                  onEdit={() => setEditing(line.Id)}
                  onDelete={() => confirmDelete.ask(line)}
                />
              ),
            )}
          </tbody>
        </LinesTable>
      )}

      {!readOnly &&
        (adding ? (
          <AddLine canSearchWarehouse={canSearchWarehouse} add={actions.add} onClose={closeAdd} />
        ) : (
          <div ref={addButton}>
            <Button size="small" icon={<PlusIcon />} onClick={() => setAdding(true)}>
              {intl.formatMessage(messages.openAdd)}
            </Button>
          </div>
        ))}

      {confirmDelete.dialog}
    </Root>
  );
}

function LineRow({
  line,
  readOnly,
  onEdit,
  onDelete,
}: {
  line: OrderLine;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const numberLabel = intl.formatMessage(messages.articleNumber);
  const countLabel = intl.formatMessage(messages.count);
  return (
    <tr>
      <td data-label={numberLabel} data-cell="number">
        {line.ArticleNumber ? (
          <ArticleNumber>{line.ArticleNumber}</ArticleNumber>
        ) : (
          <CustomChip>{intl.formatMessage(messages.customLine)}</CustomChip>
        )}
      </td>
      <td data-cell="description">
        <ArticleName>{line.ArticleDescription}</ArticleName>
        {line.ArticleType && <Muted>{line.ArticleType}</Muted>}
      </td>
      <td data-numeric="" data-label={countLabel} data-cell="count">
        {intl.formatNumber(line.ArticleCount)}
      </td>
      {!readOnly && (
        <td data-cell="actions">
          <RowActions>
            <IconButton
              type="button"
              aria-label={intl.formatMessage(valueMessages.edit, { line: line.ArticleDescription })}
              title={intl.formatMessage(valueMessages.edit, { line: line.ArticleDescription })}
              onClick={onEdit}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              type="button"
              data-variant="danger"
              aria-label={intl.formatMessage(valueMessages.delete, { line: line.ArticleDescription })}
              title={intl.formatMessage(valueMessages.delete, { line: line.ArticleDescription })}
              onClick={onDelete}
            >
              <DeleteIcon />
            </IconButton>
          </RowActions>
        </td>
      )}
    </tr>
  );
}

/** The text field of a line with its character count and the 50-character rule (spec §5). */
function LineTextField({
  value,
  onChange,
  touched,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  touched: boolean;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const rule = validateOrderLineText(value);
  const error =
    rule === 'maxLength'
      ? intl.formatMessage(messages.textTooLong)
      : rule === 'required' && touched
        ? intl.formatMessage(messages.textRequired)
        : undefined;
  return (
    <TextInputField
      label={intl.formatMessage(messages.text)}
      value={value}
      autoFocus={autoFocus}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      hint={intl.formatMessage(valueMessages.characters, { count: length(value), max: ORDER_LINE_TEXT_MAX })}
      error={error}
    />
  );
}

/** The count field: numeric, 1 or more (spec §5). */
function LineCountField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const invalid = parseCount(value) === null;
  return (
    <CountField
      label={intl.formatMessage(messages.count)}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      error={invalid ? intl.formatMessage(messages.countInvalid) : undefined}
    />
  );
}

function EditLine({
  line,
  update,
  onDone,
}: {
  line: OrderLine;
  update: (line: Schema<'OrderLineUpdate'>) => Promise<OrderLine>;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { show } = useSnackbar();
  const [text, setText] = useState(line.ArticleDescription);
  const [count, setCount] = useState(String(line.ArticleCount));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsedCount = parseCount(count);
  const valid = validateOrderLineText(text) === null && parsedCount !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await update({ Id: line.Id, ArticleDescription: text.trim(), ArticleCount: parsedCount });
      show({ message: intl.formatMessage(messages.saved), variant: 'success' });
      onDone();
    } catch (error) {
      setFailure(badRequestMessage(error));
      setBusy(false);
    }
  };

  return (
    <EditForm
      aria-label={intl.formatMessage(valueMessages.editing, { line: line.ArticleDescription })}
      onSubmit={(event) => void submit(event)}
    >
      {line.ArticleNumber && <ArticleNumber>{line.ArticleNumber}</ArticleNumber>}
      <FormRow>
        <LineTextField value={text} onChange={setText} touched autoFocus />
        <LineCountField value={count} onChange={setCount} />
      </FormRow>
      {failure && <FormError role="alert">{failure}</FormError>}
      <RowActions>
        <Button type="submit" variant="primary" size="small" disabled={!valid} busy={busy}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button size="small" variant="ghost" disabled={busy} onClick={onDone}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </RowActions>
    </EditForm>
  );
}

type AddMode = 'warehouse' | 'custom';

function AddLine({
  canSearchWarehouse,
  add,
  onClose,
}: {
  canSearchWarehouse: boolean;
  add: (line: Schema<'OrderLineCreate'>) => Promise<OrderLine>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [chosenMode, setMode] = useState<AddMode>('warehouse');
  const mode: AddMode = canSearchWarehouse ? chosenMode : 'custom';

  // Opened by the Add a line button: straight into the first field.
  useEffect(() => {
    panel.current
      ?.querySelector<HTMLInputElement>('input[type="search"], input[type="text"], input:not([type])')
      ?.focus();
  }, []);

  return (
    <AddPanel ref={panel} aria-labelledby={titleId}>
      <AddHeader>
        <AddTitle id={titleId}>{intl.formatMessage(messages.addTitle)}</AddTitle>
        <Button size="small" variant="ghost" onClick={onClose}>
          {intl.formatMessage(messages.closeAdd)}
        </Button>
      </AddHeader>
      {canSearchWarehouse && (
        <ModeSwitch role="group" aria-label={intl.formatMessage(messages.addMode)}>
          {(['warehouse', 'custom'] as const).map((option) => (
            <ModeButton
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
            >
              {intl.formatMessage(option === 'warehouse' ? messages.fromWarehouse : messages.custom)}
            </ModeButton>
          ))}
        </ModeSwitch>
      )}
      {mode === 'warehouse' ? <WarehouseLine add={add} /> : <CustomLine add={add} />}
    </AddPanel>
  );
}

function WarehouseLine({ add }: { add: (line: Schema<'OrderLineCreate'>) => Promise<OrderLine> }) {
  const intl = useIntl();
  const { show } = useSnackbar();
  const listId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const articles = useWarehouseArticles(debounced);
  const [chosen, setChosen] = useState<Article | null>(null);
  const [count, setCount] = useState(String(DEFAULT_QUANTITY));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsedCount = parseCount(count);
  const valid = chosen !== null && parsedCount !== null;
  const searching = runsArticleSearch(debounced);
  const pending = search !== debounced || articles.isValidating;
  const list = articles.data ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await add({
        ArticleNumber: chosen.ArticleNumber,
        ArticleDescription: articleLineText(chosen),
        ArticleCount: parsedCount,
        ArticleType: chosen.ArticleType,
      });
      show({ message: intl.formatMessage(messages.added), variant: 'success' });
      setChosen(null);
      setCount(String(DEFAULT_QUANTITY));
    } catch (error) {
      setFailure(badRequestMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <TextField
        label={intl.formatMessage(messages.search)}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        hint={intl.formatMessage(runsArticleSearch(search) ? messages.searchingHint : messages.searchHint)}
        aria-controls={listId}
        endAdornment={pending ? <Spinner size={16} /> : <SearchIcon />}
      />
      <ArticleList
        id={listId}
        role="radiogroup"
        aria-label={intl.formatMessage(messages.articles)}
        aria-busy={pending || undefined}
      >
        {articles.isLoading ? (
          <ArticleStatus>
            <Spinner size={16} /> {intl.formatMessage(messages.loadingArticles)}
          </ArticleStatus>
        ) : articles.error && !articles.data ? (
          <ArticleStatus data-variant="error">{intl.formatMessage(messages.articlesFailed)}</ArticleStatus>
        ) : list.length === 0 ? (
          <ArticleStatus>
            {searching
              ? intl.formatMessage(valueMessages.noMatches, { search: debounced.trim() })
              : intl.formatMessage(messages.noArticles)}
          </ArticleStatus>
        ) : (
          list.map((article) => {
            const checked = chosen?.ArticleNumber === article.ArticleNumber;
            return (
              <ArticleOption key={article.ArticleNumber} data-state={checked ? 'checked' : undefined}>
                <input
                  type="radio"
                  name={`${listId}-article`}
                  checked={checked}
                  onChange={() => setChosen(article)}
                  aria-label={intl.formatMessage(valueMessages.articleOption, {
                    number: article.ArticleNumber,
                    description: article.ArticleDescription ?? '',
                  })}
                />
                <ArticleNumber>{article.ArticleNumber}</ArticleNumber>
                <ArticleName>{article.ArticleDescription}</ArticleName>
                {article.ArticleType && <ArticleMeta>{article.ArticleType}</ArticleMeta>}
              </ArticleOption>
            );
          })
        )}
      </ArticleList>
      {list.length >= ARTICLE_LIST_LIMIT && (
        <Muted role="note">
          {intl.formatMessage(valueMessages.firstArticles, { count: ARTICLE_LIST_LIMIT })}
        </Muted>
      )}
      <FormRow data-align="end">
        <LineCountField value={count} onChange={setCount} />
        <Button type="submit" variant="primary" icon={<PlusIcon />} disabled={!valid} busy={busy}>
          {intl.formatMessage(messages.addArticle)}
        </Button>
        {!chosen && <Muted>{intl.formatMessage(messages.chooseArticle)}</Muted>}
      </FormRow>
      {failure && <FormError role="alert">{failure}</FormError>}
    </form>
  );
}

function CustomLine({ add }: { add: (line: Schema<'OrderLineCreate'>) => Promise<OrderLine> }) {
  const intl = useIntl();
  const { show } = useSnackbar();
  const [text, setText] = useState('');
  const [count, setCount] = useState(String(DEFAULT_QUANTITY));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsedCount = parseCount(count);
  const valid = validateOrderLineText(text) === null && parsedCount !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await add({
        ArticleNumber: null,
        ArticleDescription: text.trim(),
        ArticleCount: parsedCount,
        ArticleType: null,
      });
      show({ message: intl.formatMessage(messages.added), variant: 'success' });
      setText('');
      setCount(String(DEFAULT_QUANTITY));
    } catch (error) {
      setFailure(badRequestMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <FormRow data-align="start">
        <LineTextField value={text} onChange={setText} touched={false} />
        <LineCountField value={count} onChange={setCount} />
        <Button
          type="submit"
          variant="primary"
          icon={<PlusIcon />}
          disabled={!valid}
          busy={busy}
          data-offset=""
        >
          {intl.formatMessage(messages.addLine)}
        </Button>
      </FormRow>
      {failure && <FormError role="alert">{failure}</FormError>}
    </form>
  );
}
