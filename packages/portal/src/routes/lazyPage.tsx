import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingBox } from '@eqp/components';

/** A page loaded on first visit, so the first screen does not carry every screen's code. */
export function page<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Where a lazy page shows while its code loads. */
export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingBox />}>{children}</Suspense>;
}
