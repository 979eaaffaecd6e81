import { useId } from 'react';
import { useIntl } from 'react-intl';
import { normalizeLocale, type SupportedLocale } from '../i18n';
import { LANGUAGES } from '../internal/languages';
import { messages } from './messages';
import { Code, Group, Name, Option, RadioInput } from './LanguageSelector.styles';

export interface LanguageSelectorProps {
  /** The current locale; any BCP 47 tag (`nb`, `nb-NO` select Norwegian, anything else English). */
  value: string;
  /** Called with the chosen locale when the user picks the other language. */
  onChange: (locale: SupportedLocale) => void;
  /**
   * `codes` (default): a compact EN | NO segmented control, each option named by its language
   * for assistive technology. `names`: the language names written out (English | Norsk).
   */
  variant?: 'codes' | 'names';
  /** Accessible name of the group; default the translated "Language". */
  label?: string;
  /** Show the group's name above the options. Default false (it is still announced). */
  showLabel?: boolean;
  /** The radio group's form name; default a unique id. */
  name?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * The EN / NO language choice (spec §1): a radio group, so arrow keys move between the
 * languages and the current one is announced as checked. Storing the choice and reloading is
 * the host's job (`onChange`).
 */
export function LanguageSelector({
  value,
  onChange,
  variant = 'codes',
  label,
  showLabel = false,
  name,
  className,
}: LanguageSelectorProps) {
  const intl = useIntl();
  const autoName = useId();
  const labelId = useId();
  const current = normalizeLocale(value);
  const groupLabel = label ?? intl.formatMessage(messages.label);

  return (
    <Group className={className} data-variant={variant}>
      <span id={labelId} data-visible={showLabel || undefined}>
        {groupLabel}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} data-variant={variant}>
        {LANGUAGES.map((language) => {
          const checked = language.locale === current;
          return (
            <Option
              key={language.locale}
              data-state={checked ? 'checked' : 'unchecked'}
              title={language.name}
            >
              <RadioInput
                type="radio"
                name={name ?? autoName}
                value={language.locale}
                checked={checked}
                aria-label={variant === 'codes' ? language.name : undefined}
                lang={language.lang}
                onChange={() => {
                  if (!checked) onChange(language.locale);
                }}
              />
              {variant === 'codes' ? (
                <Code aria-hidden="true">{language.code}</Code>
              ) : (
                <Name lang={language.lang}>{language.name}</Name>
              )}
            </Option>
          );
        })}
      </div>
    </Group>
  );
}
