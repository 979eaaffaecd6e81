import norwegian from './norwegianSlot';

let loading: Promise<void> | null = null;

/** Whether the texts of `locale` (`en` or `no`) are ready; English always is (the defaults). */
export function isCatalogueLoaded(locale: string): boolean {
  return locale !== 'no' || Object.keys(norwegian).length > 0;
}

/** Loads the Norwegian catalogue chunk once; English needs nothing. */
export function loadCatalogue(locale: string): Promise<void> {
  if (isCatalogueLoaded(locale)) return Promise.resolve();
  loading ??= import('@eqp/components/messages/no.json').then(
    (module) => {
      Object.assign(norwegian, module.default);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
