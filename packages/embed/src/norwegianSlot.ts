/**
 * The Norwegian catalogue object the library's `messagesFor` reads (the build puts this module in
 * place of its `no.json`). Empty until `loadCatalogue('no')` fills it from the catalogue chunk.
 */
const norwegian: Record<string, string> = {};
export default norwegian;
