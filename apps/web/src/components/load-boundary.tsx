// Catches a part of the page that failed to load or render (a lazy chunk missing offline, or gone
// after a new deployment), so the rest of the page stays usable: the owner is told, and a fallback
// (nothing by default) takes the part's place.
import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  readonly children: ReactNode;
  readonly onError: (error: unknown) => void;
  readonly fallback?: ReactNode;
}

export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
