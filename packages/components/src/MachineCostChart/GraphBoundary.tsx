import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of its children when they throw (the drawing's chunk failed to load). */
export class GraphBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}
