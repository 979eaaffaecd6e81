import { delay, http, HttpResponse } from 'msw';
import {
  emptyMachineResources,
  machineResources,
  resourceFilePdf,
  resourceFileSvg,
  type ResourceFolderFixture,
} from '../fixtures/resources';
import { api } from './helpers';

/** Every stored file (relative Link) of a tree, by its Link. */
function storedFiles(tree: ResourceFolderFixture): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (folder: ResourceFolderFixture) => {
    for (const file of folder.Files)
      if (!/^[a-z][a-z0-9+.-]*:/i.test(file.Link)) out.set(file.Link, file.Name);
    folder.Folders.forEach(walk);
  };
  walk(tree);
  return out;
}

/**
 * GET /api2/customer/documents/resources/{machineId} answering `tree` for every machine, after
 * `wait` ms (or never: the loading state).
 */
export const machineResourcesHandler = (
  tree: ResourceFolderFixture = machineResources,
  wait?: number | 'infinite',
) =>
  http.get(api('/customer/documents/resources/:machineId'), async () => {
    if (wait !== undefined) await delay(wait);
    return HttpResponse.json(tree);
  });

/** A machine with no resources: the root folder alone. */
export const machineResourcesEmptyHandler = () => machineResourcesHandler(emptyMachineResources);

/** The tree never arrives: the loading boxes. */
export const machineResourcesSlowHandler = (wait: number | 'infinite' = 'infinite') =>
  machineResourcesHandler(machineResources, wait);

/** The tree call fails: `500 { Message }` (the client's snackbar shows the message). */
export const machineResourcesErrorHandler = (
  message = 'The resources of this machine are unavailable right now.',
  status = 500,
) =>
  http.get(api('/customer/documents/resources/:machineId'), () =>
    HttpResponse.json({ Message: message }, { status }),
  );

/**
 * GET /api2/resource/?relativePath= for the stored files of `tree`: a small PDF or SVG named after
 * the file. Other paths fall through to the next handler (model images, documents).
 */
export const resourceFilesHandler = (tree: ResourceFolderFixture = machineResources) => {
  const files = storedFiles(tree);
  return http.get(api('/resource/'), ({ request }) => {
    const path = new URL(request.url).searchParams.get('relativePath') ?? '';
    const name = files.get(path);
    if (name === undefined) return undefined;
    if (path.toLowerCase().endsWith('.svg')) {
      return new HttpResponse(resourceFileSvg(name), { headers: { 'Content-Type': 'image/svg+xml' } });
    }
    return new HttpResponse(resourceFilePdf(name), { headers: { 'Content-Type': 'application/pdf' } });
  });
};

/** A healthy resource browser: the combi oven's tree and its files. */
export const resourcesHandlers = [machineResourcesHandler(), resourceFilesHandler()];
