export { LanguageSelector } from './LanguageSelector';
export type { LanguageSelectorProps } from './LanguageSelector';
