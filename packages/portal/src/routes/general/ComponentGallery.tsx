import { NotBuiltYet } from '../NotBuiltYet';

/** Filled by its own work; until then the route says it is not built yet. */
export function ComponentGallery() {
  return <NotBuiltYet />;
}
